/**
 * The address tree's model, with no React (spec 01 §3, "Address tree node": a textEn label and children, sorted
 * alphabetically by the first character of textEn at every level): flat region rows in, a sorted tree out.
 */
import { REGION_LEVELS, levelOf, type RegionRow } from '../region-cascader/region-levels';

/** One region as the tree reads it. */
export interface AddressRow {
  /** 0 country … 4 town. */
  level: number;
  value: string;
  /** The value of the parent in the level above (none for a country). */
  parentValue?: string | null;
  textEn: string;
  /** The Chinese name. */
  text: string;
}

/** A node of the address tree. */
export interface AddressNode {
  /** Unique in the tree: `level:value` (`city:440300`). */
  key: string;
  value: string;
  level: number;
  textEn: string;
  text: string;
  /** No children to show: the deepest level offered, or children loaded and none found. */
  isLeaf: boolean;
  /** Loaded children (sorted); undefined while not loaded. */
  children?: AddressNode[];
}

/** The tree key of a region: `level-name:value`. */
export function nodeKey(level: number, value: string): string {
  return `${REGION_LEVELS[level] ?? level}:${value}`;
}

/** Region dictionary items as rows of the tree (items of other dictionaries are left out). textEn falls back to the Chinese name. */
export function toAddressRows(items: readonly RegionRow[]): AddressRow[] {
  return items.flatMap((item) => {
    const level = levelOf(item.dictionaryCode);
    if (level < 0) return [];
    const text = item.dictionaryName ?? '';
    return [{ level, value: item.dictionaryValue, parentValue: item.parentValue ?? null, textEn: item.dictionaryNameEn || text, text }];
  });
}

/** The first character of a label, upper-cased, for sorting ('' for an empty label). */
export function firstCharacter(textEn: string | null | undefined): string {
  const first = [...(textEn ?? '').trim()][0];
  return first ? first.toLocaleUpperCase('en') : '';
}

/**
 * Orders two nodes by the first character of textEn only (alphabetically, ignoring case and accents); nodes without
 * a label go last. Equal first characters compare as equal, so a stable sort keeps their incoming order.
 */
export function compareByFirstCharacter(a: { textEn: string }, b: { textEn: string }): number {
  const x = firstCharacter(a.textEn);
  const y = firstCharacter(b.textEn);
  if (!x || !y) return (x ? 0 : 1) - (y ? 0 : 1);
  return x.localeCompare(y, 'en', { sensitivity: 'base' });
}

/**
 * Nodes sorted by the first character of textEn at every level (new arrays; the input is not changed).
 * @example sortByFirstCharacter([{ textEn: 'Zhejiang' }, { textEn: 'beijing' }]); // beijing, Zhejiang
 */
export function sortByFirstCharacter<T extends { textEn: string; children?: T[] }>(nodes: readonly T[]): T[] {
  return [...nodes].sort(compareByFirstCharacter).map((node) => (node.children ? { ...node, children: sortByFirstCharacter(node.children) } : node));
}

export interface BuildOptions {
  /** Keys of the nodes whose children were loaded; without it every node counts as loaded (the rows are the whole tree). */
  loaded?: ReadonlySet<string>;
  /** How many levels the tree offers (default 5: down to towns). */
  depth?: number;
}

/**
 * The tree from flat rows: countries at the top, each row under the row of the level above whose value is its
 * parentValue (rows whose parent is not among the rows are left out), sorted by the first character of textEn at
 * every level.
 */
export function buildAddressTree(rows: readonly AddressRow[], options: BuildOptions = {}): AddressNode[] {
  const last = (options.depth ?? REGION_LEVELS.length) - 1;
  const byParent = new Map<string, AddressRow[]>();
  const seen = new Set<string>();
  for (const row of rows) {
    const key = nodeKey(row.level, row.value);
    if (seen.has(key) || row.level > last) continue;
    seen.add(key);
    const parent = row.level === 0 ? '' : nodeKey(row.level - 1, row.parentValue ?? '');
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build = (parentKey: string): AddressNode[] =>
    (byParent.get(parentKey) ?? []).map((row) => {
      const key = nodeKey(row.level, row.value);
      const loaded = !options.loaded || options.loaded.has(key);
      const children = row.level < last && loaded ? build(key) : [];
      return {
        key, value: row.value, level: row.level, textEn: row.textEn, text: row.text,
        isLeaf: row.level >= last || (loaded && children.length === 0),
        ...(children.length ? { children } : {}),
      };
    });
  return sortByFirstCharacter(build(''));
}

/** The values from the country down to the row with this key, or [] when it is not among the rows. */
export function pathOf(rows: readonly AddressRow[], key: string): string[] {
  const byKey = new Map(rows.map((row) => [nodeKey(row.level, row.value), row]));
  const path: string[] = [];
  for (let row = byKey.get(key); row; row = row.level > 0 ? byKey.get(nodeKey(row.level - 1, row.parentValue ?? '')) : undefined) {
    path.unshift(row.value);
    if (row.level === 0) return path;
  }
  return [];
}

/** The keys of a path's nodes, from the country down: `['country:142', 'province:440000']`. */
export function keysOfPath(path: readonly string[]): string[] {
  return path.map((value, level) => nodeKey(level, value));
}
