/**
 * Which catalogue routes are schema pages, as the server says (`GET /api/clearway/schemas`: the routes drawn from an
 * entity schema that the signed-in person may open, with their schema ids). The schemas are data the server reads
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

/** The index as a page sees it. */
export type SchemaIndex =
  | { status: 'loading' }
  | { status: 'ready'; schemaIdOf: ReadonlyMap<string, string> }
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
  http.get<Envelope<SchemaPageEntry[]>>('/api/clearway/schemas', { silent: true }).then(
    (reply) => set(sessionKey, { status: 'ready', schemaIdOf: new Map((reply.data.data ?? []).map((entry) => [entry.route, entry.schemaId])) }),
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

/**
 * The paths the shell draws as schema pages (src/layout/content/resolve-route.ts): those of the index once loaded;
 * until then every path, so a schema route shows the schema page's spinner rather than "not built yet" for a moment.
 */
export function schemaPathsOf(index: SchemaIndex): ReadonlySet<string> {
  if (index.status !== 'ready') return EVERY_PATH;
  let paths = pathsOfIndex.get(index);
  if (!paths) pathsOfIndex.set(index, (paths = new Set(index.schemaIdOf.keys())));
  return paths;
}

const pathsOfIndex = new WeakMap<SchemaIndex, ReadonlySet<string>>();
