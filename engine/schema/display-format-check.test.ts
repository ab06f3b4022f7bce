import type { EntitySchema } from './entity-schema';
import { displayFormatProblems } from './display-format-check';

const schema = (fields: Record<string, unknown>) => ({ fields } as unknown as EntitySchema);

describe('displayFormatProblems', () => {
  it('passes a money field whose currency is a field or a fixed code', () => {
    expect(displayFormatProblems(schema({
      amount: { type: 'number', title: {}, 'x-format': 'money', 'x-currency': 'currency' },
      fixed: { type: 'number', title: {}, 'x-format': 'money', 'x-currency': 'CNY', 'x-scale': 4 },
      currency: { type: 'string', title: {} },
    }))).toEqual([]);
  });
  it('names a currency field that does not exist, a currency off money, numbers on text, stray scales and colours', () => {
    const problems = displayFormatProblems(schema({
      amount: { type: 'number', title: {}, 'x-format': 'money', 'x-currency': 'curency' },
      weight: { type: 'number', title: {}, 'x-format': 'weight', 'x-currency': 'CNY' },
      code: { type: 'string', title: {}, 'x-format': 'money' },
      note: { type: 'string', title: {}, 'x-scale': 2 },
      kind: { type: 'string', title: {}, enum: ['a'], 'x-colors': { b: 'red' } },
      lines: { type: 'array', title: {}, items: { type: 'object', properties: { price: { type: 'number', title: {}, 'x-format': 'money', 'x-currency': 'currency' } } } },
    }));
    expect(problems).toEqual([
      { path: '/fields/amount/x-currency', message: 'unknown currency field "curency" (name a field of this schema, or a code such as CNY or 142)' },
      { path: '/fields/weight/x-currency', message: 'a currency belongs to a field of x-format "money"' },
      { path: '/fields/code/x-format', message: '"money" shows numbers: the field\'s type is string' },
      { path: '/fields/note/x-scale', message: 'decimals belong to a numeric x-format (money, number, integer, weight, percent)' },
      { path: '/fields/kind/x-colors/b', message: '"b" is not one of the field\'s values' },
      { path: '/fields/lines/items/properties/price/x-currency', message: 'unknown currency field "currency" (name a field of this schema, or a code such as CNY or 142)' },
    ]);
  });
});
