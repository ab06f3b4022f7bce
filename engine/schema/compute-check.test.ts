import { computeRuleProblems } from './compute-check';
import type { EntitySchema } from './entity-schema';

const t = { zh: '字段', en: 'Field' };
const child = {
  id: 'test.line', title: t, api: { pattern: 'admin', entity: 'line' }, parent: { entity: 'test.header', field: 'headerId' },
  fields: { headerId: { type: 'integer', title: t, required: true }, amount: { type: 'number', title: t }, label: { type: 'string', title: t } },
  list: { columns: ['amount'], filters: ['headerId'] },
} as EntitySchema;
const header = (extra: Partial<EntitySchema>): EntitySchema => ({
  id: 'test.header', title: t, api: { pattern: 'admin', entity: 'header' }, children: { lines: { entity: 'test.line' } },
  fields: { quantity: { type: 'integer', title: t }, price: { type: 'number', title: t } }, list: { columns: ['quantity'] }, ...extra,
} as EntitySchema);
const check = (schema: EntitySchema) => computeRuleProblems(schema, new Map([[schema.id, schema], [child.id, child]])).map((p) => `${p.path}: ${p.message}`);

describe('computeRuleProblems', () => {
  it('passes good computed fields and rules', () => {
    expect(check(header({
      fields: { quantity: { type: 'integer', title: t }, price: { type: 'number', title: t }, total: { type: 'number', title: t, 'x-compute': 'quantity * price + sum(lines.amount)' } },
      rules: [{ lines: 'lines', minLines: 1 }, { lines: 'lines', contiguous: ['amount', 'amount'] }, { if: { field: 'price', op: 'gt', value: 0 }, field: 'price', message: t }],
      form: { lines: ['lines'] },
    }))).toEqual([]);
  });

  it('refuses unreadable expressions, unknown names, self reference, a required or text computed field', () => {
    expect(check(header({
      fields: {
        quantity: { type: 'integer', title: t },
        a: { type: 'number', title: t, 'x-compute': 'quantity *' },
        b: { type: 'number', title: t, 'x-compute': 'missing + b' },
        c: { type: 'string', title: t, required: true, 'x-compute': 'sum(other.amount) + sum(lines.nothing)' },
      },
    }))).toEqual([
      '/fields/a/x-compute: cannot read "quantity *": the formula ends too early',
      '/fields/b/x-compute: unknown field "missing"',
      '/fields/b/x-compute: "b" computes from itself',
      '/fields/c/x-compute: a computed field is a number or an integer',
      '/fields/c/required: a computed field is set by the server: it cannot be required',
      '/fields/c/x-compute: "other" is not a key of children',
      '/fields/c/x-compute: unknown field "nothing" of the lines "lines"',
    ]);
  });

  it('refuses a stamp on a field of the wrong kind, or a required one', () => {
    expect(check(header({
      fields: {
        quantity: { type: 'integer', title: t, 'x-stamp': 'createdBy' },
        by: { type: 'string', title: t, required: true, 'x-stamp': 'createdBy' },
        at: { type: 'string', format: 'date', title: t, 'x-stamp': 'createdAt' },
        when: { type: 'string', format: 'date-time', title: t, 'x-stamp': 'createdAt' },
        modifier: { type: 'number', title: t, 'x-stamp': 'updatedBy' },
        modified: { type: 'string', title: t, 'x-stamp': 'updatedAt' },
        modifiedAt: { type: 'string', format: 'date-time', title: t, 'x-stamp': 'updatedAt' },
      },
    }))).toEqual([
      '/fields/quantity/x-stamp: createdBy stamps a string field (the username)',
      '/fields/by/required: a stamped field is set by the server: it cannot be required',
      '/fields/at/x-stamp: createdAt stamps a date-time field',
      '/fields/modifier/x-stamp: updatedBy stamps a string field (the username)',
      '/fields/modified/x-stamp: updatedAt stamps a date-time field',
    ]);
  });

  it('refuses rules naming unknown fields or children, and non-number bands', () => {
    expect(check(header({
      rules: [
        { if: { field: 'nope', op: 'empty' }, field: 'gone', message: t },
        { lines: 'others', minLines: 1 },
        { lines: 'lines', contiguous: ['label', 'missing'] },
      ],
      form: { lines: ['others'] },
    }))).toEqual([
      '/form/lines/0: "others" is not a key of children',
      '/rules/0/field: unknown field "gone"',
      '/rules/0/if/field: unknown field "nope"',
      '/rules/1/lines: "others" is not a key of children',
      '/rules/2/contiguous/0: "label" is not a number',
      '/rules/2/contiguous/1: unknown field "missing" of the lines "lines"',
    ]);
  });
});
