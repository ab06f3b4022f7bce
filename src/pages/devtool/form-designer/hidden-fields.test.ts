import type { EntitySchema } from '../../../../engine/schema/entity-schema';
import { hiddenFieldsOf } from './hidden-fields';

const base = {
  fields: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } },
  list: { columns: ['a', 'b'], filters: ['a'] },
} as unknown as EntitySchema;

describe('hiddenFieldsOf', () => {
  it('offers every left-out field in the base file', () => {
    const edited = { ...base, list: { columns: ['a'], filters: [] } } as unknown as Record<string, unknown>;
    expect(hiddenFieldsOf({ edited, base, target: 'base', view: 'list' })).toEqual(['b', 'c']);
  });

  it('offers in an override only the base’s own fields of the view and custom fields (not as filters)', () => {
    const edited = { ...base, fields: { ...base.fields, ext_x: { type: 'string' } }, list: { columns: ['a'], filters: [] } } as unknown as Record<string, unknown>;
    expect(hiddenFieldsOf({ edited, base, target: 'override', view: 'list' })).toEqual(['b', 'ext_x']);
    expect(hiddenFieldsOf({ edited, base, target: 'override', view: 'filters' })).toEqual(['a']);
  });
});
