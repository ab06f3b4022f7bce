/**
 * The rules of load units (docs/domain/operate.md, "Loads"): what goes onto what, and when a unit may close. Plain
 * functions of the figures; the close command and the unit's write hooks ask them.
 */
import type { Language } from '../errors/catalogue';
import { inLanguage } from '../errors/in-language';

export type UnitType = 'bag' | 'pallet' | 'truck' | 'flight';

/** A bag goes onto a pallet, truck or flight; a pallet onto a truck or flight; a truck or flight onto nothing. */
const RANK: Record<UnitType, number> = { bag: 1, pallet: 2, truck: 3, flight: 3 };

export function mayGoOnto(child: string, parent: string): boolean {
  const own = RANK[child as UnitType];
  const onto = RANK[parent as UnitType];
  return own !== undefined && onto !== undefined && own < onto;
}

/** How far the weighbridge may differ from the summed parcel weights: the larger of a share and a floor. */
export interface WeightTolerance {
  percent: number;
  kg: number;
}

/** System parameters (/sysparam) that set the tolerance; absent or not a number: the defaults. */
export const TOLERANCE_PARAMS = { percent: 'load.weightTolerancePercent', kg: 'load.weightToleranceKg' } as const;
export const DEFAULT_TOLERANCE: WeightTolerance = { percent: 2, kg: 1 };

/** The figures of a unit: parcels scanned onto it (and closed units on it), or what the loader counted and weighed. */
export interface LoadFigures {
  pieces: number;
  weight: number;
}

const kg = (value: number) => value.toFixed(3).replace(/\.?0+$/, '');

/** The weight allowed either side of the scanned total. */
export function allowedDifference(scannedWeight: number, tolerance: WeightTolerance): number {
  return Math.max((scannedWeight * tolerance.percent) / 100, tolerance.kg);
}

/**
 * Why a unit may not close with what the loader entered, under the field it concerns; null when it may.
 * @example closeRefusal({ pieces: 100, weight: 240.5 }, { pieces: 99, weight: 240 }, DEFAULT_TOLERANCE, 'zh')
 *   // { field: 'countedPieces', message: '件数不符：已扫描装入 100 件，清点 99 件' }
 */
export function closeRefusal(scanned: LoadFigures, entered: LoadFigures, tolerance: WeightTolerance, lang: Language): { field: 'countedPieces' | 'weighedWeight'; message: string } | null {
  if (scanned.pieces === 0) {
    return { field: 'countedPieces', message: inLanguage(lang, '单元内没有包裹，不能封装', 'Nothing is loaded on the unit: it cannot close') };
  }
  if (scanned.pieces !== entered.pieces) {
    return {
      field: 'countedPieces',
      message: inLanguage(lang, `件数不符：已扫描装入 ${scanned.pieces} 件，清点 ${entered.pieces} 件`, `The pieces do not match: ${scanned.pieces} scanned onto it, ${entered.pieces} counted`),
    };
  }
  const allowed = allowedDifference(scanned.weight, tolerance);
  // A thousandth of a kilogram is the scale's step: differences below it are rounding, not weight.
  if (Math.abs(entered.weight - scanned.weight) > allowed + 0.0005) {
    return {
      field: 'weighedWeight',
      message: inLanguage(
        lang,
        `重量超出允许误差（±${kg(allowed)} kg：${tolerance.percent}% 或 ${tolerance.kg} kg 取大者）：已装 ${kg(scanned.weight)} kg，过磅 ${kg(entered.weight)} kg`,
        `The weight is off by more than the tolerance (±${kg(allowed)} kg: ${tolerance.percent}% or ${tolerance.kg} kg, whichever is larger): ${kg(scanned.weight)} kg loaded, ${kg(entered.weight)} kg on the weighbridge`,
      ),
    };
  }
  return null;
}

/** The tolerance from the parameters' texts (a blank, negative or non-numeric value keeps the default). */
export function toleranceOf(params: { percent?: string | null; kg?: string | null }): WeightTolerance {
  const read = (text: string | null | undefined, fallback: number) => {
    const value = Number(String(text ?? '').trim());
    return String(text ?? '').trim() !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return { percent: read(params.percent, DEFAULT_TOLERANCE.percent), kg: read(params.kg, DEFAULT_TOLERANCE.kg) };
}
