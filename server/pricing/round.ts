/** Money to cents, half away from zero, free of binary fractions (1.005 → 1.01). */
export function roundMoney(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-7) / 100;
}

/** A count of `unit`s that covers `value`, rounded up (2.1 kg in 0.5 kg units → 5); tolerant of float noise. */
export function unitsCovering(value: number, unit: number): number {
  if (value <= 0) return 0;
  return Math.ceil(value / unit - 1e-9);
}

/** `value` rounded up to a multiple of `step` (1.23 at 0.5 → 1.5), to 3 decimals. */
export function roundUpTo(value: number, step: number): number {
  if (!(step > 0)) return value;
  return Math.round(unitsCovering(value, step) * step * 1000) / 1000;
}
