/**
 * Pasting from a spreadsheet (docs/schemas.md, "Editable grids"): the clipboard's text is tab-separated rows
 * (Excel, WPS and LibreOffice all put it there), a cell holding a tab, a line break or a quote written in double
 * quotes with `""` for a quote. The block lands from the active cell rightwards and downwards; rows past the end are
 * added; text on a read-only column or beyond the last column is left out. Pure.
 */
import type { GridColumn } from './grid-columns';
import { newRow, type GridRow } from './grid-rows';

/**
 * The cells of clipboard text, row by row; the line break closing the last row is not an extra row.
 * @example parseClipboard('1\t2\r\n"a\tb"\t"say ""hi"""\n'); // [['1', '2'], ['a\tb', 'say "hi"']]
 */
export function parseClipboard(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let atCellStart = true;
  while (i < text.length) {
    const ch = text[i]!;
    if (atCellStart && ch === '"') {
      // A quoted cell: up to the quote that is not doubled, then up to the next separator.
      let j = i + 1;
      let quoted = '';
      let closed = false;
      while (j < text.length) {
        if (text[j] === '"') {
          if (text[j + 1] === '"') {
            quoted += '"';
            j += 2;
            continue;
          }
          closed = true;
          j += 1;
          break;
        }
        quoted += text[j];
        j += 1;
      }
      const next = text[j];
      if (closed && (next === undefined || next === '\t' || next === '\n' || next === '\r')) {
        cell = quoted;
        i = j;
        atCellStart = false;
        continue;
      }
      // Not a quoted cell after all (`"5" inch`): read it as plain text.
    }
    atCellStart = false;
    if (ch === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
    } else cell += ch;
    i += 1;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Where a paste lands and what it changed. */
export interface PasteResult {
  rows: GridRow[];
  /** Rows added past the end. */
  added: number;
  /** The last cell written (the block's bottom right on editable columns). */
  last: { row: number; col: number };
}

/**
 * The rows after pasting `cells` with its top left at (`row`, `col`); `parse` reads a cell's text for its column.
 * Rows past `maxRows` are not added.
 */
export function pasteCells(rows: readonly GridRow[], at: { row: number; col: number }, cells: readonly (readonly string[])[], columns: readonly GridColumn[], parse: (column: GridColumn, text: string) => unknown, maxRows = Infinity): PasteResult {
  const next = rows.slice();
  let added = 0;
  let last = at;
  cells.forEach((line, r) => {
    const index = at.row + r;
    if (index >= maxRows) return;
    if (index >= next.length) {
      next.push(newRow(columns));
      added += 1;
    }
    const values = { ...next[index]!.values };
    line.forEach((text, c) => {
      const column = columns[at.col + c];
      if (!column || column.readOnly) return;
      values[column.name] = parse(column, text);
      last = { row: index, col: at.col + c };
    });
    next[index] = { ...next[index]!, values, touched: true };
  });
  return { rows: next, added, last };
}

/** Rows of values as clipboard text (Ctrl+C): cells with a tab, a line break or a quote in double quotes. */
export function toClipboard(cells: readonly (readonly string[])[]): string {
  const quote = (text: string) => (/[\t\n\r"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return cells.map((line) => line.map(quote).join('\t')).join('\n');
}
