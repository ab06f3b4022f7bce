/**
 * The region tree's levels and how one level is read (spec 01 §3: country, province, city, county and town, each
 * item naming its parent in the level above): the countries from base_country, the divisions from sys_region
 * (docs/domain/base-data.md, "Countries and regions"). No React: the cascader and the address tree share it.
 */
import type { DataQuery } from '../../engine/data/data-query';
import type { DictionaryItem } from '../dict-select/dictionary-cache';

/** The region dictionaries from the top: level 0 is the country. */
export const REGION_LEVELS = ['country', 'province', 'city', 'county', 'town'] as const;

/** The qid of one level of the divisions below the countries (schemas/queries/region-children.json, sys_region). */
export const REGION_QID = 'FIND_REGION_CHILDREN';

/** The qid of the top level, the countries of /addressCountry (schemas/queries/region-countries.json). */
export const COUNTRY_QID = 'FIND_REGION_COUNTRIES';

/** A region dictionary item: a dictionary item with its parent's value (null for a country). */
export interface RegionRow extends DictionaryItem {
  parentValue?: string | null;
}

/** Where regions come from: the app's generic data query (only findAll is used). */
export type RegionSource = Pick<DataQuery, 'findAll'>;

/** The level (0 country … 4 town) of a dictionary code, or -1 when it is not a region dictionary. */
export function levelOf(dictionaryCode: string): number {
  return (REGION_LEVELS as readonly string[]).indexOf(dictionaryCode);
}

/** How many levels a widget goes down: 1 (countries only) to 5 (towns); anything else is clamped. */
export function clampDepth(depth: number | undefined): number {
  const wanted = Math.trunc(Number(depth ?? REGION_LEVELS.length));
  return Number.isFinite(wanted) ? Math.min(Math.max(wanted, 1), REGION_LEVELS.length) : REGION_LEVELS.length;
}

/**
 * The items of one level: the countries (level 0), or the children of `parentValue` at `level`.
 * @example await loadRegionLevel(dataQuery, 1, '142'); // the provinces of China
 */
export async function loadRegionLevel(source: RegionSource, level: number, parentValue?: string): Promise<RegionRow[]> {
  const dictionaryCode = REGION_LEVELS[level];
  if (!dictionaryCode) return [];
  const filters: Record<string, unknown> = level === 0 ? { dictionaryCode } : { dictionaryCode, parentValue };
  const rows = await source.findAll<RegionRow>({ qid: level === 0 ? COUNTRY_QID : REGION_QID, filters });
  return Array.isArray(rows) ? rows : [];
}

/**
 * The levels a chosen path runs through: the countries, then the children of each chosen value but the last, so
 * that a stored value can be shown with its labels before the person opens anything. Levels load in parallel.
 * @example await loadRegionChain(dataQuery, ['142', '440000', '440300']); // [countries, provinces of 142, cities of 440000]
 */
export function loadRegionChain(source: RegionSource, path: readonly string[], depth: number = REGION_LEVELS.length): Promise<RegionRow[][]> {
  const levels = Math.max(1, Math.min(path.length, clampDepth(depth)));
  return Promise.all(Array.from({ length: levels }, (_, level) => loadRegionLevel(source, level, level === 0 ? undefined : path[level - 1])));
}

/** A stored value as a path of region values (anything but an array of non-empty strings is no path). */
export function toRegionPath(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string | number => (typeof v === 'string' && v !== '') || typeof v === 'number').map(String) : [];
}
