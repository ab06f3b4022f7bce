/**
 * The controller of a child table edited as a grid on its header's detail page (docs/schemas.md, "Editable grids";
 * STYLE.md habit 1, no JSX): every line of the header loaded at once, the grid's state (grid-state.ts), its
 * messages (grid-problems.ts, the header's rules over these lines included), dictionary options, live computed
 * values, and the save: the lines go in the header's own update call (`{ id, version, bands: [...] }`), which the
 * server writes in one transaction (server/entity/child-lines.ts) — a refused line writes nothing, and its
 * `bands[2].weightTo` message goes back onto its cell.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { EntityModel } from '../../schema/entity-model';
import type { EntitySource, Row } from '../../data/entity-source';
import { ApiError } from '../../data/envelope';
import { loadDictionary } from '../../data/dictionary-cache';
import { dictionaryOptions } from '../../data/dictionary-options';
import { useAllowedButtons } from '../../actions/buttons-context';
import { linesLocked } from '../../schema/line-lock';
import { liveComputed } from '../form/form-computed-rules';
import { useDataQuery } from '../data-context';
import { useLanguage } from '../language-context';
import { gridColumns, type Choice, type GridColumn } from './grid-columns';
import { createGridChecker, placeServerErrors, type GridProblems } from './grid-problems';
import { linesToSend, rowsFromLines, type GridRow } from './grid-rows';
import { createGridReducer, initialGridState, isDirty, liveServerMessages, type GridState } from './grid-state';

/** Most lines one grid loads when the child names no `maxLines` (the server's own default). */
const DEFAULT_MAX_LINES = 1000;

export interface ChildGridOptions {
  header: EntityModel;
  headerRow: Row;
  headerSource: EntitySource;
  childKey: string;
  child: EntityModel;
  /** The child's calls scoped to the header (child-scope.ts). */
  source: EntitySource;
  /** The header as the save answered it (new version, totals over the lines). */
  onSaved(row: Row): void;
}

export type SaveOutcome = { status: 'saved'; count: number } | { status: 'invalid' } | { status: 'nothing' } | { status: 'refused'; message: string };

/** The header's permission to write these lines: its `edit` action's button (the save is the header's update). */
function mayWrite(header: EntityModel, allowed: ReturnType<typeof useAllowedButtons>): boolean {
  const edit = Object.values(header.schema.actions ?? {}).find((action) => action.action === 'edit');
  if (!edit || !header.endpoints.update) return false;
  return allowed === 'all' || edit.button === undefined || allowed.has(edit.button);
}

export function useChildGrid({ header, headerRow, headerSource, childKey, child, source, onSaved }: ChildGridOptions) {
  const language = useLanguage();
  const dataQuery = useDataQuery();
  const allowed = useAllowedButtons();
  const spec = header.schema.children![childKey]!;
  const maxLines = spec.maxLines ?? DEFAULT_MAX_LINES;
  const locked = linesLocked(header.schema, headerRow, childKey);
  const readOnly = locked || !mayWrite(header, allowed);
  const columns = useMemo(() => gridColumns(child, language), [child, language]);
  const reducer = useMemo(() => createGridReducer(columns, { maxRows: maxLines, readOnly }), [columns, maxLines, readOnly]);
  const [state, dispatch] = useReducer(reducer, undefined, () => initialGridState());
  const [loading, setLoading] = useState<'loading' | 'ready' | { failed: string }>('loading');
  const [saving, setSaving] = useState(false);

  // Every line at once (the grid scrolls virtually), in the child list's order.
  useEffect(() => {
    let live = true;
    const sort = child.schema.list.defaultSort;
    source.list({ currentPage: 1, pageSize: maxLines, filters: {}, ...(sort ? { sort: sort.field, order: sort.order } : {}) }).then(
      (page) => {
        if (!live) return;
        dispatch({ type: 'load', rows: rowsFromLines(page.list, columns) });
        setLoading('ready');
      },
      (error: unknown) => live && setLoading({ failed: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [source, child, columns, maxLines]);

  // Dictionary options of the dictionary columns, from the session's cache.
  const [dictionaries, setDictionaries] = useState<Record<string, Choice[]>>({});
  useEffect(() => {
    let live = true;
    for (const code of new Set(columns.flatMap((c) => (c.dict ? [c.dict] : [])))) {
      loadDictionary(dataQuery, code).then(
        (items) => live && setDictionaries((known) => ({ ...known, [code]: dictionaryOptions(items, language) })),
        () => undefined, // unchecked until it loads: the server checks on save
      );
    }
    return () => {
      live = false;
    };
  }, [columns, dataQuery, language]);
  const choicesOf = useCallback((column: GridColumn) => (column.dict ? dictionaries[column.dict] : column.choices), [dictionaries]);

  const checker = useMemo(() => {
    const parent = child.schema.parent?.field;
    const unique = (child.schema.storage?.unique ?? []).map((key) => key.filter((f) => f !== parent)).filter((key) => key.length > 0 && key.every((f) => columns.some((c) => c.name === f)));
    const rules = (header.schema.rules ?? []).filter((rule) => 'lines' in rule && rule.lines === childKey);
    return createGridChecker({ columns, language, childKey, childTitle: child.schema.title[language], unique, rules, maxLines });
  }, [child, header, childKey, columns, language, maxLines]);
  const problems: GridProblems = useMemo(() => checker(state.rows, choicesOf), [checker, state.rows, choicesOf]);
  const messages = useMemo(() => {
    const server = liveServerMessages(state);
    if (server.size === 0) return problems.cells;
    const merged = new Map(problems.cells);
    for (const [key, fields] of server) merged.set(key, { ...merged.get(key), ...fields });
    return merged;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problems, state.rows, state.server]);

  const computedCache = useRef(new WeakMap<GridRow, Record<string, unknown>>());
  const computed = useCallback((row: GridRow) => {
    let values = computedCache.current.get(row);
    if (!values) computedCache.current.set(row, (values = liveComputed(child, row.values)));
    return values;
  }, [child]);

  const stateRef = useRef<GridState>(state);
  stateRef.current = state;
  const problemsRef = useRef(problems);
  problemsRef.current = problems;

  const save = useCallback(async (): Promise<SaveOutcome> => {
    const current = stateRef.current;
    if (readOnly || saving) return { status: 'nothing' };
    if (!isDirty(current)) return { status: 'nothing' };
    if (problemsRef.current.count > 0) return { status: 'invalid' };
    const { lines, keys } = linesToSend(current.rows, columns);
    setSaving(true);
    try {
      const reply = await headerSource.update({ id: headerRow.id, version: headerRow.version, [childKey]: lines });
      const written = Array.isArray(reply[childKey]) ? (reply[childKey] as Row[]) : lines;
      dispatch({ type: 'saved', rows: rowsFromLines(written, columns) });
      const { [childKey]: _lines, ...row } = reply;
      onSaved(row);
      return { status: 'saved', count: written.length };
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const placed = placeServerErrors(error.fields, childKey, keys, columns);
        dispatch({ type: 'serverErrors', cells: placed.cells, table: placed.table });
      }
      return { status: 'refused', message: error instanceof Error ? error.message : String(error) };
    } finally {
      setSaving(false);
    }
  }, [readOnly, saving, columns, headerSource, headerRow.id, headerRow.version, childKey, onSaved]);

  return { columns, state, dispatch, problems, messages, choicesOf, computed, readOnly, locked, loading, saving, save, maxLines, dirty: isDirty(state) };
}
