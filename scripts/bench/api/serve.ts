import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../../server/app';
import { systemClock } from '../../../server/clock';
import { readConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDemoData } from '../../../server/seed/seed-demo';
import { startBareServer } from './bare-server';

/** What the server process tells the bench once it listens. */
export interface ServeReady {
  kind: 'pglite' | 'postgres';
  apiUrl: string;
  bareUrl: string;
  startedMs: number;
}

/** The routes the bench user is granted (with their `add` button), besides what their demo role holds. */
export const BENCH_ROUTES = ['/carrierManagement', '/sysparam'];

/**
 * The server side of `npm run bench:api`, in a process of its own so that the load generator does not share its
 * event loop: the real app exactly as server/main.ts builds it (logger at LOG_LEVEL, default info, into the file
 * the bench gives as stdout), on the database of BENCH_DATABASE_URL or else PGlite in BENCH_DATA_DIR, migrated and
 * seeded; the demo user BENCH_USER is granted the carrier and parameter routes. Beside it, in this process, the bare
 * server (./bare-server.ts) on the same pool. Both listen on 127.0.0.1 only. Stops on the message 'stop'.
 */
async function serve(): Promise<void> {
  const started = performance.now();
  const dataDir = process.env.BENCH_DATA_DIR!;
  const config = { ...readConfig({}), dataDir, databaseUrl: process.env.BENCH_DATABASE_URL || undefined, host: '127.0.0.1', port: 0, staticDir: path.join(dataDir, 'no-static') };
  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  await seedDemoData(database.db);
  const tenant = await database.db.selectFrom('tenant').select('id').where('tenantCode', '=', 'demo').executeTakeFirstOrThrow();
  await grantBenchRoutes(database.db, process.env.BENCH_USER || 'operator');
  const { app } = await buildApp({ config, db: database.db, databaseKind: database.kind, clock: systemClock, logger: { level: process.env.LOG_LEVEL || 'info' } });
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = await startBareServer(database.pool, database.db, tenant.id);
  process.on('message', (message) => {
    if (message !== 'stop') return;
    void (async () => {
      await bare.app.close();
      await app.close();
      await database.close();
      process.exit(0);
    })();
  });
  const ready: ServeReady = { kind: database.kind, apiUrl, bareUrl: bare.url, startedMs: Math.round(performance.now() - started) };
  process.send!(ready);
}

/** Grants the user's roles the bench routes and their `add` buttons (administrators see everything anyway). */
async function grantBenchRoutes(db: Awaited<ReturnType<typeof openDatabase>>['db'], username: string): Promise<void> {
  await sql`INSERT INTO sys_role_menu (role_id, menu_id)
    SELECT ur.role_id, m.id FROM sys_user u JOIN sys_user_role ur ON ur.user_id = u.id JOIN sys_menu m ON m.tenant_id = u.tenant_id
    WHERE u.username = ${username} AND m.menu_path IN (${sql.join(BENCH_ROUTES)}) ON CONFLICT DO NOTHING`.execute(db);
  await sql`INSERT INTO sys_role_menu_button (role_id, menu_button_id)
    SELECT ur.role_id, b.id FROM sys_user u JOIN sys_user_role ur ON ur.user_id = u.id JOIN sys_menu m ON m.tenant_id = u.tenant_id JOIN sys_menu_button b ON b.menu_id = m.id
    WHERE u.username = ${username} AND m.menu_path IN (${sql.join(BENCH_ROUTES)}) AND b.button_code = 'add' ON CONFLICT DO NOTHING`.execute(db);
}

serve().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
