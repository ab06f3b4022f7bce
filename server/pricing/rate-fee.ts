/**
 * A fee in percent of an amount, at least a minimum and at most a cap (tax withholding: the service fee for paying
 * the customer's import taxes is a rate of the tax, with a minimum per bill). Pure.
 */
import { roundMoney } from './round';

export interface RateFee {
  /** amount × rate / 100. */
  byRate: number;
  fee: number;
  /** Which bound set the fee. */
  applied: 'rate' | 'minimum' | 'cap';
}

/**
 * @example rateFee(1000, 1.5, 20, 0) // { byRate: 15, fee: 20, applied: 'minimum' }
 * @param cap 0 or less: no cap
 */
export function rateFee(amount: number, ratePercent: number, minimum: number, cap = 0): RateFee {
  const byRate = roundMoney(Number(amount) * Number(ratePercent) / 100);
  const min = Number(minimum) || 0;
  const max = Number(cap) || 0;
  if (max > 0 && byRate > max) return { byRate, fee: roundMoney(Math.max(max, min)), applied: 'cap' };
  if (byRate < min) return { byRate, fee: roundMoney(min), applied: 'minimum' };
  return { byRate, fee: byRate, applied: 'rate' };
}
