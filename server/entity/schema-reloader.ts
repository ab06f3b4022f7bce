import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { checkEntityRegistry, type EntityRegistry } from './entity-registry';
import { migrateEntityTables } from './migrate-entity-tables';

/** What the last reload refused, for administrators (`GET /api/clearway/schemas/problems`). */
export interface SchemaProblems {
  /** When the refused reload ran (ISO time). */
  at: string;
  /** One line per problem: `file /pointer: message`, or the migrator's refusal. */
  problems: string[];
}

export interface SchemaReloaderOptions {
  /** The folders to read (config.ts `entitySchemaDirs`). */
  dirs: readonly string[];
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  now(): Date;
  /** The registry being served now. */
  current(): EntityRegistry;
  /** Serves the next registry (checked, its tables migrated); throws to refuse it (say, a taken qid). */
  swap(next: EntityRegistry, previous: EntityRegistry): void;
  /** Quiet time after the last change before the folders are read again. */
  debounceMs?: number;
}

/**
 * Schemas as data at run time: when a file in a schema folder is added or changed, the running server reads every
 * file again, checks them as at start (meta-schema, cross references, names), lets the additive table migrator
 * create the new tables and columns, and only then swaps the new registry in. When anything fails, the registry
 * being served stays and the problems are logged and kept for {@link problems}.
 */
export class SchemaReloader {
  private readonly watchers: fs.FSWatcher[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<SchemaProblems | undefined> = Promise.resolve(undefined);
  private lastProblems: SchemaProblems | undefined;
  private closed = false;

  constructor(private readonly options: SchemaReloaderOptions) {}

  /** What the last reload refused; undefined once a reload succeeds. */
  problems(): SchemaProblems | undefined {
    return this.lastProblems;
  }

  /**
   * Reads, checks and swaps now (reloads run one at a time). Resolves to the problems that kept the old registry,
   * or undefined when the new one is served.
   */
  reload(): Promise<SchemaProblems | undefined> {
    this.running = this.running.then(() => this.reloadOnce(), () => this.reloadOnce());
    return this.running;
  }

  /** Watches every folder (each is created when missing, so an installation's own folder can be filled later). */
  watch(): void {
    for (const dir of this.options.dirs) {
      try {
        fs.mkdirSync(dir, { recursive: true });
        const watcher = fs.watch(dir, { recursive: true, persistent: false }, (_event, name) => {
          // A schema file, or a folder (no dot): editors' swap and backup files do not count.
          const file = String(name ?? '');
          if (file && !file.endsWith('.json') && file.includes('.')) return;
          this.schedule();
        });
        watcher.on('error', (error) => this.options.log.error(`schema folder ${dir}: watching stopped: ${error.message}`));
        this.watchers.push(watcher);
      } catch (error) {
        this.options.log.error(`schema folder ${dir} cannot be watched: ${(error as Error).message}`);
      }
    }
  }

  /** Stops watching; a reload under way finishes. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.watchers.splice(0).forEach((watcher) => watcher.close());
    await this.running.catch(() => undefined);
  }

  private schedule(): void {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.reload(), this.options.debounceMs ?? 300);
  }

  private async reloadOnce(): Promise<SchemaProblems | undefined> {
    if (this.closed) return undefined;
    const { dirs, db, log } = this.options;
    const checked = checkEntityRegistry(dirs);
    let problems = checked.problems;
    if (checked.registry) {
      try {
        const applied = await migrateEntityTables(db, checked.registry.stored());
        this.options.swap(checked.registry, this.options.current());
        const tables = applied.map((change) => change.table);
        log.info(`entity schemas reloaded: ${checked.registry.all().length} entities${tables.length ? `; tables created or extended: ${tables.join(', ')}` : ''}`);
        this.lastProblems = undefined;
        return undefined;
      } catch (error) {
        problems = [(error as Error).message];
      }
    }
    this.lastProblems = { at: this.options.now().toISOString(), problems };
    log.error(`entity schemas not reloaded, the previous ones are still served:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    return this.lastProblems;
  }
}
