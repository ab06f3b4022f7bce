import { describe, expect, it } from 'vitest';
import type { EntitySchema } from './entity-schema';
import { linesLocked } from './line-lock';

const t = { zh: '状态', en: 'State' };
const order = {
  states: {
    declare: { field: 'declareStatus', initial: '0', values: { 0: t, 1: t }, lock: ['1'], transitions: {} },
    fee: { field: 'feeStatus', initial: '1', values: { 1: t, 2: t }, transitions: {} },
  },
  children: { fees: { entity: 'x.fee', lock: { fee: ['2'] } }, goods: { entity: 'x.goods' } },
} as unknown as Pick<EntitySchema, 'states' | 'children'>;

describe('linesLocked', () => {
  it('locks every child with a locked header', () => {
    expect(linesLocked(order, { declareStatus: '1', feeStatus: '1' }, 'goods')).toBe(true);
    expect(linesLocked(order, { declareStatus: '1', feeStatus: '1' }, 'fees')).toBe(true);
  });
  it('locks only the child whose own lock names the header\'s state', () => {
    expect(linesLocked(order, { declareStatus: '0', feeStatus: '2' }, 'fees')).toBe(true);
    expect(linesLocked(order, { declareStatus: '0', feeStatus: '2' }, 'goods')).toBe(false);
    expect(linesLocked(order, { declareStatus: '0', feeStatus: '1' }, 'fees')).toBe(false);
  });
});
