/**
 * The in-memory {@link EntitySource} for component tests: rows in an array, every call recorded, failures
 * injectable. Filters match a value exactly, or by substring when the filter name is listed in `like`; `{f}From` /
 * `{f}To` bound a range. Updates check `version` like the server (409 on a stale one).
 *
 * @example
 * const source = createMemoryEntitySource([{ id: 1, version: 1, paramKey: 'a' }]);
 * source.failNext('create', new ApiError(400, 'bad', { paramKey: 'taken' }));
 * source.calls.map((c) => c.method); // ['list', 'create']
 */
import { ApiError } from './envelope';
import type { EntitySource, ExportKind, ExportParams, ImportResult, ListParams, Row, RowResults } from './entity-source';

type Method = 'list' | 'detail' | 'create' | 'update' | 'remove' | 'export' | 'exportTask' | 'import' | 'importTemplate' | 'transition' | 'transitionRows' | 'command';

export interface MemoryEntitySource extends EntitySource {
  /** Every call, in order, with its arguments. */
  readonly calls: { method: Method; args: unknown[] }[];
  /** The rows as they are now. */
  readonly rows: Row[];
  /** Makes the next call of this method reject with the error. */
  failNext(method: Method, error: Error): void;
  /** Makes the next call of this method wait until the returned function is called. */
  holdNext(method: Method): () => void;
  /** What import resolves with (default: 0 imported, no errors). */
  importResult: ImportResult;
  /** What transitionRows and command resolve with (default: every row done). */
  rowResults?: RowResults;
}

export interface MemoryEntitySourceOptions {
  /** Filter names matched by substring (default: exact match). */
  like?: string[];
}

const byField = (field: string, order: 'asc' | 'desc') => (a: Row, b: Row) => {
  const x = a[field] as string | number;
  const y = b[field] as string | number;
  const cmp = x === y ? 0 : x === undefined ? -1 : y === undefined ? 1 : x < y ? -1 : 1;
  return order === 'desc' ? -cmp : cmp;
};

function matches(row: Row, filters: Record<string, unknown>, like: Set<string>): boolean {
  return Object.entries(filters).every(([name, wanted]) => {
    if (wanted === undefined || wanted === null || wanted === '') return true;
    if (name.endsWith('From')) return String(row[name.slice(0, -4)] ?? '') >= String(wanted);
    if (name.endsWith('To')) return String(row[name.slice(0, -2)] ?? '') <= String(wanted);
    const value = row[name];
    return like.has(name) ? String(value ?? '').includes(String(wanted)) : String(value ?? '') === String(wanted);
  });
}

/** A fresh in-memory source over a copy of the rows. */
export function createMemoryEntitySource(initial: Row[] = [], options: MemoryEntitySourceOptions = {}): MemoryEntitySource {
  let exportTasks = 0;
  const rows: Row[] = initial.map((row) => ({ ...row }));
  const calls: { method: Method; args: unknown[] }[] = [];
  const failures = new Map<Method, Error>();
  const holds = new Map<Method, Promise<void>>();
  const like = new Set(options.like ?? []);
  let nextId = Math.max(0, ...rows.map((row) => row.id ?? 0)) + 1;

  const enter = async (method: Method, args: unknown[]) => {
    calls.push({ method, args });
    const hold = holds.get(method);
    holds.delete(method);
    if (hold) await hold;
    const failure = failures.get(method);
    failures.delete(method);
    if (failure) throw failure;
  };
  const find = (id: unknown): Row => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new ApiError(404, `no row ${String(id)}`);
    return row;
  };

  const source: MemoryEntitySource = {
    calls,
    rows,
    importResult: { imported: 0, errors: [] },
    failNext: (method, error) => void failures.set(method, error),
    holdNext(method) {
      let release = () => undefined as void;
      holds.set(method, new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
    supports: () => true,
    async list(params: ListParams) {
      // The page is worked out before a held call waits, as a server would have done it before its reply arrives.
      let found = rows.filter((row) => matches(row, params.filters, like));
      if (params.sort) found = [...found].sort(byField(params.sort, params.order ?? 'asc'));
      const start = (params.currentPage - 1) * params.pageSize;
      const page = { list: found.slice(start, start + params.pageSize).map((row) => ({ ...row })), total: found.length, currentPage: params.currentPage, pageSize: params.pageSize };
      await enter('list', [params]);
      return page;
    },
    async detail(id) {
      await enter('detail', [id]);
      return { ...find(id) };
    },
    async create(row) {
      await enter('create', [row]);
      const created = { ...row, id: nextId++, version: 1 };
      rows.push(created);
      return { ...created };
    },
    async update(row) {
      await enter('update', [row]);
      const current = find(row.id);
      if (current.version !== row.version) throw new ApiError(409, 'This record was changed by someone else: reload it and try again');
      Object.assign(current, row, { version: (current.version ?? 0) + 1 });
      return { ...current };
    },
    async remove(ids) {
      await enter('remove', [ids]);
      let deleted = 0;
      for (const id of ids) {
        const index = rows.findIndex((row) => row.id === id);
        if (index >= 0) rows.splice(index, 1), deleted++;
      }
      return deleted;
    },
    async export(kind: ExportKind, params: ExportParams, target?: string) {
      await enter('export', target === undefined ? [kind, params] : [kind, params, target]);
      return { blob: new Blob(['file'], { type: 'application/octet-stream' }), fileName: `${kind}.${kind === 'exportPDF' ? 'pdf' : kind === 'exportWord' ? 'docx' : 'xlsx'}` };
    },
    async exportTask(params: ExportParams) {
      await enter('exportTask', [params]);
      return { taskId: ++exportTasks, message: 'queued' };
    },
    async import(file, options) {
      await enter('import', options ? [file, options] : [file]);
      return source.importResult;
    },
    async importTemplate() {
      await enter('importTemplate', []);
      return { blob: new Blob(['template'], { type: 'application/octet-stream' }), fileName: 'template.xlsx' };
    },
    async transition(row, transition) {
      await enter('transition', [row, transition]);
      const current = find(row.id);
      Object.assign(current, { version: (current.version ?? 0) + 1 });
      return { ...current };
    },
    async transitionRows(rows, transition) {
      await enter('transitionRows', [rows, transition]);
      return source.rowResults ?? { summary: `${rows.length} ${transition}`, done: rows.length, refused: 0, rows: rows.map((row) => ({ id: row.id as number, ok: true })) };
    },
    async command(name, rows, params, idempotencyKey) {
      await enter('command', [name, rows, params, idempotencyKey]);
      return source.rowResults ?? { summary: `${rows.length} ${name}`, done: rows.length, refused: 0, rows: rows.map((row) => ({ id: row.id as number, ok: true })) };
    },
  };
  return source;
}
