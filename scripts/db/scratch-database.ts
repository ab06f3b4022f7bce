import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database created for one test file or benchmark run on a PostgreSQL server, dropped afterwards. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a database with a random name (`{prefix}_{hex}`) on the server of `serverUrl` and returns its URL.
 * Each statement gets its own connection: CREATE and DROP DATABASE cannot run inside another's transaction, and
 * the drop forces out connections a failed run left open.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
