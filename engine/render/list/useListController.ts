/**
 * The list page's controller (STYLE.md habit 1; no JSX): filters, paging, sorting, selection, the rows from the
 * source with loading and error states, the column settings, the placed actions with their environment, and which
 * form, detail or import report is open. ListView only draws what this returns.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EntityModel } from '../../schema/entity-model';
import type { EntitySource, ImportResult, Row, RowPage } from '../../data/entity-source';
import type { DataQuery } from '../../data/data-query';
import type { ActionEnvironment, ActionNotifier, ConfirmRequest, ParamsRequest } from '../../actions/action-types';
import type { ActionRegistry } from '../../actions/index';
import { placedActions, type PlacedAction } from '../../actions/resolve-actions';
import { downloadFile } from '../../actions/download-file';
import { pickFile } from '../../actions/pick-file';
import { createTranslator } from '../engine-texts';
import type { Language } from '../localize';
import { toFilterParams, toListParams, type ListSort } from './list-params';
import { defaultFilterValues, splitLinkFilters } from './default-filters';
import type { SettingsStore } from './column-settings';
import { useColumnSettings } from './use-column-settings';
import { isTreeList, loadTreePage } from './tree-list';

/** What the page gives the controller. */
export interface ListControllerOptions {
  model: EntityModel;
  source: EntitySource;
  actions: ActionRegistry;
  language: Language;
  notify: ActionNotifier;
  confirm(request: ConfirmRequest): Promise<boolean>;
  navigate(path: string): void;
  settings?: SettingsStore;
  /** Fetches a child table's model, for a create form that edits lines with the header (`form.lines`). */
  loadModel?(entityId: string): Promise<EntityModel>;
  /**
   * Filter values the list opens with instead of the schema's defaults for those fields (a dashboard card's link:
   * the page's query string, read by `urlFilterValues`).
   */
  initialFilters?: Record<string, unknown>;
  /** Overrides of the browser's file save and file picker (tests). */
  download?: ActionEnvironment['download'];
  pickFile?: ActionEnvironment['pickFile'];
  /** The generic data query, given to actions as `env.query` (the print action reads templates and lines with it). */
  dataQuery?: Pick<DataQuery, 'findPage'>;
}

/** `env.query` over the data query: the first page's rows, failures shown by the HTTP client (spec 01 §8). */
function queryPage(dataQuery: Pick<DataQuery, 'findPage'>): NonNullable<ActionEnvironment['query']> {
  return async (qid, filters, pageSize) => (await dataQuery.findPage<Row>({ qid, filters, currentPage: 1, pageSize })).list;
}

/** The default page size when the schema sets none. */
export const DEFAULT_PAGE_SIZE = 20;

export type OpenForm = { mode: 'create' | 'edit'; row?: Row } | null;

