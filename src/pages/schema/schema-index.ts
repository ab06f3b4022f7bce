/**
 * Which catalogue routes are schema pages, as the server says (`GET /api/clearway/schemas`: the routes drawn from an
 * entity schema that the signed-in person may open, with their schema ids; `GET /api/clearway/dashboards`: those
 * drawn from a dashboard). The schemas are data the server reads
 * at run time, so the browser bundle carries none of them: a file added to a schema folder shows without a rebuild.
 * Fetched once per session (and again after a failure, or on a page reload); forgotten when the session ends.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { AxiosInstance } from 'axios';
import type { Envelope } from '../../../engine/data/envelope';
import { clearWithSession } from '../../../engine/session/session-caches';
import { http as appHttp } from '../../app/http';

type Getter = Pick<AxiosInstance, 'get'>;

/** One schema page of the index. */
export interface SchemaPageEntry {
  route: string;
  schemaId: string;
}

/** One dashboard page (`GET /api/clearway/dashboards`). */
export interface DashboardPageEntry {
  route: string;
  dashboardId: string;
}

/** The index as a page sees it. */
export type SchemaIndex =
  | { status: 'loading' }
  | { status: 'ready'; schemaIdOf: ReadonlyMap<string, string>; dashboardIdOf: ReadonlyMap<string, string> }
  | { status: 'failed'; message: string };

const LOADING: SchemaIndex = { status: 'loading' };
const states = new Map<string, SchemaIndex>();
const listeners = new Set<() => void>();

function set(sessionKey: string, state: SchemaIndex): void {
  states.set(sessionKey, state);
  listeners.forEach((listener) => listener());
}

/** Forgets every session's index (logout; tests). */
export function clearSchemaIndex(): void {
  states.clear();
  listeners.forEach((listener) => listener());
}

clearWithSession(clearSchemaIndex);

/** Fetches the index of a session unless it is loaded or loading; `retry` fetches again after a failure. */
export function loadSchemaIndex(sessionKey: string, http: Getter = appHttp, retry = false): void {
  const known = states.get(sessionKey);
  if (known && !(retry && known.status === 'failed')) return;
  set(sessionKey, LOADING);
  // The dashboards' index comes with it (a server without dashboards answers none: the pages stay as they were).
  const dashboards = http.get<Envelope<DashboardPageEntry[]>>('/api/clearway/dashboards', { silent: true }).then((reply) => reply.data.data ?? [], () => []);
  Promise.all([http.get<Envelope<SchemaPageEntry[]>>('/api/clearway/schemas', { silent: true }), dashboards]).then(
    ([reply, boards]) => set(sessionKey, {
      status: 'ready',
      schemaIdOf: new Map((reply.data.data ?? []).map((entry) => [entry.route, entry.schemaId])),
      dashboardIdOf: new Map((Array.isArray(boards) ? boards : []).map((entry) => [entry.route, entry.dashboardId])),
    }),
    (error: unknown) => set(sessionKey, { status: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
}

/** The session's index, fetched on first use (nothing is fetched without a session key). */
export function useSchemaIndex(sessionKey: string, http: Getter = appHttp): SchemaIndex {
  useEffect(() => {
    if (sessionKey) loadSchemaIndex(sessionKey, http);
  }, [sessionKey, http]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => states.get(sessionKey) ?? LOADING,
  );
}

/** Every path, for while the index loads or has failed: the schema page then shows the spinner or the error. */
class EveryPath extends Set<string> {
  override has(): boolean {
    return true;
  }
}
const EVERY_PATH: ReadonlySet<string> = new EveryPath();

/** The keys of one of a loaded index's maps, as a set made once per index. */
function keysOf(index: SchemaIndex & { status: 'ready' }, map: 'schemaIdOf' | 'dashboardIdOf'): ReadonlySet<string> {
  let sets = keySets.get(index);
  if (!sets) keySets.set(index, (sets = {}));
  return (sets[map] ??= new Set(index[map].keys()));
}

const keySets = new WeakMap<SchemaIndex, Partial<Record<'schemaIdOf' | 'dashboardIdOf', ReadonlySet<string>>>>();

/**
 * The paths the shell draws as schema pages (src/layout/content/resolve-route.ts): those of the index once loaded;
 * until then every path, so a schema route shows the schema page's spinner rather than "not built yet" for a moment.
 */
export function schemaPathsOf(index: SchemaIndex): ReadonlySet<string> {
  return index.status === 'ready' ? keysOf(index, 'schemaIdOf') : EVERY_PATH;
}

const NO_PATHS: ReadonlySet<string> = new Set();

/** The paths drawn from a dashboard (src/layout/content/resolve-route.ts); none until the index is loaded (every path is then a schema page's spinner). */
export function dashboardPathsOf(index: SchemaIndex): ReadonlySet<string> {
  return index.status === 'ready' ? keysOf(index, 'dashboardIdOf') : NO_PATHS;
}
