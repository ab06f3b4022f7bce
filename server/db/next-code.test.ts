import { sql } from 'kysely';
import { nextCode } from './next-code';
import { openDatabase, type OpenedDatabase } from './database';

let database: OpenedDatabase;
const sequence = { table: 'code_probe', column: 'probeCode', tenantId: 1, prefix: 'CW261126', digits: 6 };
const next = (over: Partial<typeof sequence> = {}) => nextCode(database.db, { ...sequence, ...over });

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await sql`CREATE TABLE code_probe (id serial PRIMARY KEY, tenant_id integer NOT NULL, probe_code text NOT NULL)`.execute(database.db);
});
afterAll(async () => database?.close());

describe('the next code of a sequence', () => {
  it('starts at 1 and goes on from the highest stored code of the prefix, in the tenant', async () => {
    expect(await next()).toBe('CW261126000001');
    await sql`INSERT INTO code_probe (tenant_id, probe_code) VALUES
      (1, 'CW261126000007'), (1, 'CW261126000012'), (1, 'CW261125000900'), (2, 'CW261126000500'),
      (1, 'CW2611260000999'), (1, 'CW26112600001X')`.execute(database.db);
    // Another day, another tenant, a longer code and one typed by hand with a letter in its tail do not count.
    expect(await next()).toBe('CW261126000013');
    expect(await next({ tenantId: 2 })).toBe('CW261126000501');
    expect(await next({ prefix: 'CW261127' })).toBe('CW261127000001');
  });

  it('reads one row, however many codes the day holds (not the whole day sorted, per order of a big import)', async () => {
    const nodes: { limit?: unknown }[] = [];
    const watched = database.db.withPlugin({ transformQuery: ({ node }) => { nodes.push(node as never); return node; }, transformResult: async ({ result }) => result });
    await sql`INSERT INTO code_probe (tenant_id, probe_code) SELECT 3, 'RG261126' || lpad(g::text, 4, '0') FROM generate_series(1, 3000) AS g`.execute(database.db);
    expect(await nextCode(watched, { ...sequence, tenantId: 3, prefix: 'RG261126', digits: 4 })).toBe('RG2611263001');
    expect(nodes).toHaveLength(1);
    expect(nodes[0]!.limit).toBeDefined();
  });
});
