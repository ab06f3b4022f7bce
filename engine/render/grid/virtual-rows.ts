/**
 * Which rows of a tall grid are drawn (virtual rows): the ones in view plus a few either side, at a fixed row height,
 * so 2,000 lines cost what 30 do. Pure.
 */

export interface RowWindow {
  /** First row drawn. */
  start: number;
  /** One past the last row drawn. */
  end: number;
}

/**
 * @example visibleRows(400, 300, 40, 2000); // { start: 2, end: 26 }: rows 10 to 17 in view, 8 either side
 */
export function visibleRows(scrollTop: number, viewportHeight: number, rowHeight: number, count: number, overscan = 8): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + viewportHeight) / rowHeight);
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + overscan) };
}

/** The scroll position that brings a row into view, or undefined when it is already in view. */
export function scrollToShow(row: number, scrollTop: number, viewportHeight: number, rowHeight: number): number | undefined {
  const top = row * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewportHeight) return top + rowHeight - viewportHeight;
  return undefined;
}
