import { describe, expect, it } from 'vitest';
import sysorg from '../../schemas/admin/sysorg.json';
import { compileEntity } from './entity-model';
import type { EntitySchema } from './entity-schema';
import { optionsCallProblems, optionsCalls } from './options-calls';

const schema = sysorg as unknown as EntitySchema;

describe('option calls (x-options-call)', () => {
  it('sit under the entity\'s base path', () => {
    expect(optionsCalls(compileEntity(schema))).toEqual([{ path: '/api/admin/sysorg/queryOrgType', field: 'orgType' }]);
  });
  it('need a field with enum', () => {
    const broken = structuredClone(schema);
    broken.fields.orgName!['x-options-call'] = 'queryOrgName';
    expect(optionsCallProblems(broken)).toEqual([{ path: '/fields/orgName/x-options-call', message: expect.stringMatching(/enum/) }]);
    expect(optionsCallProblems(schema)).toEqual([]);
  });
});
