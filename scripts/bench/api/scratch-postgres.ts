import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../db/scratch-database';

/** A PostgreSQL database the bench may fill and throw away. */
export interface ScratchPostgres {
  url: string;
  /** Where it came from, for the report. */
  label: string;
  drop(): Promise<void>;
}

const BIN = '/usr/lib/postgresql/15/bin';

/**
 * A scratch database: on the server of DATABASE_URL when it is set (created and dropped there, like
 * scripts/bench/query.ts), else a throwaway cluster of the local PostgreSQL 15 binaries in os.tmpdir(), on a free
 * loopback port (initdb refuses root, so as root it runs as the `postgres` user). Undefined when neither is possible.
 */
export async function scratchPostgres(): Promise<ScratchPostgres | undefined> {
  if (process.env.DATABASE_URL) return scratchDatabase(process.env.DATABASE_URL);
  if (!fs.existsSync(path.join(BIN, 'initdb'))) return undefined;
  return scratchCluster();
}

async function scratchDatabase(serverUrl: string): Promise<ScratchPostgres> {
  const database = await createScratchDatabase(serverUrl, 'clearway_bench_api');
  return { ...database, label: `DATABASE_URL (${new URL(database.url).host})` };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function scratchCluster(): Promise<ScratchPostgres | undefined> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(BIN, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(BIN, tool), ...args] : args;
    execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 });
  };
  try {
    if (asRoot) execFileSync('chown', ['postgres', dir]);
    const data = path.join(dir, 'data');
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
    const port = await freePort();
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      label: `local PostgreSQL 15 in ${dir}`,
      drop: async () => {
        try {
          run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    console.error(`could not start a local PostgreSQL: ${error instanceof Error ? error.message : error}`);
    fs.rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}
