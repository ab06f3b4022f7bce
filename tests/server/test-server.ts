import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { buildApp } from '../../server/app';
import { ManualClock } from '../../server/clock';
import { readConfig, type Config } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoData } from '../../server/seed/seed-demo';
import type { ServerContext } from '../../server/routes/context';

export interface TestServer {
  url: string;
  clock: ManualClock;
  ctx: ServerContext;
  close(): Promise<void>;
}

/**
 * A real server on a random loopback port over a freshly seeded database: PGlite in memory, or the PostgreSQL of
 * DATABASE_URL when set (each call then uses a fresh schema-less database only if you give it one: see docs).
 * The clock is manual so tests can move time.
 */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-test-'));
  const config: Config = { ...readConfig({}), dataDir, databaseUrl: process.env.DATABASE_URL || undefined, staticDir: path.join(dataDir, 'no-static'), ...overrides };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? dataDir : 'memory://' });
  await migrateToLatest(database.db);
  await seedDemoData(database.db);
  const clock = new ManualClock(Date.now());
  const { app, ctx } = await buildApp({ config, db: database.db, clock });
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
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
