import { sql } from 'kysely';
import { countRows } from './count-cache';
import { openDatabase, type OpenedDatabase } from './database';

let database: OpenedDatabase;
const count = (db = database.db) => countRows(db, sql<{ total: string }>`SELECT count(*) AS total FROM count_probe WHERE tenant_id = ${1}`);

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await sql`CREATE TABLE count_probe (id serial PRIMARY KEY, tenant_id integer NOT NULL)`.execute(database.db);
  await sql`INSERT INTO count_probe (tenant_id) SELECT 1 + g % 2 FROM generate_series(1, 10) AS g`.execute(database.db);
});
afterAll(async () => database?.close());

describe('paged totals on PGlite', () => {
  it('are remembered until the next write through the handle, whatever its kind', async () => {
    expect(await count()).toBe(5);
    // A write that bypasses the handle is not seen: the total came from memory (hence: write through db only).
    await database.pool.query('INSERT INTO count_probe (tenant_id) VALUES (1)');
    expect(await count()).toBe(5);
    await database.db.insertInto('countProbe' as never).values({ tenantId: 1 } as never).execute();
    expect(await count()).toBe(7);
    await sql`DELETE FROM count_probe WHERE id = (SELECT max(id) FROM count_probe)`.execute(database.db);
    expect(await count()).toBe(6);
    await sql`UPDATE count_probe SET tenant_id = 2 WHERE id = (SELECT max(id) FROM count_probe)`.execute(database.db);
    expect(await count()).toBe(5);
  });

  it('are not remembered within a transaction, and a rolled-back write leaves no trace', async () => {
    expect(await count()).toBe(5);
    await expect(database.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO count_probe (tenant_id) VALUES (1), (1)`.execute(trx);
      expect(await count(trx)).toBe(7);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(await count()).toBe(5);
  });
});
