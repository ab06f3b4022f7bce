import { readConfig } from './config';
import { systemClock } from './clock';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { buildApp } from './app';
import { seedDemoData, DEMO_LOGINS } from './seed/seed-demo';
import { startCarrierFeed } from './carriers/start-carrier-feed';

/** `npm start`: open (or create) the database, migrate, seed the demo data once, serve API and browser app. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const database = await openDatabase(config);
  const applied = await migrateToLatest(database.db);
  const seeded = await seedDemoData(database.db);
  const { app, ctx } = await buildApp({ config, db: database.db, databaseKind: database.kind, clock: systemClock, logger: { level: process.env.LOG_LEVEL || 'info' } });
  let carrierFeed: ReturnType<typeof startCarrierFeed>;
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await carrierFeed?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // After listening: the simulated carrier pushes to this server over HTTP.
  carrierFeed = startCarrierFeed(ctx, app.log);
  const url = `http://localhost:${config.port}/`;
  const lines = [
    '',
    `Clearway is running at ${url}`,
    `  database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}; migrations applied now: ${applied.length ? applied.join(', ') : 'none'}; demo data ${seeded ? 'seeded' : 'already present'}`,
    `  last-mile carrier events: ${carrierFeed ? `simulated carrier pushing every ${config.carrierFeed.intervalMs} ms (CLEARWAY_CARRIER_FEED=off stops it)` : 'no simulator (CLEARWAY_CARRIER_FEED=off or no CLEARWAY_CARRIER_SECRET)'}`,
    `  API documentation: ${url}api/clearway/docs   health: ${url}api/clearway/health`,
    `  started in ${Math.round(performance.now() - started)} ms`,
    ...(config.devTools ? ['  DEVELOPMENT TOOLS ON (CLEARWAY_DEV_TOOLS=1): /api/clearway/dev/outbox and /api/clearway/dev/captcha hand anyone SMS codes, reset links and captcha answers. Never expose this server.'] : []),
    '  Demo logins (username / password, tenant):',
    ...DEMO_LOGINS.map((l) => `    ${l.username.padEnd(14)} ${l.password.padEnd(14)} ${l.tenant.padEnd(8)} ${l.note}`),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
