import { describe, expect, it } from 'vitest';
import { findRepeats, goodsSignature, repeatReason } from './repeat-detection';

const NOW = Date.UTC(2026, 10, 26, 12);
const DAY = 24 * 60 * 60 * 1000;
const base = { customerCode: 'DMC001', consigneeTelephone: '13800138000', consigneeAddress: '广东省深圳市南山区科技园1号', goods: [{ itemNo: 'SKU-1', itemName: '奶粉', qty: 2 }] };

describe('repeat detection', () => {
  it('finds the same customer order number of the same customer', () => {
    expect(repeatReason({ id: 2, ...base, customerOrderNo: 'TB-1' }, { id: 1, customerCode: 'DMC001', customerOrderNo: 'TB-1' }, NOW)).toBe('customerOrderNo');
    expect(repeatReason({ id: 2, ...base, customerOrderNo: 'TB-1' }, { id: 1, customerCode: 'DMC002', customerOrderNo: 'TB-1' }, NOW)).toBeNull();
  });

  it('never repeats a cancelled order or itself', () => {
    expect(repeatReason({ id: 2, ...base, customerOrderNo: 'TB-1' }, { id: 1, ...base, customerOrderNo: 'TB-1', orderStatus: 'S990' }, NOW)).toBeNull();
    expect(repeatReason({ id: 2, ...base, customerOrderNo: 'TB-1' }, { id: 2, ...base, customerOrderNo: 'TB-1' }, NOW)).toBeNull();
  });

  it('finds the same consignee, address and goods within 3 days only', () => {
    const order = { id: 2, ...base, customerOrderNo: 'TB-2' };
    expect(repeatReason(order, { id: 1, ...base, customerOrderNo: 'TB-1', createdAt: NOW - 2 * DAY }, NOW)).toBe('consignee');
    expect(repeatReason(order, { id: 1, ...base, customerOrderNo: 'TB-1', createdAt: NOW - 4 * DAY }, NOW)).toBeNull();
    expect(repeatReason(order, { id: 1, ...base, consigneeAddress: '广东省深圳市南山区科技园 1 号', createdAt: new Date(NOW - DAY) }, NOW)).toBe('consignee');
    expect(repeatReason(order, { id: 1, ...base, goods: [{ itemNo: 'SKU-1', qty: 3 }], createdAt: NOW }, NOW)).toBeNull();
    expect(repeatReason(order, { id: 1, ...base, consigneeTelephone: '13900139000', createdAt: NOW }, NOW)).toBeNull();
    expect(repeatReason(order, { id: 1, ...base, goods: undefined, createdAt: NOW }, NOW)).toBeNull();
  });

  it('compares goods regardless of line order', () => {
    expect(goodsSignature([{ itemNo: 'B', qty: 1 }, { itemNo: 'a', qty: 2 }])).toBe(goodsSignature([{ itemNo: 'A', qty: '2' }, { itemNo: 'b', qty: 1 }]));
  });

  it('prefers the customer order number as the reason of the group', () => {
    const order = { id: 3, ...base, customerOrderNo: 'TB-1' };
    const found = findRepeats(order, [{ id: 1, ...base, customerOrderNo: 'X', createdAt: NOW }, { id: 2, customerCode: 'DMC001', customerOrderNo: 'TB-1' }, { id: 4, customerCode: 'DMC009' }], NOW);
    expect(found?.reason).toBe('customerOrderNo');
    expect(found?.matches.map((match) => match.id)).toEqual([1, 2]);
    expect(findRepeats(order, [{ id: 4, customerCode: 'DMC009' }], NOW)).toBeNull();
  });
});
