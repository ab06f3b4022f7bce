import type { CompiledQuery, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId, QueryResult, RawBuilder, RootOperationNode, UnknownRow } from 'kysely';
import type { Db } from './database';

/** Totals remembered at most; past it they are all dropped. */
const CAPACITY = 1000;

/**
 * Counts remembered between writes, for a database that belongs to this process alone (embedded PGlite: one process
 * opens its folder, and its pool has a single connection). Every statement this handle runs passes its
 * {@link CountCache.writeWatcher}; any that is not a plain SELECT moves the data version, which forgets every count.
 * A count is kept under the version read before it ran, so one that raced a write is never used. Reads within a
 * transaction are not cached (a transaction is another handle). All writes must go through the handle: the pool
 * under it (OpenedDatabase.pool) bypasses the watcher.
 */
export class CountCache {
  private version = 0;
  private readonly counts = new Map<string, { version: number; total: number }>();
  private readonly writes = new WeakSet<QueryId>();

  /** The Kysely plugin that sees every statement of the handle and forgets the counts on each write. */
  readonly writeWatcher: KyselyPlugin = {
    transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => {
      if (!isPlainSelect(args.node)) {
        this.writes.add(args.queryId);
        this.changed();
      }
      return args.node;
    },
    transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      // again once it has run: a count that started between the statement's compiling and its running is dropped
      if (this.writes.has(args.queryId)) this.changed();
      return args.result;
    },
  };

  /** Runs a count (a query whose first row's `total` is the number), or answers it from memory. */
  async count(db: Db, query: RawBuilder<{ total: string | number }>): Promise<number> {
    const compiled: CompiledQuery<{ total: string | number }> = query.compile(db);
    const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
    const version = this.version;
    const known = this.counts.get(key);
    if (known && known.version === version) return known.total;
    const total = Number((await db.executeQuery(compiled)).rows[0]?.total ?? 0);
    if (this.version === version) {
      if (this.counts.size >= CAPACITY) this.counts.clear();
      this.counts.set(key, { version, total });
    }
    return total;
  }

  private changed(): void {
    this.version += 1;
    this.counts.clear();
  }
}

/**
 * A SELECT that writes nothing: the query builder's own (without a WITH, which may hold a write), or raw SQL of one
 * statement that starts with SELECT. Anything else counts as a write, including a fragment compiled on its own.
 */
function isPlainSelect(node: RootOperationNode): boolean {
  if (node.kind === 'SelectQueryNode') return !node.with;
  if (node.kind !== 'RawNode') return false;
  const text = node.sqlFragments.join(' ').trimStart();
  return /^select\b/i.test(text) && !/;|\binto\b/i.test(text);
}

const cacheOf = new WeakMap<Db, CountCache>();

/** Gives a handle its count cache (only a database this process owns alone, see {@link CountCache}). */
export function attachCountCache(db: Db, cache: CountCache): void {
  cacheOf.set(db, cache);
}

/**
 * Runs a count on `db`: from its count cache when it has one (not within a transaction, which is another handle),
 * else in the database.
 */
export async function countRows(db: Db, query: RawBuilder<{ total: string | number }>): Promise<number> {
  const cache = cacheOf.get(db);
  if (cache) return cache.count(db, query);
  return Number((await query.execute(db)).rows[0]?.total ?? 0);
}
