/**
 * Tasks interrupted by a stopped server (issue 10 item 5), over real HTTP: on the embedded database the app started
 * again on the same data fails every task an earlier process left `running`, with the reason in the task's language;
 * a task still queued runs; the owner may retry a failed task (POST /api/clearway/tasks/:id/retry) and nobody else
 * may. On a shared database (PostgreSQL) only tasks whose claimer's heartbeat has stopped are failed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { ManualClock } from '../../server/clock';
import { readConfig } from '../../server/config';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoData } from '../../server/seed/seed-demo';
import type { ServerContext } from '../../server/routes/context';
import { INTERRUPTED, failAbandonedJobs } from '../../server/jobs/job-recovery';
import { enqueueJob, JobWorker, waitForJob } from '../../server/jobs/job-worker';
import { startTestServer } from './test-server';
import { signedIn, expectOk, type TestClient } from './http-client';

interface RunningApp {
  url: string;
  app: FastifyInstance;
  ctx: ServerContext;
  database: OpenedDatabase;
}

/** The app as `npm start` runs it on the embedded database in `dataDir` (its worker knows the database is its own). */
async function startOn(dataDir: string): Promise<RunningApp> {
  const config = { ...readConfig({ CLEARWAY_DEV_TOOLS: '1' }), dataDir, databaseUrl: undefined, staticDir: path.join(dataDir, 'no-static') };
  const database = await openDatabase({ dataDir });
  await migrateToLatest(database.db);
  await seedDemoData(database.db);
  const { app, ctx } = await buildApp({ config, db: database.db, databaseKind: database.kind, clock: new ManualClock(Date.now()) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, app, ctx, database };
}

/** The process dies: it stops answering and lets go of the database, without finishing anything. */
async function crash(running: RunningApp): Promise<void> {
  running.app.server.closeAllConnections();
  await new Promise((resolve) => running.app.server.close(resolve));
  await running.database.close();
}

const exportTask = (client: TestClient, body: Record<string, unknown>) => client.request('POST', '/api/bdtibs/sync/export/saveSyncExportTask', {
  json: { dataFrom: 'IBS', execMode: 0, platformCode: 0, queryTimeGroup: 0, reqId: Date.now(), ...body },
});

async function taskOf(client: TestClient, id: number): Promise<Record<string, any>> {
  const page = expectOk(await client.query('findPageByCallId', { qid: 'FIND_EXPORT_TASK', pageSize: 100 }));
  return page.list.find((t: { id: number }) => t.id === id);
}

/** Polls the task over HTTP until `done` says so (or fails the test after 20 s). */
async function until(client: TestClient, id: number, done: (task: Record<string, any>) => boolean): Promise<Record<string, any>> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const task = await taskOf(client, id);
    if (task && done(task)) return task;
    if (Date.now() > deadline) throw new Error(`task ${id} is still ${JSON.stringify(task)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const retry = (client: TestClient, id: number) => client.request('POST', `/api/clearway/tasks/${id}/retry`);

describe('a restart on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-restart-'));
  const releases: (() => void)[] = [];
  let earlier: RunningApp | undefined;
  let later: RunningApp | undefined;
  let earlierWorkers: JobWorker[] = [];
  afterAll(async () => {
    releases.forEach((release) => release());
    await Promise.all(earlierWorkers.map((worker) => worker.stop()));
    if (later) {
      await later.app.close();
      await later.database.close();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails the tasks it interrupted with the reason in their language; the owner, and only the owner, retries one', async () => {
    earlier = await startOn(dataDir);
    // The earlier process's workers: their handler reports 40 % and never ends (the process dies first).
    earlier.ctx.jobHandlers.register('export', 'TEST_STUCK', async ({ progress }) => {
      progress(40);
      await new Promise<void>((resolve) => releases.push(resolve));
      return {};
    });
    await earlier.ctx.jobs.stop();
    earlierWorkers = [1, 2].map(() => new JobWorker({ db: earlier!.database.db, clock: earlier!.ctx.clock, files: earlier!.ctx.files, handlers: earlier!.ctx.jobHandlers, instance: 'earlier-process:1:gone' }));
    const english = await signedIn(earlier.url, 'admin', 'admin1234', 'en');
    const chinese = await signedIn(earlier.url, 'admin', 'admin1234', 'zh');
    const stuckEn = expectOk(await exportTask(english, { taskType: 'TEST_STUCK', configParams: { billCode: 'B-EN' } })).taskId as number;
    const stuckZh = expectOk(await exportTask(chinese, { taskType: 'TEST_STUCK', configParams: { billCode: 'B-ZH' } })).taskId as number;
    earlierWorkers.forEach((worker) => void worker.drain());
    // Progress reaches the table while the tasks run (the handler's report is written in the background).
    await until(english, stuckEn, (t) => t.status === 'running' && t.progress === 40);
    await until(chinese, stuckZh, (t) => t.status === 'running' && t.progress === 40);
    // Both workers are busy: this one waits in the queue when the process dies.
    const queued = expectOk(await exportTask(chinese, { taskType: 'entity:base.carrier', configParams: { filters: {} } })).taskId as number;
    expect((await taskOf(chinese, queued)).status).toBe('queued');
    await crash(earlier);

    later = await startOn(dataDir);
    later.ctx.jobHandlers.register('export', 'TEST_STUCK', async ({ progress }) => {
      progress(60);
      return { file: { name: 'retried.txt', contentType: 'text/plain', bytes: Buffer.from('retried') } };
    });
    const admin = await signedIn(later.url, 'admin', 'admin1234', 'en');
    const adminZh = await signedIn(later.url, 'admin', 'admin1234', 'zh');
    expect(await taskOf(admin, stuckEn)).toMatchObject({ status: 'failed', progress: 40, errorMessage: INTERRUPTED.en, finishedAt: expect.any(String) });
    expect(await taskOf(adminZh, stuckZh)).toMatchObject({ status: 'failed', errorMessage: INTERRUPTED.zh });
    expect(await until(adminZh, queued, (t) => t.status !== 'queued' && t.status !== 'running')).toMatchObject({ status: 'done', progress: 100 });

    // Another user of the tenant, and another tenant's administrator: not theirs to retry (as if there were no such task).
    const operator = await signedIn(later.url, 'operator', 'operator1234', 'en');
    const harbor = await signedIn(later.url, 'harbor_admin', 'harbor1234', 'en');
    for (const stranger of [operator, harbor]) {
      const refused = await retry(stranger, stuckEn);
      expect(refused.http).toBe(404);
      expect(refused.body).toMatchObject({ code: 404, message: `Not found: failed task ${stuckEn}` });
    }
    expect((await taskOf(admin, stuckEn)).status).toBe('failed');
    // A task that did not fail is not retried either.
    expect((await retry(admin, queued)).body.code).toBe(404);
    expect((await retry(admin, 2147483647)).body.code).toBe(404);

    const retried = await retry(admin, stuckEn);
    expect(expectOk(retried)).toEqual({ taskId: stuckEn });
    expect(retried.body.message).toBe('Task queued again');
    const done = await until(admin, stuckEn, (t) => t.status === 'done' || t.status === 'failed');
    expect(done).toMatchObject({ status: 'done', progress: 100, errorMessage: null, fileName: 'retried.txt' });
    expect((await retry(admin, stuckEn)).body.code).toBe(404);
    expect(expectOk(await retry(adminZh, stuckZh)).taskId).toBe(stuckZh);
    expect((await until(adminZh, stuckZh, (t) => t.status === 'done')).errorMessage).toBeNull();
  }, 120_000);
});

describe('processes sharing the database', () => {
  it('fail only the tasks whose claimer stopped beating; a live worker keeps its heartbeat and progress current', async () => {
    const server = await startTestServer();
    try {
      const { db } = server.ctx;
      await server.ctx.jobs.stop(); // the rows below are this test's to run
      const admin = await db.selectFrom('sysUser').select(['id', 'tenantId']).where('username', '=', 'admin').executeTakeFirstOrThrow();
      const running = async (claimedBy: string | null, beatMinutesAgo: number | null, lang: string) => {
        const id = await enqueueJob(db, server.clock, { tenantId: admin.tenantId, userId: admin.id, kind: 'export', taskType: 'TEST_ELSEWHERE', params: { lang } });
        await db.updateTable('syncTask').set({
          status: 'running', progress: 25, claimedBy, startedAt: sql<Date>`now() - interval '30 minutes'`,
          heartbeatAt: beatMinutesAgo === null ? null : sql<Date>`now() - make_interval(mins => ${beatMinutesAgo})`,
        }).where('id', '=', id).execute();
        return id;
      };
      const gone = await running('other-host:41:gone', 10, 'en');
      const beating = await running('other-host:42:alive', 0, 'en');
      const fromBeforeClaims = await running(null, null, 'zh');

      // The sweep every process runs at start and every minute (default limit: 2 minutes without a heartbeat).
      expect((await server.ctx.jobs.recover()).sort()).toEqual([gone, fromBeforeClaims].sort());
      expect(await db.selectFrom('syncTask').select(['id', 'status', 'errorMessage']).where('id', 'in', [gone, beating, fromBeforeClaims]).orderBy('id').execute()).toEqual([
        { id: gone, status: 'failed', errorMessage: INTERRUPTED.en },
        { id: beating, status: 'running', errorMessage: null },
        { id: fromBeforeClaims, status: 'failed', errorMessage: INTERRUPTED.zh },
      ]);

      // A worker of this process beats every 50 ms while its handler runs: another process's sweep leaves it alone.
      let release!: () => void;
      server.ctx.jobHandlers.register('export', 'TEST_BEATING', async ({ progress }) => {
        progress(70);
        await new Promise<void>((resolve) => (release = resolve));
        return {};
      });
      const id = await enqueueJob(db, server.clock, { tenantId: admin.tenantId, userId: admin.id, kind: 'export', taskType: 'TEST_BEATING', params: {} });
      const worker = new JobWorker({ db, clock: server.clock, files: server.ctx.files, handlers: server.ctx.jobHandlers, instance: 'this-host:7:test', heartbeatMs: 50 });
      const pass = worker.drain();
      const row = () => db.selectFrom('syncTask').select(['status', 'progress', 'claimedBy', 'heartbeatAt']).where('id', '=', id).executeTakeFirstOrThrow();
      let first = await row();
      for (let i = 0; i < 100 && first.progress !== 70; i++) first = await new Promise((resolve) => setTimeout(resolve, 20)).then(row);
      expect(first).toMatchObject({ status: 'running', progress: 70, claimedBy: 'this-host:7:test' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const second = await row();
      expect(new Date(second.heartbeatAt!).getTime()).toBeGreaterThan(new Date(first.heartbeatAt!).getTime());
      expect(await failAbandonedJobs(db, server.clock, { instance: 'another-host:8:sweeper', staleAfterMs: 1000 })).not.toContain(id);
      release();
      await pass;
      expect(await waitForJob(db, id)).toMatchObject({ status: 'done', progress: 100 });
    } finally {
      await server.close();
    }
  }, 60_000);
});
