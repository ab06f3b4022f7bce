/**
 * The data source of an entity's pages (STYLE.md habit 3): the calls of its API pattern (docs/api.md, "Entity
 * endpoints") behind a narrow interface, so the list, form and actions never see axios. One real implementation over
 * the app's HTTP client ({@link createHttpEntitySource}) and one in-memory double (memory-entity-source.ts).
 */
import type { AxiosInstance, AxiosResponse } from 'axios';
import type { EntityModel, Endpoint, EndpointRole } from '../schema/entity-model';
import { ApiError, isEnvelope, type Envelope } from './envelope';
import type { DataQuery } from './data-query';
import { historyPath, type HistoryPage } from './record-history';

/** A row as the server sends it: the schema's fields plus `id`, `version` and the audit stamps. */
export type Row = Record<string, unknown> & { id?: number; version?: number };

/** What a list asks for. `filters` are flat request parameters (a range is already `{field}From`/`{field}To`). */
export interface ListParams {
  currentPage: number;
  pageSize: number;
  sort?: string;
  order?: 'asc' | 'desc';
  filters: Record<string, unknown>;
}

/** One page of rows. */
export interface RowPage {
  list: Row[];
  total: number;
  currentPage: number;
  pageSize: number;
}

export type ExportKind = 'export' | 'exportWord' | 'exportPDF';

/** What an export sends: the list's filters and sort, and the chosen rows when any. */
export interface ExportParams {
  filters: Record<string, unknown>;
  sort?: string;
  order?: 'asc' | 'desc';
  ids?: number[];
}

/** A downloaded file and the name the server gave it. */
export interface ExportFile {
  blob: Blob;
  fileName: string;
}

/** One refused row of an import: `row` is the sheet's row number (the header is row 1), as the person sees it. */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
  /** The sheet, and the column's title (imports that update and nest). */
  sheet?: string;
  column?: string;
}

/** What an upsert import did, or (a dry run) would do: records inserted, updated, unchanged, refused by their state. */
export interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  refused: number;
  dryRun: boolean;
  /** The refused records' rows, each with its message. */
  refusedRows: ImportRowError[];
}

/** The outcome of an import: rows written, or (nothing written) the refused rows. */
export interface ImportResult {
  imported: number;
  errors: ImportRowError[];
  /** The uploaded sheet with an errors column, when the server made one (download it by its url). */
  errorFile?: { key: string; name: string; url: string };
  message?: string;
  /** The counts of an import that updates (docs/api.md, "Imports"). */
  counts?: ImportCounts;
  /** Opens the import dialog at its start (template, file, preview, run) instead of showing a result. */
  start?: boolean;
  /** The sheet's columns the import template does not map (reported, ignored). */
  unmappedColumns?: string[];
}

/** An import template the entity's import offers (docs/schemas.md, "Import templates"). */
export interface ImportTemplateChoice {
  templateCode: string;
  templateName: string;
  customerCode?: string | null;
  builtIn?: boolean;
}

/** An export task the server queued: it shows on the export-task page with its progress, then its file. */
export interface ExportTaskCreated {
  taskId: number;
  message?: string;
}

/** Where export tasks are created (spec 01 §7; the TMS twin is the same call). */
export const EXPORT_TASK_PATH = '/api/bdtibs/sync/export/saveSyncExportTask';

/** The per-row results of a call on rows (docs/api.md, "Per-row results"). */
export interface RowResults {
  /** One line for a person: how many went through, how many were refused and why. */
  summary: string;
  done: number;
  refused: number;
  /** `result`: what a command of many rows answered for the row (a number it gave). */
  rows: { id: number; ok: boolean; version?: number; message?: string; result?: unknown }[];
  /** What a command of selection none answered. */
  result?: unknown;
}

/** The data calls of one entity. Every failure rejects with an {@link ApiError}. */
export interface EntitySource {
  list(params: ListParams): Promise<RowPage>;
  /** One row by id, as the list reads it (the `detail` call; 404 for a row the caller may not see). */
  detail(id: number): Promise<Row>;
  create(row: Row): Promise<Row>;
  /** Sends the row with the `id` and `version` it was read at; a stale version rejects with code 409. */
  update(row: Row): Promise<Row>;
  /** Deletes rows by id; resolves with the number deleted. */
  remove(ids: number[]): Promise<number>;
  /** An export of one kind, or with `target` the XLSX of that named export (`exports`, its own call). */
  export(kind: ExportKind, params: ExportParams, target?: string): Promise<ExportFile>;
  /** Creates an export task of the rows (spec 01 §7, saveSyncExportTask); resolves with its id and the server's message. */
  exportTask(params: ExportParams): Promise<ExportTaskCreated>;
  /** `dryRun`: check everything and write nothing (the counts say what would happen). */
  /** `dryRun`: check everything and write nothing; `template`: map the sheet through this import template. */
  import(file: Blob, options?: { dryRun?: boolean; template?: string }): Promise<ImportResult>;
  /** The entity's import template (GET /api/clearway/import/template), or an import template's own sheet. */
  importTemplate?(template?: string): Promise<ExportFile>;
  /** The import templates the entity's import offers (GET /api/clearway/import/templates). */
  importTemplates?(): Promise<ImportTemplateChoice[]>;
  /** Moves a row along a declared transition of its lifecycle (`states`). */
  transition(row: Row, transition: string): Promise<Row>;
  /** Moves several rows along a transition, each at the version it was read at: per-row results. */
  transitionRows(rows: Row[], transition: string): Promise<RowResults>;
  /**
   * Runs a schema command (`commands`) on the rows (none for a command of selection none) with its parameters, once
   * per `idempotencyKey` (a retry with the same key answers the first reply).
   */
  command(name: string, rows: Row[], params: Record<string, unknown>, idempotencyKey: string): Promise<RowResults>;
  /** Which calls the entity has (its API pattern's endpoints). */
  supports(role: EndpointRole): boolean;
  /** A tree entity's nested rows (`query{Entity}Tree`): all, a keyword's matches with their ancestors, or one level. */
  tree?(query: TreeQuery): Promise<Row[]>;
  /** A row's history, its lines' included, newest first (`GET /api/clearway/entity/{id}/{rowId}/history`). */
  history?(id: number, page: { currentPage: number; pageSize: number }): Promise<HistoryPage>;
}

