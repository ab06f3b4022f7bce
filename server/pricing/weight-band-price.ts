/**
 * The price of a parcel by weight bands (the 2C freight quotation and the quotations priced like it; see
 * docs/domain/quotations.md): chargeable weight = max(actual, volumetric) rounded up to the charge unit; the band
 * with weightFrom < weight ≤ weightTo (the first band also takes 0); freight = firstPrice + ⌈(weight − firstWeight)
 * / additionalUnit⌉ × additionalPrice; plus the fuel surcharge in percent.
 */
import { roundMoney, roundUpTo, unitsCovering } from './round';

/** One weight band of a quotation (the numbers as the band's columns hold them). */
export interface WeightBand {
  weightFrom: number;
  weightTo: number;
  firstWeight: number;
  firstPrice: number;
  additionalUnit: number;
  additionalPrice: number;
}

/** A parcel's weights: actual kg and, when all three are given, the dimensions in cm. */
export interface ParcelWeight {
  weight: number;
  length?: number | null;
  width?: number | null;
  height?: number | null;
}

export interface ChargeableWeight {
  actual: number;
  /** length × width × height / divisor, 3 decimals; 0 without dimensions or divisor. */
  volumetric: number;
  chargeable: number;
}

/**
 * The weight a parcel is charged by. `chargeUnit` is the rounding step (0.5 → 1.23 kg bills as 1.5 kg),
 * `volumeDivisor` the cm³ per kg (0 = actual weight only).
 * @example chargeableWeight({ weight: 1.2, length: 30, width: 20, height: 20 }, 0.5, 6000) // volumetric 2 → 2
 */
export function chargeableWeight(parcel: ParcelWeight, chargeUnit: number, volumeDivisor: number): ChargeableWeight {
  const actual = Number(parcel.weight) || 0;
  const { length, width, height } = parcel;
  const volumetric = volumeDivisor > 0 && length && width && height
    ? Math.round((Number(length) * Number(width) * Number(height) / volumeDivisor) * 1000) / 1000
    : 0;
  return { actual, volumetric, chargeable: roundUpTo(Math.max(actual, volumetric), chargeUnit) };
}

/** The band a weight falls in, by its index, or -1. */
export function findWeightBand(bands: readonly WeightBand[], weight: number): number {
  return bands.findIndex((band, index) =>
    (weight > band.weightFrom || (index === 0 && weight >= band.weightFrom)) && weight <= band.weightTo);
}

export interface WeightBandPrice {
  /** 1-based row of the band used, as the grid shows it. */
  bandRow: number;
  band: WeightBand;
  weight: number;
  firstWeight: number;
  firstPrice: number;
  additionalUnits: number;
  additionalPrice: number;
  /** firstPrice + additionalUnits × additionalPrice. */
  freight: number;
  surchargeRate: number;
  surcharge: number;
  total: number;
}

export type WeightBandOutcome = WeightBandPrice | { error: 'NO_BAND'; weight: number; maxWeight: number };

/**
 * Prices a chargeable weight by the bands (sorted by weightFrom), with an optional surcharge in percent.
 * @example priceByWeightBands([{ weightFrom: 0, weightTo: 30, firstWeight: 1, firstPrice: 8, additionalUnit: 1, additionalPrice: 2 }], 2.5)
 *   // freight 8 + 2 × 2 = 12
 */
export function priceByWeightBands(bands: readonly WeightBand[], weight: number, surchargeRate = 0): WeightBandOutcome {
  const sorted = [...bands].map(numericBand).sort((a, b) => a.weightFrom - b.weightFrom);
  const index = findWeightBand(sorted, weight);
  if (index < 0) return { error: 'NO_BAND', weight, maxWeight: sorted.reduce((max, b) => Math.max(max, b.weightTo), 0) };
  const band = sorted[index];
  const additionalUnits = unitsCovering(weight - band.firstWeight, band.additionalUnit);
  const freight = roundMoney(band.firstPrice + additionalUnits * band.additionalPrice);
  const surcharge = roundMoney(freight * (surchargeRate || 0) / 100);
  return {
    bandRow: index + 1, band, weight,
    firstWeight: band.firstWeight, firstPrice: band.firstPrice,
    additionalUnits, additionalPrice: band.additionalPrice,
    freight, surchargeRate: surchargeRate || 0, surcharge, total: roundMoney(freight + surcharge),
  };
}

/** A band read from the database (numeric columns arrive as text) as numbers. */
export function numericBand(band: WeightBand | Record<string, unknown>): WeightBand {
  const b = band as Record<string, unknown>;
  return {
    weightFrom: Number(b.weightFrom), weightTo: Number(b.weightTo),
    firstWeight: Number(b.firstWeight ?? 0), firstPrice: Number(b.firstPrice ?? 0),
    additionalUnit: Number(b.additionalUnit) || 1, additionalPrice: Number(b.additionalPrice ?? 0),
  };
}
