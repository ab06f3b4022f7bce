/**
 * Prices by quantity tiers (2B delivery per pallet / CBM / kg, review cards by the thousand; docs/domain/quotations.md):
 * the tier with quantityFrom < quantity ≤ quantityTo (the first also takes its start) gives the unit price of the
 * whole quantity; amount = baseFee + quantity × unitPrice, raised to the minimum charge. Pure.
 */
import { roundMoney } from './round';

/** One tier (numbers, or numeric text as the database returns it). */
export interface Tier {
  quantityFrom: number;
  quantityTo: number;
  unitPrice: number;
  /** A fixed fee of the tier (a delivery's base fee); 0 when absent. */
  baseFee?: number;
}

export interface TierPrice {
  /** 1-based row of the tier used, as sorted by quantityFrom. */
  tierRow: number;
  tier: Tier;
  quantity: number;
  unitPrice: number;
  baseFee: number;
  /** baseFee + quantity × unitPrice. */
  amount: number;
  minCharge: number;
  /** max(amount, minCharge). */
  total: number;
}

export type TierOutcome = TierPrice | { error: 'NO_TIER'; quantity: number; maxQuantity: number };

/** The tier a quantity falls in, by its index in the given order, or -1. */
export function findTier(tiers: readonly Tier[], quantity: number): number {
  return tiers.findIndex((tier, index) =>
    (quantity > tier.quantityFrom || (index === 0 && quantity >= tier.quantityFrom)) && quantity <= tier.quantityTo);
}

/**
 * @example priceByTier([{ quantityFrom: 0, quantityTo: 1000, unitPrice: 0.2 }, { quantityFrom: 1000, quantityTo: 5000, unitPrice: 0.15 }], 2000)
 *   // { tierRow: 2, amount: 300, total: 300, … }
 */
export function priceByTier(tiers: readonly Tier[], quantity: number, minCharge = 0): TierOutcome {
  const sorted = tiers.map(numericTier).sort((a, b) => a.quantityFrom - b.quantityFrom);
  const index = findTier(sorted, quantity);
  if (index < 0) return { error: 'NO_TIER', quantity, maxQuantity: sorted.reduce((max, t) => Math.max(max, t.quantityTo), 0) };
  const tier = sorted[index];
  const baseFee = tier.baseFee ?? 0;
  const amount = roundMoney(baseFee + quantity * tier.unitPrice);
  const min = Number(minCharge) || 0;
  return { tierRow: index + 1, tier, quantity, unitPrice: tier.unitPrice, baseFee, amount, minCharge: min, total: Math.max(amount, min) };
}

function numericTier(tier: Tier): Tier {
  return {
    quantityFrom: Number(tier.quantityFrom), quantityTo: Number(tier.quantityTo), unitPrice: Number(tier.unitPrice),
    baseFee: Number(tier.baseFee ?? 0) || 0,
  };
}
