import { describe, expect, it } from 'vitest';
import { linesNamedIn } from './condition-lines';
import { evaluateCondition, recordScope } from './conditions';

describe('linesNamedIn', () => {
  it('finds every child a guard reads, once, through all/any/not', () => {
    expect(linesNamedIn({ all: [{ lines: 'goods', op: 'notEmpty' }, { not: { any: [{ lines: 'fees', some: { field: 'amount', op: 'gt', value: 0 } }, { lines: 'goods', every: { field: 'hsCode', op: 'notEmpty' } }] } }] }, undefined))
      .toEqual(['goods', 'fees']);
  });
  it('is empty for a guard on fields only', () => {
    expect(linesNamedIn({ field: 'a', op: 'empty' })).toEqual([]);
  });
});

describe('a guard over loaded lines (the check of a B2B order)', () => {
  const guard = { all: [{ lines: 'goods', op: 'notEmpty' as const }, { lines: 'goods', every: { all: [{ field: 'hsCode', op: 'notEmpty' as const }, { field: 'totalPrice', op: 'gt' as const, value: 0 }] } }] };
  const scope = (goods: Record<string, unknown>[]) => recordScope({ orderNo: 'QG1' }, undefined, (name) => (name === 'goods' ? goods : undefined));
  it('holds when every line has an HS code and a value', () => {
    expect(evaluateCondition(guard, scope([{ hsCode: '8471300000', totalPrice: '12.50' }]))).toBe(true);
  });
  it('fails without lines, or with a line missing either', () => {
    expect(evaluateCondition(guard, scope([]))).toBe(false);
    expect(evaluateCondition(guard, scope([{ hsCode: '8471300000', totalPrice: 1 }, { hsCode: '', totalPrice: 1 }]))).toBe(false);
    expect(evaluateCondition(guard, scope([{ hsCode: '8471300000', totalPrice: null }]))).toBe(false);
  });
});
