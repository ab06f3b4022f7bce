/**
 * The warehouse picker's rules (spec 01 §2, shared widget 1), with no React: which query lists the warehouses,
 * which tile may be picked, and how wide each tile is.
 */

/** A warehouse dictionary item (spec 01 §3): value, name, and an order value when the warehouse is open. */
export interface WarehouseItem {
  dictionaryValue: string;
  dictionaryName: string;
  dictionaryOrder?: number | string | null;
  [field: string]: unknown;
}

/** The dictionary list of warehouses: the base dictionary detail query with dictionaryCode wmsStash. */
export const WAREHOUSE_QUERY = { qid: 'FIND_BASE_DICTIONARY_DETAIL', filters: { dictionaryCode: 'wmsStash' } } as const;

/** The error a tile without an order value shows when clicked (spec 01 §8, exact text in every language). */
export const UNDER_CONSTRUCTION_MESSAGE = 'under construction, stay tuned';

/**
 * Whether a tile may be picked: only when its item has a dictionaryOrder value. 0 is a value; null, undefined and
 * an empty string are not.
 * @example isPickable({ dictionaryValue: 'GZWH', dictionaryName: '广州仓', dictionaryOrder: null }); // false
 */
export function isPickable(item: Pick<WarehouseItem, 'dictionaryOrder'>): boolean {
  const order = item.dictionaryOrder;
  return order !== null && order !== undefined && String(order).trim() !== '';
}

/**
 * The width of each tile: 25% when there are 4 or more (so they wrap four to a row), otherwise an equal share of
 * the row (100/n %).
 * @example tileWidth(2); // '50%'
 * @example tileWidth(7); // '25%'
 */
export function tileWidth(count: number): string {
  if (count >= 4) return '25%';
  if (count <= 1) return '100%';
  return `${Number((100 / count).toFixed(4))}%`;
}
