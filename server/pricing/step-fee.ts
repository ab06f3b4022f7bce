/**
 * A base price that covers a quantity, plus a price per started step above it (declaration fees: 20 items included,
 * each further 20 items or part charged; pickup: weight included, each further kg charged). Pure.
 */
import { roundMoney, unitsCovering } from './round';

export interface StepFeeInput {
  base: number;
  /** What the base covers. */
  included: number;
  /** The size of one step above it (1 = per unit). */
  step: number;
  stepPrice: number;
  quantity: number;
}

export interface StepFee {
  base: number;
  /** Steps started above the included quantity. */
  extraSteps: number;
  extra: number;
  total: number;
}

/**
 * @example stepFee({ base: 150, included: 20, step: 20, stepPrice: 50, quantity: 45 }) // 2 steps: 150 + 100 = 250
 */
export function stepFee(input: StepFeeInput): StepFee {
  const step = Number(input.step) > 0 ? Number(input.step) : 1;
  const extraSteps = unitsCovering(Number(input.quantity) - Number(input.included), step);
  const extra = roundMoney(extraSteps * Number(input.stepPrice));
  const base = roundMoney(Number(input.base));
  return { base, extraSteps, extra, total: roundMoney(base + extra) };
}
