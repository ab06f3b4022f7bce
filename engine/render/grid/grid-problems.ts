/**
 * Every message of the grid, by row and column (docs/schemas.md, "Editable grids"): each cell by its column's checks
 * (grid-cells.ts), cached per row object so an edit re-checks one row, not 2,000; a unique key of the child repeated
 * by two lines (the database would refuse the save); and the header's rules over these lines (`contiguous` bands,
 * `minLines`: engine/validation/rules.ts, as the server checks them), whose `bands[2].weightFrom` lands on its cell.
 * New rows nobody typed into are no lines: not checked. Pure.
 */
import { checkRules, type RuleSpec } from '../../validation/rules';
import { repeatedKeys } from '../../validation/repeated-keys';
import { createTranslator } from '../engine-texts';
import type { Language } from '../localize';
import { cellChecker, type CellChecker } from './grid-cells';
import type { Choice, GridColumn } from './grid-columns';
import { isLine, type GridRow } from './grid-rows';

/** Messages by row key, then field; `table` for the lines as a whole (too few, too many). */
export interface GridProblems {
  cells: Map<string, Record<string, string>>;
  table: string[];
  count: number;
}

export interface GridCheckOptions {
  columns: readonly GridColumn[];
  language: Language;
  /** The child's key in the header (`bands`): the rules name lines by it. */
  childKey: string;
  childTitle: string;
  /** The child's unique keys without the parent field (`[["gNum"]]`). */
  unique?: readonly (readonly string[])[];
  /** The header's rules over these lines. */
  rules?: readonly RuleSpec[];
  maxLines?: number;
}

/** The checker of a whole grid; `choicesOf` gives a dictionary column its loaded options. */
export type GridChecker = (rows: readonly GridRow[], choicesOf?: (column: GridColumn) => readonly Choice[] | undefined) => GridProblems;

/** A line's `[index]` in a rule's field name (`bands[2].weightFrom`). */
const LINE_FIELD = /^(\w+)\[(\d+)\]\.(\w+)$/;

export function createGridChecker(options: GridCheckOptions): GridChecker {
  const { columns, language, childKey } = options;
  const t = createTranslator(language);
  const checkers: CellChecker[] = columns.map((column) => cellChecker(column, language));
  let cache = new WeakMap<GridRow, Record<string, string> | null>();
  let cachedChoices: unknown[] = [];
  const titles = new Map(columns.map((c) => [c.name, c.title]));

  const rowProblems = (row: GridRow, choices: (readonly Choice[] | undefined)[]): Record<string, string> | null => {
    let found: Record<string, string> | null = null;
    columns.forEach((column, i) => {
      const message = checkers[i]!(row.values[column.name], choices[i]);
      if (message) (found ??= {})[column.name] = message;
    });
    return found;
  };

  return (rows, choicesOf) => {
    const choices = columns.map((column) => choicesOf?.(column) ?? column.choices);
    // Options that arrived (a dictionary loaded) change what a cell may hold: check every row again.
    if (choices.some((c, i) => c !== cachedChoices[i])) {
      cache = new WeakMap();
      cachedChoices = choices;
    }
    const cells = new Map<string, Record<string, string>>();
    const add = (key: string, field: string, message: string) => {
      const known = cells.get(key);
      if (!known) cells.set(key, { [field]: message });
      else if (!known[field]) known[field] = message;
    };
    const lines: GridRow[] = rows.filter(isLine);
    for (const row of lines) {
      let problems = cache.get(row);
      if (problems === undefined) cache.set(row, (problems = rowProblems(row, choices)));
      if (problems) for (const [field, message] of Object.entries(problems)) add(row.key, field, message);
    }
    for (const fields of options.unique ?? []) {
      for (const { index, first } of repeatedKeys(lines.map((row) => row.values), fields)) {
        for (const f of fields) add(lines[index]!.key, f, t('grid.notUnique', { title: titles.get(f) ?? f, row: first + 1 }));
      }
    }
    const table: string[] = [];
    if (options.maxLines !== undefined && lines.length > options.maxLines) table.push(t('grid.tooMany', { max: options.maxLines }));
    if (options.rules?.length) {
      const values = lines.map((row) => row.values);
      const problems = checkRules(options.rules, {}, (key) => (key === childKey ? values : undefined), language, {
        childTitle: () => options.childTitle,
        fieldTitle: (_key, field) => titles.get(field),
      });
      for (const problem of problems) {
        const match = LINE_FIELD.exec(problem.field);
        const row = match && match[1] === childKey ? lines[Number(match[2])] : undefined;
        if (row) add(row.key, match![3]!, problem.message);
        else table.push(problem.message);
      }
    }
    let count = table.length;
    for (const fields of cells.values()) count += Object.keys(fields).length;
    return { cells, table, count };
  };
}

/**
 * A refused save's field map placed on the grid (the server names a line `bands[2].weightTo`, the index counting
 * the lines sent: `sentKeys` holds the row each came from). Messages naming no line (or a line with no such column)
 * come back as `table`.
 * @example placeServerErrors({ 'bands[1].weightTo': '截止重量(kg): 必填' }, 'bands', ['r7', 'r9'], columns); // cells r9 → weightTo
 */
export function placeServerErrors(fields: Record<string, string> | undefined, childKey: string, sentKeys: readonly string[], columns: readonly GridColumn[]): { cells: Map<string, Record<string, string>>; table: string[] } {
  const cells = new Map<string, Record<string, string>>();
  const table: string[] = [];
  const names = new Set(columns.map((c) => c.name));
  for (const [name, message] of Object.entries(fields ?? {})) {
    const match = LINE_FIELD.exec(name);
    const key = match && match[1] === childKey ? sentKeys[Number(match[2])] : undefined;
    if (key && names.has(match![3]!)) cells.set(key, { ...cells.get(key), [match![3]!]: message });
    else table.push(message);
  }
  return { cells, table };
}
