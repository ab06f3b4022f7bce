import { describe, expect, it } from 'vitest';
import { checkGoodsControl, lineMatches, ruleApplies, type GoodsControlRule } from './goods-control';

const rule = (over: Partial<GoodsControlRule>): GoodsControlRule => ({
  ruleCode: 'GC001', ruleName: '锂电池', matchType: 'keyword', matchValue: '电池', action: 'forbid', status: '1', ...over,
});

describe('goods control', () => {
  it('matches by keyword, HS prefix, barcode and SKU', () => {
    expect(lineMatches(rule({}), { itemName: '锂电池充电宝' })).toBe(true);
    expect(lineMatches(rule({}), { itemName: '面霜' })).toBe(false);
    expect(lineMatches(rule({ matchType: 'keyword', matchValue: 'Vape' }), { itemName: 'mini vape pen' })).toBe(true);
    expect(lineMatches(rule({ matchType: 'hsPrefix', matchValue: '8507' }), { hsCode: '8507600090' })).toBe(true);
    expect(lineMatches(rule({ matchType: 'hsPrefix', matchValue: '8507' }), { hsCode: '3304990099' })).toBe(false);
    expect(lineMatches(rule({ matchType: 'barCode', matchValue: '4901234567890' }), { barCode: '4901234567890' })).toBe(true);
    expect(lineMatches(rule({ matchType: 'itemNo', matchValue: 'sku-1' }), { itemNo: 'SKU-1' })).toBe(true);
    expect(lineMatches(rule({ matchValue: '' }), { itemName: 'anything' })).toBe(false);
  });

  it('applies only enabled rules of the customer (or of every customer) valid on the day', () => {
    expect(ruleApplies(rule({}), 'DMC001', '2026-11-26')).toBe(true);
    expect(ruleApplies(rule({ status: '0' }), 'DMC001', '2026-11-26')).toBe(false);
    expect(ruleApplies(rule({ customerCode: 'DMC002' }), 'DMC001', '2026-11-26')).toBe(false);
    expect(ruleApplies(rule({ customerCode: 'DMC001' }), 'DMC001', '2026-11-26')).toBe(true);
    expect(ruleApplies(rule({ validFrom: '2026-12-01' }), 'DMC001', '2026-11-26')).toBe(false);
    expect(ruleApplies(rule({ validTo: '2026-11-25' }), 'DMC001', '2026-11-26')).toBe(false);
    expect(ruleApplies(rule({ validFrom: '2026-11-26', validTo: '2026-11-26' }), 'DMC001', '2026-11-26')).toBe(true);
  });

  it('sorts hits into forbidden, over the limit and to review', () => {
    const rules = [
      rule({}),
      rule({ ruleCode: 'GC002', matchType: 'hsPrefix', matchValue: '3304', action: 'review' }),
      rule({ ruleCode: 'GC003', matchType: 'itemNo', matchValue: 'MILK-1', action: 'limit', maxQty: 6 }),
    ];
    const goods = [{ itemName: '面霜', hsCode: '3304990099', qty: 1 }, { itemName: '奶粉', itemNo: 'MILK-1', qty: 8 }, { itemName: '奶粉', itemNo: 'MILK-1', qty: 6 }];
    const verdict = checkGoodsControl(rules, { customerCode: 'DMC001', day: '2026-11-26', goods });
    expect(verdict.forbidden).toEqual([]);
    expect(verdict.review.map((h) => [h.rule.ruleCode, h.line])).toEqual([['GC002', 0]]);
    expect(verdict.overLimit.map((h) => [h.rule.ruleCode, h.line])).toEqual([['GC003', 1]]);
    const forbidden = checkGoodsControl(rules, { customerCode: 'DMC001', day: '2026-11-26', goods: [{ itemName: '纽扣电池', qty: 1 }] });
    expect(forbidden.forbidden.map((h) => h.rule.ruleCode)).toEqual(['GC001']);
  });
});
