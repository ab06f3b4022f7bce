import { checkEntityFiles, validateEntityJson } from './entity-check';
import type { EntitySchema, FieldSchema } from './entity-schema';
import { whenProblems } from './when-check';

const t = (zh: string, en: string) => ({ zh, en });

/** A customer with a type; each case gives taxNo (or another field) some rules. */
function customer(rules: unknown[], more: Record<string, Partial<FieldSchema>> = {}): EntitySchema {
  return {
    id: 'demo.customer', title: t('客户', 'Customers'), api: { pattern: 'admin', entity: 'customer' }, storage: { table: 'demo_customer' },
    fields: {
      customerType: { type: 'string', title: t('类型', 'Type'), enum: ['person', 'company'] },
      level: { type: 'integer', title: t('等级', 'Level') },
      vip: { type: 'boolean', title: t('贵宾', 'VIP') },
      tags: { type: 'array', title: t('标签', 'Tags') },
      taxNo: { type: 'string', title: t('税号', 'Tax no.'), 'x-when': rules as FieldSchema['x-when'] },
      ...(more as Record<string, FieldSchema>),
    },
    list: { columns: ['customerType'] },
  };
}

const problems = (rules: unknown[], more: Record<string, Partial<FieldSchema>> = {}) => whenProblems(customer(rules, more));

describe('whenProblems', () => {
  it('passes rules that name fields and fit them', () => {
    expect(problems([
      { field: 'customerType', in: ['company'], then: 'show' }, { field: 'customerType', in: ['company'], then: 'require' },
      { field: 'level', in: [1, 2], then: 'disable' }, { field: 'vip', in: [true], then: 'require' }, { field: 'tags', filled: true, then: 'show' },
    ])).toEqual([]);
  });

  it('refuses an unknown field, the field itself, and both or neither of in and filled', () => {
    expect(problems([{ field: 'kind', filled: true, then: 'show' }])).toEqual([{ path: '/fields/taxNo/x-when/0/field', message: 'unknown field "kind"' }]);
    expect(problems([{ field: 'taxNo', filled: true, then: 'show' }])[0]!.message).toMatch(/another field, not the field itself/);
    expect(problems([{ field: 'level', in: [1], filled: true, then: 'show' }])).toEqual([{ path: '/fields/taxNo/x-when/0', message: 'give exactly one of in and filled' }]);
    expect(problems([{ field: 'level', then: 'show' }])).toEqual([{ path: '/fields/taxNo/x-when/0', message: 'give exactly one of in and filled' }]);
  });

  it('refuses in values of another type or outside the enum', () => {
    expect(problems([{ field: 'customerType', in: ['company', 'shop'], then: 'show' }])).toEqual([
      { path: '/fields/taxNo/x-when/0/in/1', message: '"shop" is not one of its values ("person", "company") of "customerType"' },
    ]);
    expect(problems([{ field: 'level', in: [1.5, '2'], then: 'show' }]).map((p) => p.message)).toEqual([
      '1.5 must be a whole number of "level"', '"2" must be a whole number of "level"',
    ]);
    expect(problems([{ field: 'vip', in: ['yes'], then: 'show' }])[0]!.message).toMatch(/must be true or false/);
    expect(problems([{ field: 'tags', in: ['a'], then: 'show' }])[0]!.message).toMatch(/use filled/);
  });

  it('refuses an unknown effect, requiring a field the server sets, and hiding a required one', () => {
    expect(problems([{ field: 'level', filled: true, then: 'hide' }])[0]).toMatchObject({ path: '/fields/taxNo/x-when/0/then', message: expect.stringMatching(/unknown effect "hide"/) });
    const server = { total: { type: 'number' as const, title: t('合计', 'Total'), 'x-compute': 'level * 2', 'x-when': [{ field: 'vip', filled: true as const, then: 'require' as const }] } };
    expect(problems([], server)).toEqual([{ path: '/fields/total/x-when/0/then', message: '"total" is set by the server, never typed in: it cannot be made to require' }]);
    expect(whenProblems({ ...customer([{ field: 'level', filled: true, then: 'show' }]), fields: { ...customer([]).fields, taxNo: { type: 'string', title: t('税号', 'Tax no.'), required: true, 'x-when': [{ field: 'level', filled: true, then: 'show' }] } } })[0]!.message).toMatch(/is required: hiding it/);
  });

  it('refuses show rules in a ring, and rules on sub-table columns', () => {
    const ring = problems([{ field: 'level', filled: true, then: 'show' }], { level: { type: 'integer', title: t('等级', 'Level'), 'x-when': [{ field: 'taxNo', filled: true, then: 'show' }] } });
    expect(ring.map((p) => p.path).sort()).toEqual(['/fields/level/x-when', '/fields/taxNo/x-when']);
    const lines = { lines: { type: 'array' as const, title: t('明细', 'Lines'), items: { type: 'object' as const, properties: { sku: { type: 'string' as const, title: t('货号', 'SKU'), 'x-when': [{ field: 'qty', filled: true as const, then: 'show' as const }] } } } } };
    expect(problems([], lines)).toEqual([{ path: '/fields/lines/items/properties/sku/x-when', message: 'x-when applies to the schema\'s own fields, not sub-table columns' }]);
  });
});

describe('x-when on a command\'s parameters', () => {
  it('names another parameter of the same command', () => {
    const schema = customer([]);
    schema.commands = { approve: { title: t('批', 'Approve'), selection: 'one', params: {
      result: { type: 'string', title: t('结果', 'Result'), enum: ['ok', 'no'] },
      reason: { type: 'string', title: t('原因', 'Reason'), 'x-when': [{ field: 'result', in: ['no'], then: 'require' }, { field: 'taxNo', filled: true, then: 'show' }] },
    } } };
    expect(whenProblems(schema)).toEqual([{ path: '/commands/approve/params/reason/x-when/1/field', message: 'unknown field "taxNo"' }]);
  });
});

describe('x-when in the file check', () => {
  it('is in the meta-schema (and x-reactions no more), and checked with the references', () => {
    expect(validateEntityJson(customer([{ field: 'level', filled: true, then: 'show' }]))).toEqual([]);
    expect(validateEntityJson(customer([{ field: 'level', filled: false, then: 'show' }]))[0]!.path).toBe('/fields/taxNo/x-when/0/filled');
    expect(validateEntityJson(customer([{ field: 'level', filled: true, then: 'hide' }]))[0]!.path).toBe('/fields/taxNo/x-when/0/then');
    const raw = customer([]);
    (raw.fields.taxNo as unknown as Record<string, unknown>)['x-reactions'] = { dependencies: ['.level'] };
    expect(validateEntityJson(raw)).toContainEqual({ path: '/fields/taxNo/x-reactions', message: 'unknown key "x-reactions"' });
    const files = checkEntityFiles([{ file: 'customer.json', json: customer([{ field: 'kind', filled: true, then: 'show' }]) }], { dictionaries: [], components: [], actions: [], qids: [] });
    expect(files).toContainEqual({ file: 'customer.json', path: '/fields/taxNo/x-when/0/field', message: 'unknown field "kind"' });
  });
});