export function useListController(options: ListControllerOptions) {
  const { model, source, language } = options;
  const list = model.schema.list;
  const t = useMemo(() => createTranslator(language), [language]);
  // The schema's default filters, resolved once when the list opens (a relative period on that day).
  // The page's link filters (list.urlFilters, a reminder's `?orderCodes=3,7`) stay apart from the form's, until cleared.
  const [initial] = useState(() => splitLinkFilters(model.schema, options.initialFilters));
  const [defaultValues] = useState(() => ({ ...defaultFilterValues(model.schema, new Date()), ...initial.form }));
  const [linkFilters, setLinkFilters] = useState<Record<string, string>>(initial.link);
  const [filters, setFilterState] = useState<Record<string, unknown>>(() => toFilterParams(model, defaultValues));
  const [page, setPageState] = useState({ currentPage: 1, pageSize: list.pageSize ?? DEFAULT_PAGE_SIZE });
  const [sort, setSortState] = useState<ListSort | undefined>(list.defaultSort);
  const [result, setResult] = useState<RowPage | undefined>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | undefined>();
  const [reloadKey, setReloadKey] = useState(0);
  const [selection, setSelectionState] = useState<Row[]>([]);
  const [form, setForm] = useState<OpenForm>(null);
  const [detail, setDetail] = useState<Row | null>(null);
  const [importErrors, setImportErrors] = useState<ImportResult | null>(null);
  const [paramsDialog, setParamsDialog] = useState<ParamsRequest | null>(null);
  const columns = useColumnSettings(model.id, model.listColumns, options.settings);

  const params = useMemo(() => toListParams(page, sort, { ...filters, ...linkFilters }), [page, sort, filters, linkFilters]);
  const latest = useRef({ params, result });
  latest.current = { params, result };

  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(undefined);
    setSelectionState([]);
    // A tree schema reads its nested rows instead of a page (tree-list.ts).
    (isTreeList(model, source) ? loadTreePage(model, source, params.filters) : source.list(params)).then(
      (next) => {
        if (!live) return;
        setResult(next);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(failure instanceof Error ? failure : new Error(String(failure)));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [model, source, params, reloadKey]);

  const refresh = useCallback(() => setReloadKey((key) => key + 1), []);
  const setFilters = useCallback((values: Record<string, unknown>) => {
    setFilterState(values);
    setPageState((current) => ({ ...current, currentPage: 1 }));
  }, []);
  const setPage = useCallback((currentPage: number, pageSize: number) => setPageState({ currentPage, pageSize }), []);
  const setSort = useCallback((next: ListSort | undefined) => {
    setSortState(next);
    setPageState((current) => ({ ...current, currentPage: 1 }));
  }, []);

  const env = useMemo<ActionEnvironment>(
    () => ({
      model,
      source,
      language,
      t,
      notify: options.notify,
      confirm: options.confirm,
      navigate: options.navigate,
      openForm: (mode, row) => setForm({ mode, row }),
      openDetail: (row) => setDetail(row),
      refresh,
      listParams: () => {
        const { filters: current, sort: field, order } = latest.current.params;
        return { filters: current, ...(field ? { sort: field, order } : {}) };
      },
      download: options.download ?? downloadFile,
      pickFile: options.pickFile ?? pickFile,
      showImportErrors: (report) => setImportErrors(report),
      openParams: (request) => setParamsDialog(request),
      ...(options.dataQuery ? { query: queryPage(options.dataQuery) } : {}),
    }),
    [model, source, language, t, options.notify, options.confirm, options.navigate, options.download, options.pickFile, options.dataQuery, refresh],
  );

  const placed = useMemo(
    () => ({ toolbar: placedActions(model, options.actions, 'toolbar'), row: placedActions(model, options.actions, 'row'), batch: placedActions(model, options.actions, 'batch') }),
    [model, options.actions],
  );
  const runAction = useCallback((action: PlacedAction, row?: Row) => action.definition.run({ env, spec: action.spec, row, selection }), [env, selection]);

  /** The row as the list now has it, after a reload (a 409 on save offers this). */
  const reloadRow = useCallback(
    async (id: unknown): Promise<Row | undefined> => {
      const fresh = await source.list(latest.current.params);
      setResult(fresh);
      return fresh.list.find((row) => row.id === id);
    },
    [source],
  );

  return {
    model,
    source,
    language,
    loadModel: options.loadModel,
    t,
    rows: result?.list ?? [],
    total: result?.total ?? 0,
    page,
    sort,
    filters,
    defaultFilterValues: defaultValues,
    /** The link filters narrowing the list (`list.urlFilters`), shown as a tag; empty when none applies. */
    linkFilters,
    clearLinkFilters: () => {
      setLinkFilters({});
      setPageState((current) => ({ ...current, currentPage: 1 }));
    },
    loading,
    error,
    setFilters,
    setPage,
    setSort,
    reload: refresh,
    selection,
    setSelection: setSelectionState,
    columns,
    actions: placed,
    runAction,
    form,
    closeForm: () => setForm(null),
    afterSave: () => {
      setForm(null);
      refresh();
    },
    reloadRow,
    detail,
    closeDetail: () => setDetail(null),
    importErrors,
    closeImportErrors: () => setImportErrors(null),
    /** The import dialog asks for its file and saves its template through these. */
    pickFile: env.pickFile,
    download: env.download,
    /** A command's parameters dialog, while open. */
    paramsDialog,
    closeParams: () => setParamsDialog(null),
  };
}

export type ListController = ReturnType<typeof useListController>;
