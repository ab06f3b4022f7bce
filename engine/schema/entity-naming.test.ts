import { namingProblems } from './entity-check';
import type { EntitySchema } from './entity-schema';

const t = { zh: '名', en: 'Name' };
const schema = (table: string, fields: string[]): EntitySchema => ({
  id: 'test.naming', title: t, api: { pattern: 'admin', entity: 'naming' }, storage: { table },
  fields: Object.fromEntries(fields.map((f) => [f, { type: 'string', title: t }])), list: { columns: [fields[0]!] },
});

describe('names the database gives back as they are', () => {
  it('accepts one-letter parts and capitals in a row', () => {
    expect(namingProblems(schema('cm_two_c_freight_quote', ['totalCBM', 'isHKClear', 'quoteCode', 'order2024']))).toEqual([]);
  });

  it('refuses a table with an underscore before a digit and a field with an underscore', () => {
    expect(namingProblems(schema('order_2024', ['order_no', 'ok'])).map((p) => p.path)).toEqual(['/storage/table', '/fields/order_no']);
  });
});
