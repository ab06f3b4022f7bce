/**
 * The grid's rows (docs/schemas.md, "Editable grids"): a stored line keeps its `id` and `version`, a new one has
 * neither; each has a key of its own for the screen. A new row nobody typed into (added by Tab past the end, say)
 * is not a line: it is neither checked nor sent. Rows are never changed in place: an edit makes a new row object,
 * so undo keeps old arrays and the checks cache by row. Pure.
 */
import type { Row } from '../../data/entity-source';
import type { GridColumn } from './grid-columns';

export interface GridRow {
  key: string;
  id?: number;
  version?: number;
  values: Record<string, unknown>;
  /** A new row someone typed or pasted into (stored rows always count). */
  touched: boolean;
}

let counter = 0;
/** A key no other row of this page has. */
export function rowKey(): string {
  counter += 1;
  return `r${counter}`;
}

/** A stored value as the grid holds it: numeric columns come back as text (`'0.500'`), held as the number. */
function storedValue(column: GridColumn, value: unknown): unknown {
  if (value === undefined) return null;
  if ((column.kind === 'number' || column.kind === 'integer') && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** Stored lines as rows. */
export function rowsFromLines(lines: readonly Row[], columns: readonly GridColumn[]): GridRow[] {
  return lines.map((line) => ({
    key: rowKey(),
    id: line.id,
    version: line.version,
    values: Object.fromEntries(columns.map((c) => [c.name, storedValue(c, line[c.name])])),
    touched: true,
  }));
}

/** A new row with the fields' defaults. */
export function newRow(columns: readonly GridColumn[]): GridRow {
  const values: Record<string, unknown> = {};
  for (const c of columns) values[c.name] = c.readOnly || c.field.default === undefined ? null : structuredClone(c.field.default);
  return { key: rowKey(), values, touched: false };
}

/** A copy of a row as a new line (no id or version), counted as typed. */
export function duplicateRow(row: GridRow): GridRow {
  return { key: rowKey(), values: { ...row.values }, touched: true };
}

/** Whether a row is a line: saved, checked, counted. */
export const isLine = (row: GridRow) => row.touched || row.id !== undefined;

/**
 * The lines to send in the header's save, in the grid's order, with the grid row each came from (so that the
 * server's `bands[2].weightTo` finds its cell): editable values only, an empty cell as null (clears it).
 */
export function linesToSend(rows: readonly GridRow[], columns: readonly GridColumn[]): { lines: Row[]; keys: string[] } {
  const editable = columns.filter((c) => !c.readOnly);
  const lines: Row[] = [];
  const keys: string[] = [];
  for (const row of rows) {
    if (!isLine(row)) continue;
    const line: Row = {};
    if (row.id !== undefined) {
      line.id = row.id;
      line.version = row.version;
    }
    for (const c of editable) {
      const value = row.values[c.name];
      line[c.name] = value === undefined || value === '' ? null : value;
    }
    lines.push(line);
    keys.push(row.key);
  }
  return { lines, keys };
}