/** What a tree read may ask for (docs/api.md, "Trees"). */
export interface TreeQuery {
  keyword?: string;
  /** Only this node's children (0: the roots), each with `hasChildren`: lazy loading. */
  parentId?: number;
}

/** What the real source needs: the app's HTTP client (resolves with the envelope) and the generic data query. */
export interface HttpEntitySourceOptions {
  http: Pick<AxiosInstance, 'request'>;
  dataQuery: Pick<DataQuery, 'findPage'>;
}

const EXTENSIONS: Record<ExportKind, string> = { export: 'xlsx', exportWord: 'docx', exportPDF: 'pdf' };

/** The entity's calls over the app's HTTP client, on the endpoints its compiled model names. */
export function createHttpEntitySource(model: EntityModel, { http, dataQuery }: HttpEntitySourceOptions): EntitySource {
  const endpoint = (role: EndpointRole): Endpoint => {
    const found = model.endpoints[role];
    if (!found) throw new ApiError(404, `${model.id} has no ${role} call`);
    return found;
  };
  // Each call as compiled (engine/schema/entity-model.ts): its method, and its input as query parameters or a JSON body.
  const call = async <T>(role: EndpointRole, input: Record<string, unknown>): Promise<T> => {
    const target = endpoint(role);
    const asQuery = target.input === 'query';
    const reply = await http.request<Envelope<T>>({ method: target.method, url: target.path, params: asQuery ? input : undefined, data: asQuery ? undefined : input });
    return reply.data.data;
  };

  return {
    supports: (role) => !!model.endpoints[role],
    async list(params) {
      // The base and qid patterns read through the generic data query; admin lists take parameters, customs a JSON body.
      if (endpoint('list').viaDataQuery) {
        return dataQuery.findPage<Row>({ qid: model.listQid, filters: params.filters, currentPage: params.currentPage, pageSize: params.pageSize, sort: params.sort, order: params.order });
      }
      return call<RowPage>('list', { currentPage: params.currentPage, pageSize: params.pageSize, sort: params.sort, order: params.order, ...params.filters });
    },
    detail: (id) => call<Row>('detail', { id }),
    create: (row) => call<Row>('create', row),
    update: (row) => call<Row>('update', row),
    async remove(ids) {
      // In query parameters several ids travel as `1,2,3`; in a JSON body as an array.
      const many = endpoint('remove').input === 'query' ? { ids: ids.join(',') } : { ids };
      return (await call<{ deleted: number }>('remove', ids.length === 1 ? { id: ids[0] } : many)).deleted;
    },
    async export(kind, params, named) {
      const target = named === undefined ? endpoint(kind) : model.exportEndpoints?.[named];
      if (!target) throw new ApiError(404, `${model.id} has no export ${named}`);
      // 4xx replies come back as the blob they are (their envelope is read below); 401 still takes the client's path.
      // A call taking query parameters (exportLanguage) gets its filters JSON-encoded and its ids as `1,2,3`.
      const query = target.input === 'query' ? queryParamsOf(params) : undefined;
      const reply = await http.request<Blob>({ method: target.method, url: target.path, params: query, data: query ? undefined : params, responseType: 'blob', validateStatus: (s) => s !== 401 && s < 500 });
      await rejectEnvelopeBlob(reply);
      return { blob: reply.data, fileName: fileNameOf(reply.headers['content-disposition']) ?? `${model.schema.title.en}.${EXTENSIONS[kind]}` };
    },
    async exportTask(params) {
      // Spec 01 §3, export task fields: the entity's task type, and the list's selection as its configParams.
      const body = { dataFrom: 'IBS', execMode: 0, platformCode: 0, queryTimeGroup: 0, reqId: String(Date.now()), taskType: `entity:${model.id}`, configParams: params };
      const reply = await http.request<Envelope<{ taskId: number }>>({ method: 'POST', url: EXPORT_TASK_PATH, data: body });
      return { taskId: reply.data.data.taskId, message: reply.data.message };
    },
    async importTemplates() {
      const reply = await http.request<Envelope<ImportTemplateChoice[]>>({ method: 'GET', url: '/api/clearway/import/templates', params: { entity: model.id } });
      return reply.data.data;
    },
    async importTemplate(template) {
      const reply = await http.request<Blob>({ method: 'GET', url: '/api/clearway/import/template', params: { entity: model.id, ...(template ? { template } : {}) }, responseType: 'blob', validateStatus: (s) => s !== 401 && s < 500 });
      await rejectEnvelopeBlob(reply);
      return { blob: reply.data, fileName: fileNameOf(reply.headers['content-disposition']) ?? `${model.schema.title.en}-import-template.xlsx` };
    },
    async import(file, options) {
      const target = endpoint('import');
      const form = new FormData();
      form.append('file', file);
      // The client rejects a failed envelope with its field map only: keep the whole body to read the row errors.
      let body: unknown;
      const keep = (raw: unknown) => (body = typeof raw === 'string' ? parseJson(raw) : raw);
      try {
        const query = new URLSearchParams();
        if (options?.dryRun) query.set('dryRun', 'true');
        if (options?.template) query.set('template', options.template);
        const url = query.toString() ? `${target.path}?${query}` : target.path;
        const reply = await http.request<Envelope<{ imported: number; errorFile?: ImportResult['errorFile']; unmappedColumns?: string[] } & Partial<ImportCounts>>>({ method: target.method, url, data: form, transformResponse: [keep] });
        const data = reply.data.data;
        const counts = data.inserted === undefined ? undefined
          : { inserted: data.inserted, updated: data.updated ?? 0, unchanged: data.unchanged ?? 0, refused: data.refused ?? 0, dryRun: data.dryRun === true, refusedRows: data.refusedRows ?? [] };
        return { imported: data.imported, errors: [], message: reply.data.message, errorFile: data.errorFile, counts, unmappedColumns: data.unmappedColumns };
      } catch (error) {
        const data = isEnvelope(body) ? (body.data as { errors?: ImportRowError[]; errorFile?: ImportResult['errorFile']; unmappedColumns?: string[] } | null) : null;
        if (error instanceof ApiError && Array.isArray(data?.errors)) return { imported: 0, errors: data.errors, errorFile: data.errorFile, message: error.message, unmappedColumns: data.unmappedColumns };
        throw error;
      }
    },
    tree: (query) => call<Row[]>('tree', { ...query }),
    async history(id, page) {
      const reply = await http.request<Envelope<HistoryPage>>({ method: 'GET', url: historyPath(model.id, id), params: page });
      return reply.data.data;
    },
    async transition(row, transition) {
      const reply = await http.request<Envelope<Row>>({ method: 'POST', url: `/api/clearway/entity/${encodeURIComponent(model.id)}/transition`, data: { id: row.id, version: row.version, transition } });
      return reply.data.data;
    },
    async transitionRows(rows, transition) {
      const data = { transition, rows: rows.map((row) => ({ id: row.id, version: row.version })) };
      const reply = await http.request<Envelope<RowResults>>({ method: 'POST', url: `/api/clearway/entity/${encodeURIComponent(model.id)}/transition`, data });
      return reply.data.data;
    },
    async command(name, rows, params, idempotencyKey) {
      const data = { rows: rows.map((row) => ({ id: row.id, version: row.version })), params };
      const url = `/api/clearway/entity/${encodeURIComponent(model.id)}/command/${encodeURIComponent(name)}`;
      const reply = await http.request<Envelope<RowResults>>({ method: 'POST', url, data, headers: { 'Idempotency-Key': idempotencyKey } });
      return reply.data.data;
    },
  };
}

/** Parameters as a query carries them: objects JSON-encoded, arrays joined with commas, empty ones left out. */
export function queryParamsOf(params: object): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = Array.isArray(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return query;
}

/**
 * A file reply that is really a JSON envelope (a refused export) becomes an ApiError with the server's message, marked
 * not handled: the client has not shown it, the caller does.
 */
async function rejectEnvelopeBlob(reply: AxiosResponse<Blob>): Promise<void> {
  const blob = reply.data;
  const isJson = typeof blob?.type === 'string' && blob.type.includes('json');
  if (!isJson && reply.status < 400) return;
  const body = parseJson(await blob.text());
  if (isEnvelope(body) && body.code !== 200) throw new ApiError(body.code, body.message || 'Error', (body.data as { fields?: Record<string, string> } | null)?.fields, false);
  if (reply.status >= 400) throw new ApiError(reply.status, `HTTP ${reply.status}`, undefined, false);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''…` (decoded) first, then `filename="…"`.
 * @example fileNameOf("attachment; filename=\"a.xlsx\"; filename*=UTF-8''%E5%8F%82%E6%95%B0.xlsx"); // '参数.xlsx'
 */
export function fileNameOf(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name || undefined;
}
