import { describe, expect, it } from 'vitest';
import type { StatesSpec } from './entity-schema';
import { findTransition, lifecycleFields, lifecyclesOf, rowLock, stateLabel } from './lifecycles';

const t = (zh: string, en: string) => ({ zh, en });
const declare: StatesSpec = {
  field: 'declareStatus', initial: 'draft', lock: ['declared', 'cleared'], editable: ['remark', 'fee'],
  values: { draft: t('草稿', 'Draft'), declared: t('已申报', 'Declared'), cleared: t('已放行', 'Cleared') },
  transitions: { declare: { from: ['draft'], to: 'declared', title: t('申报', 'Declare') } },
};
const fee: StatesSpec = {
  field: 'feeStatus', initial: 'unpaid', lock: ['paid'], editable: ['remark'],
  values: { unpaid: t('未缴', 'Unpaid'), paid: t('已缴', 'Paid') },
  transitions: { pay: { from: ['unpaid'], to: 'paid', title: t('缴费', 'Pay') } },
};

describe('lifecycles', () => {
  it('reads one lifecycle (named after its field) or several by name', () => {
    expect(lifecyclesOf({ states: declare }).map((l) => l.name)).toEqual(['declareStatus']);
    expect(lifecyclesOf({ states: { declare, fee } }).map((l) => [l.name, l.field])).toEqual([['declare', 'declareStatus'], ['fee', 'feeStatus']]);
    expect(lifecyclesOf({})).toEqual([]);
    expect(lifecycleFields({ states: { declare, fee } })).toEqual(['declareStatus', 'feeStatus']);
  });

  it('finds a transition in whichever lifecycle declares it', () => {
    expect(findTransition({ states: { declare, fee } }, 'pay')?.lifecycle.name).toBe('fee');
    expect(findTransition({ states: declare }, 'pay')).toBeUndefined();
    expect(findTransition({ states: declare }, 'toString')).toBeUndefined();
  });

  it('labels a state, or gives its raw value', () => {
    expect(stateLabel(declare, 'declared', 'zh')).toBe('已申报');
    expect(stateLabel(declare, 'lost', 'en')).toBe('lost');
    expect(stateLabel(declare, 'constructor', 'en')).toBe('constructor');
  });

  it('locks a row in a lock state of any lifecycle; editable fields are those every lock lets change', () => {
    const states = { declare, fee };
    expect(rowLock({ states }, { declareStatus: 'draft', feeStatus: 'unpaid' })).toBeUndefined();
    expect(rowLock({ states }, { declareStatus: 'declared', feeStatus: 'unpaid' })).toMatchObject({ state: 'declared', editable: ['remark', 'fee'] });
    expect(rowLock({ states }, { declareStatus: 'declared', feeStatus: 'paid' })).toMatchObject({ state: 'declared', editable: ['remark'] });
    expect(rowLock({ states }, { declareStatus: 'draft', feeStatus: 'paid' })?.lifecycle.name).toBe('fee');
  });
});
