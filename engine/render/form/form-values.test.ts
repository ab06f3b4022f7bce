import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import sysparam from '../../../schemas/admin/sysparam.json';
import { ARRAY_TABLE_INDEX_KEY, stripArrayTableIndex, toFormValues, toRequestBody } from './form-values';
import { showServerErrors } from './server-errors';

const model = compileEntity(sysparam as unknown as EntitySchema);
const dated = compileEntity({
  id: 'test.dated', title: { zh: 't', en: 't' }, api: { pattern: 'admin', entity: 'dated' },
  fields: {
    day: { type: 'string', title: { zh: 'd', en: 'd' }, format: 'date' },
    at: { type: 'string', title: { zh: 'a', en: 'a' }, format: 'date-time' },
    lines: { type: 'array', title: { zh: 'l', en: 'l' }, items: { type: 'object', properties: { sku: { type: 'string', title: { zh: 's', en: 's' } } } } },
  },
  list: { columns: ['day'] },
});

describe('form values', () => {
  it('starts an edit from the row and sends back id, version and ext', () => {
    const row = { id: 4, version: 7, paramName: 'n', paramKey: 'k', paramValue: 'v', remark: null, createdAt: 'x', ext: { a: 1 } };
    const values = toFormValues(model, row);
    expect(values).toEqual({ paramName: 'n', paramKey: 'k', paramValue: 'v' });
    expect(toRequestBody(model, { ...values, paramValue: '' }, row)).toEqual({ paramName: 'n', paramKey: 'k', paramValue: null, remark: null, id: 4, version: 7, ext: { a: 1 } });
    expect(toRequestBody(model, values)).not.toHaveProperty('id');
  });

  it('shows dates in the pickers’ format and sends date-times with their offset', () => {
    expect(toFormValues(dated, { day: '2024-03-05', at: '2024-03-05T10:11:12' })).toEqual({ day: '2024-03-05', at: '2024-03-05 10:11:12' });
    const body = toRequestBody(dated, { day: '2024-03-05', at: '2024-03-05 10:11:12' });
    expect(body.day).toBe('2024-03-05');
    expect(String(body.at)).toMatch(/^2024-03-05T10:11:12([+-]\d\d:\d\d|Z)$/);
  });

  it('strips ArrayTable’s index key from sub-table rows', () => {
    const lines = [{ sku: 'a', [ARRAY_TABLE_INDEX_KEY]: 0 }, { sku: 'b', [ARRAY_TABLE_INDEX_KEY]: 1 }];
    expect(toRequestBody(dated, { lines }).lines).toEqual([{ sku: 'a' }, { sku: 'b' }]);
    expect(stripArrayTableIndex({ x: [{ [ARRAY_TABLE_INDEX_KEY]: 3, y: [{ [ARRAY_TABLE_INDEX_KEY]: 1 }] }] })).toEqual({ x: [{ y: [{}] }] });
  });
});

describe('showServerErrors', () => {
  it('puts messages under the form’s fields and returns the rest', () => {
    const set: Record<string, string[]> = {};
    const form = {
      query: (name: string) => ({ take: () => (name === 'paramKey' ? {} : undefined) }),
      setFieldState: (name: string, setter: (s: { selfErrors: string[] }) => void) => {
        const state = { selfErrors: [] as string[] };
        setter(state);
        set[name] = state.selfErrors;
      },
    };
    expect(showServerErrors(form, { paramKey: '已存在', 'paramKey,paramName': '组合已存在' })).toEqual(['组合已存在']);
    expect(set).toEqual({ paramKey: ['已存在'] });
  });
});
