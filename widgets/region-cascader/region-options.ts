/**
 * Cascader options of the region tree, with no React: rows of one level as options, children put in place as they
 * load, a stored path turned back into options, and labels in the interface language.
 */
import type { Language } from '../../engine/render/localize';
import { dictionaryLabel } from '../dict-select/dictionary-options';
import { clampDepth, type RegionRow } from './region-levels';

/** One region as the cascader holds it, in no particular language (labels are given by {@link labelOptions}). */
export interface RegionOption {
  value: string;
  row: RegionRow;
  /** A town, the deepest level the widget goes to, or a region whose children came back empty. */
  isLeaf: boolean;
  /** Loaded children; `[]` with isLeaf false after a failed load (the next click tries again). */
  children?: RegionOption[];
}

/** What antd's Cascader draws. */
export interface LabelledOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: LabelledOption[];
}

const order = (row: RegionRow) => (row.dictionaryOrder === null || row.dictionaryOrder === undefined || row.dictionaryOrder === '' ? Infinity : Number(row.dictionaryOrder));

/**
 * The rows of one level as options, in dictionaryOrder; level `depth - 1` is the last the widget offers.
 * @example toRegionOptions(provinces, 1, 3); // [{ value: '440000', row, isLeaf: false }, …]
 */
export function toRegionOptions(rows: readonly RegionRow[], level: number, depth?: number): RegionOption[] {
  const last = clampDepth(depth) - 1;
  return [...rows].sort((a, b) => order(a) - order(b)).map((row) => ({ value: row.dictionaryValue, row, isLeaf: level >= last }));
}

function update(options: RegionOption[], path: readonly string[], change: (option: RegionOption) => RegionOption): RegionOption[] {
  const [head, ...rest] = path;
  return options.map((option) => {
    if (option.value !== head) return option;
    if (!rest.length) return change(option);
    return { ...option, children: update(option.children ?? [], rest, change) };
  });
}

/**
 * The options with the loaded children of the option at `path`; an empty list makes that option a leaf.
 * Returns new arrays; the input is not changed.
 */
export function withChildren(options: RegionOption[], path: readonly string[], children: RegionOption[]): RegionOption[] {
  return update(options, path, (option) => (children.length ? { ...option, children, isLeaf: false } : { ...option, children: undefined, isLeaf: true }));
}

/** The options with the option at `path` marked as failed to load: no children, not a leaf, so a click retries. */
export function withFailedLoad(options: RegionOption[], path: readonly string[]): RegionOption[] {
  return update(options, path, (option) => ({ ...option, children: [], isLeaf: false }));
}

/**
 * Options from the levels a stored path runs through ({@link loadRegionChain}): each chosen option carries the
 * next level as its children, so the cascader can show the path's labels at once.
 */
export function optionsFromChain(levels: readonly (readonly RegionRow[])[], path: readonly string[], depth?: number): RegionOption[] {
  let nested: RegionOption[] | undefined;
  for (let level = levels.length - 1; level >= 0; level--) {
    const options = toRegionOptions(levels[level] ?? [], level, depth);
    nested = nested === undefined ? options : options.map((option) => (option.value === path[level] ? { ...option, children: nested, isLeaf: false } : option));
    if (level < levels.length - 1 && nested.every((option) => option.value !== path[level])) nested = options;
  }
  return nested ?? [];
}

/** Whether every value of a path is among the loaded options (so the cascader can label it). */
export function hasPath(options: readonly RegionOption[], path: readonly string[]): boolean {
  let level: readonly RegionOption[] | undefined = options;
  for (const value of path) {
    const option: RegionOption | undefined = level?.find((candidate) => candidate.value === value);
    if (!option) return false;
    level = option.children;
  }
  return true;
}

/** The labels of a path as far as the options know it (a value they do not hold shows as itself). */
export function pathLabels(options: readonly RegionOption[], path: readonly string[], language: Language): string[] {
  const labels: string[] = [];
  let level: readonly RegionOption[] | undefined = options;
  for (const value of path) {
    const option: RegionOption | undefined = level?.find((candidate) => candidate.value === value);
    labels.push(option ? dictionaryLabel(option.row, language) : value);
    level = option?.children;
  }
  return labels;
}

/**
 * The options as antd's Cascader takes them, labelled in the language (zh: dictionaryName; en: dictionaryNameEn,
 * else the Chinese name).
 */
export function labelOptions(options: readonly RegionOption[], language: Language): LabelledOption[] {
  return options.map((option) => ({
    value: option.value,
    label: dictionaryLabel(option.row, language),
    isLeaf: option.isLeaf,
    ...(option.children ? { children: labelOptions(option.children, language) } : {}),
  }));
}
