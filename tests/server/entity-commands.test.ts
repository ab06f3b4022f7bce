/**
 * Commands and locking by state on the claims of /claimsRegister (schemas/customer-service/claim.json): a submitted
 * claim is locked (update and delete refused on the server), `approve` takes parameters checked like fields and a
 * guard against the amount claimed, `reject` a reason; both need the `audit` button, move the claim along its
 * lifecycle, are audited, and run once per Idempotency-Key. Submitting several claims answers per row.
 */
import { startSignedIn, type TestServer } from './test-server';
import { grantRoleMenu } from './role-grants';
import { TestClient, expectOk, type Reply } from './http-client';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
});
afterAll(async () => server?.close());

/** Grants the operator's role a menu and some of its buttons (as an administrator would). */
const grantOperator = (path: string, buttons: string[]) => grantRoleMenu(server.ctx.db, { roleCode: 'ROLE_OPERATOR', path, buttons });

let counter = 0;
type Claim = { id: number; version: number; claimNo: string; claimState: string; [key: string]: unknown };
const save = async (row: Record<string, unknown> = {}, client = admin): Promise<Claim> =>
  expectOk(await client.request('POST', '/api/bdtibs/base/saveClaims', { json: { claimNo: `CMD${++counter}`, orderCode: 'SO1', claimType: 'lost', claimAmount: 500, ...row } }));
const move = (transition: string, body: Record<string, unknown>, client = admin) =>
  client.request('POST', '/api/clearway/entity/customerService.claim/transition', { json: { transition, ...body } });
const submit = async (claim: Claim): Promise<Claim> => expectOk(await move('submit', { id: claim.id, version: claim.version }));
const command = (name: string, body: Record<string, unknown>, client = admin, headers: Record<string, string> = {}) =>
  client.request('POST', `/api/clearway/entity/customerService.claim/command/${name}`, { json: body, headers });
const read = async (claimNo: string, client = admin): Promise<Claim> =>
  expectOk(await client.query('findPageByCallId', { qid: 'FIND_CLAIMS', claimNo })).list[0];

function expect400(reply: Reply, message: string): void {
  expect(reply.http, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body.message).toBe(message);
}

describe('locking by state', () => {
  it('refuses the edit and the delete of a submitted claim, naming it and its state; a registered one saves', async () => {
    const claim = await save();
    const edited = expectOk(await admin.request('POST', '/api/bdtibs/base/updateClaims', { json: { ...claim, claimant: '改' } }));
    const submitted = await submit(edited);
    expect(submitted.claimState).toBe('submitted');
    const refused = await admin.request('POST', '/api/bdtibs/base/updateClaims', { json: { ...submitted, claimAmount: 1 } });
    expect400(refused, `理赔登记「${claim.claimNo}」为「已提交」状态，已锁定，不能修改`);
    const english = new TestClient(admin.baseUrl, 'en');
    english.token = admin.token;
    expect((await english.request('POST', '/api/bdtibs/base/updateClaims', { json: { ...submitted, claimAmount: 1 } })).body.message)
      .toBe(`Claim registration ${claim.claimNo} is Submitted and locked: it cannot be changed`);
    expect400(await admin.request('POST', '/api/bdtibs/base/removeClaims', { json: { id: claim.id } }), `理赔登记「${claim.claimNo}」为「已提交」状态，已锁定，不能删除`);
    expect(await read(claim.claimNo)).toMatchObject({ claimAmount: '500.00000', version: submitted.version });
  });

  it('refuses the seeded submitted claim of the demo too (the issue\'s bug)', async () => {
    const seeded = await read('CL20261102001');
    expect(seeded.claimState).toBe('submitted');
    expect((await admin.request('POST', '/api/bdtibs/base/updateClaims', { json: { ...seeded, description: '再改' } })).http).toBe(400);
  });
});

describe('guards and batch transitions', () => {
  it('refuses a submit whose guard fails, naming the transition and the condition', async () => {
    const claim = await save({ claimAmount: 0 });
    expect400(await move('submit', { id: claim.id, version: claim.version }), '「提交」不能执行：索赔金额须大于 0');
  });

  it('submits several claims, each at its version, with a result per row', async () => {
    const a = await save();
    const b = await save();
    const done = await submit(await save());
    const empty = await save({ claimAmount: 0 });
    const reply = expectOk(await move('submit', { rows: [a, b, done, empty].map(({ id, version }) => ({ id, version })) }));
    expect(reply).toMatchObject({ done: 2, refused: 2 });
    expect(reply.rows).toEqual([
      { id: a.id, ok: true, version: 2 },
      { id: b.id, ok: true, version: 2 },
      { id: done.id, ok: false, message: '「提交」不能把状态从「已提交」变为「已提交」' },
      { id: empty.id, ok: false, message: '「提交」不能执行：索赔金额须大于 0' },
    ]);
    expect(reply.summary).toBe('提交：成功 2 条，2 条未执行：「提交」不能把状态从「已提交」变为「已提交」；「提交」不能执行：索赔金额须大于 0');
    expect((await read(a.claimNo)).claimState).toBe('submitted');
    expect((await read(empty.claimNo)).claimState).toBe('registered');
  });

  it('refuses a stale row and another tenant\'s row in a batch, moving the others', async () => {
    const a = await save();
    const b = await save();
    const theirs = await save({}, harbor);
    const reply = expectOk(await move('submit', { rows: [{ id: a.id, version: 7 }, { id: b.id, version: b.version }, { id: theirs.id, version: theirs.version }] }));
    expect(reply.rows.map((r: { ok: boolean }) => r.ok)).toEqual([false, true, false]);
    expect(reply.rows[0].message).toBe('数据已被他人修改，请刷新后重试');
    expect(reply.rows[2].message).toContain('没有这条记录');
    expect((await read(theirs.claimNo, harbor)).claimState).toBe('registered');
  });
});

