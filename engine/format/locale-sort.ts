/** Column sorting (spec 01 §9): numbers numerically, strings in Chinese locale order, empty values last. */

/** The sort direction of a table column (antd's names). */
export type SortOrder = 'ascend' | 'descend';

function isEmpty(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

/**
 * Compares two cell values in ascending order: numbers numerically, Dates by time, strings (and mixed values, as
 * strings) with `localeCompare(b, 'zh-CN')`, so Chinese sorts by pinyin. null and undefined come after every
 * other value.
 * @example ['上海', '北京'].sort(compareValues); // ['北京', '上海']
 */
export function compareValues(a: unknown, b: unknown): number {
  if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return String(a).localeCompare(String(b), 'zh-CN');
}

/**
 * A sorted copy of `rows` by the value under `key`; the input is not changed and equal rows keep their order.
 * Rows with a null or undefined value stay last in both directions.
 */
export function sortRows<T extends object, K extends keyof T>(rows: readonly T[], key: K, order: SortOrder): T[] {
  const direction = order === 'descend' ? -1 : 1;
  return [...rows].sort((x, y) => {
    const a = x[key];
    const b = y[key];
    if (isEmpty(a) || isEmpty(b)) return compareValues(a, b);
    return direction * compareValues(a, b);
  });
}
