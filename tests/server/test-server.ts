import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { createScratchDatabase } from '../../scripts/db/scratch-database';
import { seededTemplate } from './database-template';
import { buildApp } from '../../server/app';
import { ManualClock } from '../../server/clock';
import { readConfig, type Config } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoData } from '../../server/seed/seed-demo';
import type { ServerContext } from '../../server/routes/context';
import type { EntityRegistry } from '../../server/entity/entity-registry';
import { DEMO_USERS } from '../../server/seed/demo-fixtures';
import type { SimulatorSettings } from '../../server/customs/simulator/simulator-settings';
import { signedIn, type TestClient } from './http-client';

export interface TestServer {
  url: string;
  clock: ManualClock;
  ctx: ServerContext;
  close(): Promise<void>;
}

/** `entities` serves throwaway schemas; `customsSimulator` sets the declaration-platform simulator (short steps). */
export interface TestServerOptions {
  entities?: EntityRegistry;
  customsSimulator?: SimulatorSettings;
}

/**
 * A real server on a random loopback port over a freshly seeded database: PGlite in memory, or, when DATABASE_URL
 * is set, a new database created on that PostgreSQL server for this test file and dropped afterwards.
 * The clock is manual so tests can move time.
 */
/** `entities` serves throwaway schemas next to (or instead of) the repository's. */
export async function startTestServer(overrides: Partial<Config> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-test-'));
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'clearway_test') : undefined;
  // Not watching the repository's schema folders: an edit there during a long run (a schema being written) would
  // reload the registry of every test server mid-test. A test of reloading asks for `schemaWatch: true`.
  // The developer tools write into the test's own schema folder, never the repository's.
  const generatorDir = overrides.schemaDir ?? path.join(dataDir, 'schemas');
  const config: Config = { ...readConfig({ CLEARWAY_DEV_TOOLS: '1', CLEARWAY_SCHEMA_WATCH: '0' }), dataDir, generatorDir, databaseUrl: scratch?.url, staticDir: path.join(dataDir, 'no-static'), ...overrides };
  const template = config.databaseUrl ? undefined : await seededTemplate();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? dataDir : 'memory://', template });
  // A template is migrated and seeded with the repository's schemas: only throwaway ones still need their tables.
  await migrateToLatest(database.db, options.entities);
  if (!template) await seedDemoData(database.db);
  const clock = new ManualClock(Date.now());
  const { app, ctx } = await buildApp({ config, db: database.db, clock, entities: options.entities, customsSimulator: options.customsSimulator, logger: process.env.TEST_LOG ? { level: 'error' } : undefined }); // TEST_LOG=1: the server's errors on stderr
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    clock,
    ctx,
    close: async () => {
      await app.close();
      await database.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A demo login's username (server/seed/demo-fixtures.ts): the shared fixtures of people and tests. */
export type DemoUsername = 'admin' | 'operator' | 'customs' | 'harbor_admin';

/** A demo user signed in on a test server, in Chinese unless asked otherwise. */
export function signInAs(server: TestServer, username: DemoUsername, language: 'zh' | 'en' = 'zh'): Promise<TestClient> {
  const user = DEMO_USERS.find((u) => u.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  return signedIn(server.url, user.username, user.password, language);
}

/**
 * A test server (as {@link startTestServer}) with these demo users signed in, in parallel:
 * `({ server, as: { admin, harbor_admin: harbor } } = await startSignedIn(['admin', 'harbor_admin']))`.
 */
export async function startSignedIn<const U extends DemoUsername>(usernames: readonly U[], overrides: Partial<Config> = {}, options: TestServerOptions = {}): Promise<{ server: TestServer; as: Record<U, TestClient> }> {
  const server = await startTestServer(overrides, options);
  const clients = await Promise.all(usernames.map((username) => signInAs(server, username)));
  return { server, as: Object.fromEntries(usernames.map((username, i) => [username, clients[i]])) as Record<U, TestClient> };
}
