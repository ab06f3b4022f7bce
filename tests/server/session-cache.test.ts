/**
 * A session's user and grants are kept in memory between requests (server/services/session-cache.ts), yet a change
 * to anything they are made of shows at the very next request, whoever makes it: here plain SQL, as an administrator
 * at a database prompt would. The demo customs user has no /carrierManagement in their menu.
 */
import { sql } from 'kysely';
import { startTestServer, signInAs, type TestServer } from './test-server';
import { type TestClient } from './http-client';

let server: TestServer;
let customs: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  customs = await signInAs(server, 'customs');
});
afterAll(async () => server?.close());

const run = (statement: ReturnType<typeof sql>) => statement.execute(server.ctx.db);
const readCarriers = async () => (await customs.query('findPageByCallId', { qid: 'FIND_CARRIER' })).body.code;
const currentRoles = async () => (await customs.request('GET', '/api/uaa/users/getSysUser')).body.data?.roles;
const authorityVersion = async () => Number((await sql<{ version: string }>`SELECT version FROM authority_version`.execute(server.ctx.db)).rows[0]!.version);

describe('the session cache', () => {
  it('a route granted, disabled or taken away opens or closes at the next request', async () => {
    expect(await readCarriers()).toBe(403);
    await run(sql`INSERT INTO sys_role_menu (role_id, menu_id)
      SELECT ur.role_id, m.id FROM sys_user u JOIN sys_user_role ur ON ur.user_id = u.id JOIN sys_menu m ON m.tenant_id = u.tenant_id
      WHERE u.username = 'customs' AND m.menu_path = '/carrierManagement'`);
    expect(await readCarriers()).toBe(200);
    expect(await readCarriers()).toBe(200);
    await run(sql`UPDATE sys_menu SET menu_status = 0 WHERE menu_path = '/carrierManagement'`);
    expect(await readCarriers()).toBe(403);
    await run(sql`UPDATE sys_menu SET menu_status = 1 WHERE menu_path = '/carrierManagement'`);
    expect(await readCarriers()).toBe(200);
    await run(sql`DELETE FROM sys_role_menu WHERE menu_id IN (SELECT id FROM sys_menu WHERE menu_path = '/carrierManagement')`);
    expect(await readCarriers()).toBe(403);
  });

  it('a role taken from the user, or the user disabled, shows at the next request', async () => {
    expect(await currentRoles()).toEqual(['ROLE_CUSTOMS']);
    const taken = await run(sql`DELETE FROM sys_user_role WHERE user_id = (SELECT id FROM sys_user WHERE username = 'customs') RETURNING user_id, role_id`);
    expect(await currentRoles()).toEqual([]);
    const [row] = taken.rows as { userId: number; roleId: number }[];
    await run(sql`INSERT INTO sys_user_role (user_id, role_id) VALUES (${row!.userId}, ${row!.roleId})`);
    expect(await currentRoles()).toEqual(['ROLE_CUSTOMS']);

    await run(sql`UPDATE sys_user SET status = 0 WHERE username = 'customs'`);
    expect((await customs.request('GET', '/api/uaa/users/getSysUser')).body.code).toBe(50008);
    await run(sql`UPDATE sys_user SET status = 1 WHERE username = 'customs'`);
    expect(await currentRoles()).toEqual(['ROLE_CUSTOMS']);
  });

  it('a logout ends the session at once, though its user is in memory', async () => {
    const other = await signInAs(server, 'customs');
    expect((await other.request('GET', '/api/uaa/users/getSysUser')).body.code).toBe(200);
    expect((await other.request('POST', '/api/clearway/auth/logout')).body.code).toBe(200);
    expect((await other.request('GET', '/api/uaa/users/getSysUser')).body.code).toBe(50008);
    expect(await currentRoles()).toEqual(['ROLE_CUSTOMS']);
  });

  it('only the columns a signed-in user is made of move the authority version, and only when committed', async () => {
    const before = await authorityVersion();
    await run(sql`UPDATE sys_user SET email = 'customs2@demo.example' WHERE username = 'customs'`);
    expect(await authorityVersion()).toBe(before);
    await expect(server.ctx.db.transaction().execute(async (trx) => {
      await sql`UPDATE sys_user SET nickname = '改名' WHERE username = 'customs'`.execute(trx);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(await authorityVersion()).toBe(before);
    await run(sql`UPDATE sys_user SET nickname = '关务小李' WHERE username = 'customs'`);
    expect(await authorityVersion()).toBe(before + 1);
  });
});
