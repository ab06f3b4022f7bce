import { findTier, priceByTier } from './tier-price';

describe('priceByTier', () => {
  const tiers = [
    { quantityFrom: 1000, quantityTo: 5000, unitPrice: 0.15 },
    { quantityFrom: 0, quantityTo: 1000, unitPrice: 0.2 },
    { quantityFrom: 5000, quantityTo: 99999, unitPrice: 0.12, baseFee: 10 },
  ];
  it('takes the tier with from < quantity ≤ to, the unit price of the whole quantity', () => {
    expect(priceByTier(tiers, 1000)).toMatchObject({ tierRow: 1, unitPrice: 0.2, amount: 200, total: 200 });
    expect(priceByTier(tiers, 1001)).toMatchObject({ tierRow: 2, unitPrice: 0.15, amount: 150.15 });
    expect(priceByTier(tiers, 6000)).toMatchObject({ tierRow: 3, baseFee: 10, amount: 730 });
    expect(findTier([{ quantityFrom: 0, quantityTo: 10, unitPrice: 1 }], 0)).toBe(0);
  });
  it('raises the amount to the minimum charge', () => {
    expect(priceByTier(tiers, 10, 50)).toMatchObject({ amount: 2, minCharge: 50, total: 50 });
  });
  it('says when the quantity is above the last tier', () => {
    expect(priceByTier(tiers, 100000)).toEqual({ error: 'NO_TIER', quantity: 100000, maxQuantity: 99999 });
  });
});
