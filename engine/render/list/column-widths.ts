/**
 * Column widths that keep a list readable (docs/schemas.md, "Display formats"): a column is never narrower than its
 * title (plus the sorter), the actions column is as wide as its buttons' titles, and the table scrolls by the sum
 * of the widths, so a fixed column never covers another one.
 */

/** Rough pixel width of a text in the table's 14 px font: CJK full width, the rest about half. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(char) ? 14 : 8;
  return width;
}

/** Cell padding (antd's middle size: 8 px each side, plus the header's divider). */
const CELL_PADDING = 18;
/** The sorter's arrows beside a sortable title. */
const SORTER_WIDTH = 22;

/** The least width a column needs to show its title on one line. */
export function titleWidth(title: string, sortable: boolean): number {
  return Math.ceil(textWidth(title) + CELL_PADDING + (sortable ? SORTER_WIDTH : 0));
}

/** A column's width: the declared or chosen one, never below its title. */
export function columnWidth(declared: number, title: string, sortable: boolean): number {
  return Math.max(declared, titleWidth(title, sortable));
}

/** Small link buttons: their text and 7 px padding each side, one after another. */
export function actionsWidth(labels: readonly string[], title: string): number {
  const buttons = labels.reduce((sum, label) => sum + textWidth(label) + 14, 0);
  return Math.max(Math.ceil(buttons + CELL_PADDING), titleWidth(title, false), 80);
}

/** The selection column antd adds for batch actions. */
export const SELECTION_WIDTH = 32;

/** The table's scroll width: every column's width (and the selection column's). */
export function scrollWidth(widths: readonly number[], selectable: boolean): number {
  return widths.reduce((sum, width) => sum + width, selectable ? SELECTION_WIDTH : 0);
}
