import { describe, expect, it } from 'vitest';
import { conditionNames, evaluateCondition, isEmptyValue, recordScope, type Condition } from './conditions';

const row = { amount: '320.50000', claimed: 320.5, type: 'lost', remark: '  ', day: '2026-11-02', other: '2026-11-10', flag: true, none: null };
const holds = (condition: Condition, params?: Record<string, unknown>) => evaluateCondition(condition, recordScope(row, params));

describe('conditions', () => {
  it('compares numbers as numbers, numeric text included', () => {
    expect(holds({ field: 'amount', op: 'eq', ref: 'claimed' })).toBe(true);
    expect(holds({ field: 'amount', op: 'lt', value: 1000 })).toBe(true);
    expect(holds({ field: 'amount', op: 'gt', value: '99' })).toBe(true);
    expect(holds({ field: 'amount', op: 'ge', value: 320.51 })).toBe(false);
    expect(holds({ field: 'amount', op: 'le', value: 320.5 })).toBe(true);
    expect(holds({ field: 'amount', op: 'ne', value: 1 })).toBe(true);
  });

  it('compares text (ISO dates order as text) and booleans', () => {
    expect(holds({ field: 'day', op: 'lt', ref: 'other' })).toBe(true);
    expect(holds({ field: 'type', op: 'eq', value: 'lost' })).toBe(true);
    expect(holds({ field: 'flag', op: 'eq', value: true })).toBe(true);
    expect(holds({ field: 'flag', op: 'eq', value: false })).toBe(false);
  });

  it('an empty side satisfies no comparison but ne', () => {
    expect(holds({ field: 'none', op: 'le', value: 5 })).toBe(false);
    expect(holds({ field: 'none', op: 'eq', value: null })).toBe(false);
    expect(holds({ field: 'missing', op: 'ne', value: 5 })).toBe(true);
    expect(holds({ field: 'amount', op: 'le', ref: 'missing' })).toBe(false);
  });

  it('empty, notEmpty, in, notIn', () => {
    expect(holds({ field: 'remark', op: 'empty' })).toBe(true);
    expect(holds({ field: 'none', op: 'empty' })).toBe(true);
    expect(holds({ field: 'type', op: 'notEmpty' })).toBe(true);
    expect(holds({ field: 'type', op: 'in', values: ['lost', 'damaged'] })).toBe(true);
    expect(holds({ field: 'type', op: 'notIn', values: ['lost'] })).toBe(false);
    expect(holds({ field: 'amount', op: 'in', values: [320.5] })).toBe(true);
    expect(isEmptyValue([])).toBe(true);
    expect(isEmptyValue(0)).toBe(false);
  });

  it('all, any, not', () => {
    const lost: Condition = { field: 'type', op: 'eq', value: 'lost' };
    const big: Condition = { field: 'amount', op: 'gt', value: 1000 };
    expect(holds({ all: [lost, big] })).toBe(false);
    expect(holds({ any: [lost, big] })).toBe(true);
    expect(holds({ not: big })).toBe(true);
    expect(holds({ all: [] })).toBe(true);
    expect(holds({ any: [] })).toBe(false);
  });

  it('reads params.<name> from the parameters', () => {
    expect(holds({ field: 'params.approved', op: 'le', ref: 'claimed' }, { approved: 300 })).toBe(true);
    expect(holds({ field: 'params.approved', op: 'le', ref: 'claimed' }, { approved: 400 })).toBe(false);
    expect(holds({ field: 'params.approved', op: 'notEmpty' })).toBe(false);
  });

  it('reads the lines of a child table through the scope (none when the scope has none)', () => {
    const lines = (name: string) => (name === 'goods' ? [{ qty: 2 }, { qty: 0 }] : undefined);
    const scope = recordScope(row, undefined, lines);
    expect(evaluateCondition({ lines: 'goods', some: { field: 'qty', op: 'gt', value: 1 } }, scope)).toBe(true);
    expect(evaluateCondition({ lines: 'goods', every: { field: 'qty', op: 'gt', value: 0 } }, scope)).toBe(false);
    expect(evaluateCondition({ lines: 'goods', op: 'notEmpty' }, scope)).toBe(true);
    expect(evaluateCondition({ lines: 'boxes', op: 'empty' }, scope)).toBe(true);
    expect(holds({ lines: 'goods', op: 'notEmpty' })).toBe(false);
  });

  it('lists the names a condition reads, with pointers', () => {
    expect(conditionNames({ all: [{ field: 'a', op: 'le', ref: 'b' }, { not: { field: 'c', op: 'empty' } }, { lines: 'goods', some: { field: 'qty', op: 'gt', value: 0 } }] })).toEqual([
      { name: 'a', path: '/all/0/field' },
      { name: 'b', path: '/all/0/ref' },
      { name: 'c', path: '/all/1/not/field' },
      { name: 'goods', path: '/all/2/lines' },
      { name: 'qty', path: '/all/2/some/field', lines: 'goods' },
    ]);
  });
});
