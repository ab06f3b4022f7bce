/**
 * Groups the rows of a header-and-lines sheet into records (docs/schemas.md, "Imports"): rows with the same import
 * key are one header; the header's columns are taken from the group's first row, and a later row that gives a
 * header column a different value is refused naming that row and column; each row with any line column filled is
 * one line of that child. Pure.
 */
import type { ImportLayout } from './import-layout';

/** A read sheet row: its number (the header is row 1) and its cells by column key. */
export interface CellRow {
  row: number;
  cells: Record<string, unknown>;
}

/** A line of a record: the sheet row it came from and its values. */
export interface RecordLine {
  row: number;
  values: Record<string, unknown>;
}

/** One header (with its lines) to write. */
export interface ImportRecord {
  /** The first row of the group: the header's errors are reported there. */
  row: number;
  rows: number[];
  header: Record<string, unknown>;
  lines: Record<string, RecordLine[]>;
}

export interface GroupProblem {
  row: number;
  column: string;
  kind: 'headerDiffers' | 'duplicateKey';
  /** The row the group started at. */
  firstRow: number;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const same = (a: unknown, b: unknown) => (blank(a) && blank(b)) || String(a) === String(b);

/** The key tuple of a header, or undefined when a key field is empty (such a row is a record of its own). */
export function keyOf(key: string[], values: Record<string, unknown>): string | undefined {
  if (!key.length || key.some((f) => blank(values[f]))) return undefined;
  return JSON.stringify(key.map((f) => String(values[f]).trim()));
}

export function groupRows(layout: ImportLayout, rows: CellRow[]): { records: ImportRecord[]; problems: GroupProblem[] } {
  const headerColumns = layout.columns.filter((c) => !c.child);
  const records: ImportRecord[] = [];
  const problems: GroupProblem[] = [];
  const byKey = new Map<string, ImportRecord>();
  for (const { row, cells } of rows) {
    const header: Record<string, unknown> = {};
    for (const column of headerColumns) if (!blank(cells[column.key])) header[column.field] = cells[column.key];
    const lines: Record<string, RecordLine[]> = {};
    for (const child of layout.children) {
      const values: Record<string, unknown> = {};
      for (const column of layout.columns) if (column.child === child.key && !blank(cells[column.key])) values[column.field] = cells[column.key];
      if (Object.keys(values).length) lines[child.key] = [{ row, values }];
    }
    const tuple = keyOf(layout.key, header);
    const group = tuple === undefined ? undefined : byKey.get(tuple);
    if (!group) {
      const record: ImportRecord = { row, rows: [row], header, lines: {} };
      for (const child of layout.children) record.lines[child.key] = lines[child.key] ?? [];
      records.push(record);
      if (tuple !== undefined) byKey.set(tuple, record);
      continue;
    }
    // Without child columns a repeated key is a second copy of the same row, not a line.
    if (!layout.children.length) {
      problems.push({ row, column: layout.key[0]!, kind: 'duplicateKey', firstRow: group.row });
      continue;
    }
    const differs = headerColumns.find((c) => !blank(cells[c.key]) && !same(group.header[c.field], cells[c.key]));
    if (differs) problems.push({ row, column: differs.key, kind: 'headerDiffers', firstRow: group.row });
    group.rows.push(row);
    for (const [key, list] of Object.entries(lines)) group.lines[key]!.push(...list);
  }
  return { records, problems };
}