describe('commands', () => {
  it('approves a submitted claim with its parameters, moving it and auditing both writes', async () => {
    const claim = await submit(await save());
    const reply = expectOk(await command('approve', { rows: [{ id: claim.id, version: claim.version }], params: { approvedAmount: '450.456', remark: '同意' } }));
    // Money is rounded half-up to its two places (decimal2), not cut.
    expect(reply).toMatchObject({ done: 1, refused: 0, rows: [{ id: claim.id, ok: true, version: claim.version + 2 }], summary: '审批通过：成功 1 条' });
    expect(await read(claim.claimNo)).toMatchObject({ claimState: 'approved', approvedAmount: '450.46000', reviewRemark: '同意' });
    const audit = expectOk(await admin.request('GET', '/api/clearway/audit', { query: { entity: 'customerService.claim', rowId: claim.id } }));
    expect(audit.list.slice(0, 2).map((e: { action: string; changed: unknown }) => [e.action, e.changed])).toEqual([
      ['transition', { claimState: ['submitted', 'approved'] }],
      ['command', { approvedAmount: [null, '450.46000'], reviewRemark: [null, '同意'] }],
    ]);
  });

  it('checks the parameters like fields, and the guard against the amount claimed', async () => {
    const claim = await submit(await save({ claimAmount: 300 }));
    const rows = [{ id: claim.id, version: claim.version }];
    const missing = await command('approve', { rows, params: {} });
    expect(missing.http).toBe(400);
    expect(missing.body.data.fields).toEqual({ approvedAmount: expect.stringContaining('核定金额') });
    const long = await command('approve', { rows, params: { approvedAmount: 1, remark: 'x'.repeat(513) } });
    expect(long.body.data.fields).toHaveProperty('remark');
    expect400(await command('approve', { rows, params: { approvedAmount: 300.01 } }), '「审批通过」不能执行：核定金额不能大于索赔金额');
    expect(await read(claim.claimNo)).toMatchObject({ claimState: 'submitted', version: claim.version });
  });

  it('refuses a command on a row whose state forbids it, and a wrong selection', async () => {
    const claim = await save();
    expect400(await command('reject', { rows: [{ id: claim.id }], params: { reason: '资料不全' } }), '「驳回」不能把状态从「已登记」变为「已驳回」');
    expect400(await command('reject', { rows: [], params: { reason: 'x' } }), '「驳回」需要选择一条记录');
    expect400(await command('archive', { rows: [{ id: claim.id }] }), '理赔登记没有名为 archive 的命令');
  });

  it('rejects with a reason; the rejected claim stays locked', async () => {
    const claim = await submit(await save());
    expectOk(await command('reject', { rows: [{ id: claim.id, version: claim.version }], params: { reason: '资料不全' } }));
    const rejected = await read(claim.claimNo);
    expect(rejected).toMatchObject({ claimState: 'rejected', reviewRemark: '资料不全' });
    expect((await admin.request('POST', '/api/bdtibs/base/updateClaims', { json: { ...rejected, claimant: 'x' } })).http).toBe(400);
  });

  it('needs the command\'s button: the route alone, or another button, is not enough', async () => {
    const claim = await submit(await save());
    const body = { rows: [{ id: claim.id }], params: { reason: 'x' } };
    expect((await command('reject', body, operator)).http).toBe(403);
    await grantOperator('/claimsRegister', ['submit']);
    expect((await command('reject', body, operator)).http).toBe(403);
    await grantOperator('/claimsRegister', ['audit']);
    expect(expectOk(await command('reject', body, operator)).done).toBe(1);
  });

  it('refuses another tenant\'s row', async () => {
    const row = await save({}, harbor);
    const theirs: Claim = expectOk(await move('submit', { id: row.id, version: row.version }, harbor));
    const reply = await command('reject', { rows: [{ id: theirs.id }], params: { reason: 'x' } });
    expect(reply.http).toBe(404);
    expect((await read(theirs.claimNo, harbor)).claimState).toBe('submitted');
  });

  it('runs once per Idempotency-Key: a retry answers the first reply without running again', async () => {
    const claim = await submit(await save());
    const body = { rows: [{ id: claim.id, version: claim.version }], params: { approvedAmount: 10 } };
    const first = expectOk(await command('approve', body, admin, { 'Idempotency-Key': `approve-${claim.id}` }));
    const retry = expectOk(await command('approve', body, admin, { 'Idempotency-Key': `approve-${claim.id}` }));
    expect(retry).toEqual(first);
    const audit = expectOk(await admin.request('GET', '/api/clearway/audit', { query: { entity: 'customerService.claim', rowId: claim.id } }));
    expect(audit.list.filter((e: { action: string }) => e.action === 'command')).toHaveLength(1);
    // Without the key the same call runs again, and is refused: the claim is approved already.
    expect((await command('approve', body, admin)).http).toBe(409);
    // The key of another command is refused, not answered with another command's reply.
    expect((await command('reject', { rows: [{ id: claim.id }], params: { reason: 'x' } }, admin, { 'Idempotency-Key': `approve-${claim.id}` })).http).toBe(409);
  });
});
