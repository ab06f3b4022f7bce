/**
 * The B2B customs order's commands at the spec's calls (/entryQG, schemas/customs/order-customstob.json; docs/domain/
 * customs-b2b.md) over real HTTP: `checkOrderCustomstob` guarded by the goods lines, `mergeCustomstob` with a result
 * per order, `removeMergeCustomstob`, `submitOrderCustomstobFee` locking the fee lines, each writing a log line; both
 * spellings of a call, a state that forbids a command, a user without the button, another tenant's order, and a retry
 * with the same Idempotency-Key.
 */
import { sql } from 'kysely';
import { TestClient, expectOk } from './http-client';
import { startTestServer, signInAs, type TestServer } from './test-server';

let server: TestServer;
let customs: TestClient;
let customsEn: TestClient;
let operator: TestClient;
let harbor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  customs = await signInAs(server, 'customs');
  customsEn = await signInAs(server, 'customs', 'en');
  operator = await signInAs(server, 'operator');
  harbor = await signInAs(server, 'harbor_admin');
});
afterAll(async () => server?.close());

const BASE = '/api/bdtibs/customs';
let counter = 0;
const GOODS = [{ gNum: 1, gName: '键盘', qty: 10, hsCode: '8471607100', totalPrice: 300 }];

/** A new open order of the demo tenant (customer C1, 0110, port 5301 unless given), with goods lines. */
async function newOrder(values: Record<string, unknown> = {}, client = customs): Promise<{ id: number; orderNo: string; version: number }> {
  return expectOk(await client.request('POST', `${BASE}/saveOrderCustomstob`, {
    json: { orderNo: `QGT${Date.now() % 100000}${++counter}`, customerCode: 'C1', customerName: '测试客户', tradeMode: '0110', iePort: '5301', goods: GOODS, ...values },
  }));
}

const run = (call: string, query: Record<string, string | number>, client = customs, headers: Record<string, string> = {}) =>
  client.request('POST', `${BASE}/${call}`, { query, headers });
const detail = async (id: number, client = customs) => expectOk(await client.request('GET', `${BASE}/queryOrderCustomstobDetail`, { query: { id } }));
const logsOf = async (id: number) => (await sql<{ logType: string; content: string; operator: string }>`SELECT log_type, content, operator FROM customs_order_customstob_log WHERE order_id = ${id} ORDER BY id`.execute(server.ctx.db)).rows;

describe('command calls at the spec\'s names', () => {
  it('are in the OpenAPI document', async () => {
    const doc = await (await fetch(`${server.url}/api/clearway/openapi.json`)).json() as { paths: Record<string, Record<string, any>> };
    for (const name of ['checkOrderCustomstob', 'mergeCustomstob', 'removeMergeCustomstob', 'submitOrderCustomstobFee']) {
      expect(doc.paths[`${BASE}/${name}`]?.post, name).toBeDefined();
    }
    const merge = doc.paths[`${BASE}/mergeCustomstob`]!.post;
    expect(merge.summary).toContain('Merge (command)');
    expect(merge.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['id', 'ids']));
  });

  it('checks an order with ids=…, locks it and writes a log line', async () => {
    const order = await newOrder();
    const reply = expectOk(await run('checkOrderCustomstob', { ids: String(order.id) }));
    expect(reply).toMatchObject({ done: 1, refused: 0 });
    expect(await detail(order.id)).toMatchObject({ declareStatus: '1' });
    expect(await logsOf(order.id)).toEqual([expect.objectContaining({ logType: 'CUSTOMS', operator: 'customs' })]);
    // Locked: its goods lines cannot be changed any more.
    const locked = await customs.request('POST', `${BASE}/saveOrderCustomstobGoods`, { json: { orderId: order.id, gNum: 2, gName: '鼠标', qty: 1 } });
    expect(locked.http).toBe(400);
    expect(locked.body.message).toContain('已提交');
  });

  it('refuses a check whose guard on the goods lines fails, naming the condition', async () => {
    const bare = await newOrder({ goods: [] });
    const noHs = await newOrder({ goods: [{ gNum: 1, gName: '键盘', qty: 1, totalPrice: 10 }] });
    const reply = expectOk(await run('checkOrderCustomstob', { ids: `${bare.id},${noHs.id}` }));
    expect(reply).toMatchObject({ done: 0, refused: 2 });
    expect(reply.rows[0].message).toBe('「审核」不能执行：订单至少要有一行商品，且每行商品都要有商品编码和申报总价');
    expect(reply.rows[1].message).toContain('商品编码');
    expect((await detail(bare.id)).declareStatus).toBe('0');
  });

  it('refuses a command on an order whose state forbids it, naming the state', async () => {
    const order = await newOrder();
    expectOk(await run('checkOrderCustomstob', { id: order.id }));
    const again = expectOk(await run('checkOrderCustomstob', { id: order.id }));
    expect(again.rows[0]).toMatchObject({ ok: false, message: '「审核」不能把状态从「已提交」变为「已提交」' });
  });

  it('merges orders of one customer, trade mode and port with a result per order, in either spelling of the call', async () => {
    const [a, b, c] = [await newOrder(), await newOrder(), await newOrder({ customerCode: 'C2' })];
    const declared = await newOrder();
    await sql`UPDATE customs_order_customstob SET declare_status = '2' WHERE id = ${declared.id}`.execute(server.ctx.db);
    const reply = expectOk(await run('MERGECUSTOMSTOB', { ids: `${a.id},${b.id},${c.id},${declared.id}` }));
    expect(reply).toMatchObject({ done: 2, refused: 2 });
    expect(reply.rows[2].message).toBe(`订单 ${c.orderNo} 与订单 ${a.orderNo} 的客户、贸易方式或口岸不同，不能拼单`);
    expect(reply.rows[3].message).toBe(`订单 ${declared.orderNo} 已申报，不能拼单`);
    expect(reply.summary).toContain('拼单：成功 2 条，2 条未执行');
    const [da, db] = [await detail(a.id), await detail(b.id)];
    expect(da).toMatchObject({ mergeStatus: '1', mergeNo: `PD${a.orderNo}` });
    expect(db).toMatchObject({ mergeStatus: '1', mergeNo: `PD${a.orderNo}` });
    expect((await detail(c.id)).mergeStatus).toBe('0');
    expect((await logsOf(b.id)).map((l) => l.logType)).toEqual(['MERGE']);

    // The spec's own spelling, in English; a merged order cannot be merged again.
    const [d, e] = [await newOrder(), await newOrder()];
    const en = expectOk(await run('mergeCustomstob', { ids: `${d.id},${e.id},${a.id}` }, customsEn));
    expect(en).toMatchObject({ done: 2, refused: 1 });
    expect(en.rows[2].message).toBe('"Merge" cannot move the status from "Merged" to "Merged"');
    expect(en.summary).toMatch(/^Merge: 2 done, 1 refused/);

    // Undo: every order of the merge is released, a declared one refuses.
    const undone = expectOk(await run('removeMergeCustomstob', { ids: String(a.id) }));
    expect(undone.done).toBe(1);
    expect(await detail(b.id)).toMatchObject({ mergeStatus: '0', mergeNo: null });
    await sql`UPDATE customs_order_customstob SET declare_status = '2' WHERE id = ${d.id}`.execute(server.ctx.db);
    const refused = expectOk(await run('removeMergeCustomstob', { ids: String(e.id) }));
    expect(refused.rows[0].message).toBe(`订单 ${d.orderNo} 已申报，不能取消拼单`);
  });

  it('refuses a merge of one order', async () => {
    const a = await newOrder();
    const reply = expectOk(await run('mergeCustomstob', { id: a.id }));
    expect(reply.rows[0].message).toBe('拼单至少需要选择两张订单');
  });

  it('submits the fees once there is a fee line, and locks the fee lines', async () => {
    const order = await newOrder();
    const none = expectOk(await run('submitOrderCustomstobFee', { ids: String(order.id) }));
    expect(none.rows[0].message).toBe('「提交费用」不能执行：至少要有一行费用');
    const fee = expectOk(await customs.request('POST', `${BASE}/saveOrderCustomstobFee`, { json: { orderId: order.id, feeCode: 'CUSTOMS', amount: 150 } }));
    expect(expectOk(await run('submitOrderCustomstobFee', { ids: String(order.id) }))).toMatchObject({ done: 1 });
    expect((await detail(order.id)).feeStatus).toBe('2');
    const locked = await customs.request('POST', `${BASE}/updateOrderCustomstobFee`, { json: { ...fee, amount: 160 } });
    expect(locked.http).toBe(400);
    expect(locked.body.message).toContain('提交审核');
    // The other lines are not locked by the fee state.
    expect((await customs.request('POST', `${BASE}/saveOrderCustomstobBox`, { json: { orderId: order.id, boxNo: 'B1' } })).http).toBe(200);
    expect((await logsOf(order.id)).map((l) => l.logType)).toEqual(['FEE']);
  });

  it('refuses a user without the button, and another tenant\'s order', async () => {
    const order = await newOrder();
    const denied = await run('mergeCustomstob', { ids: `${order.id}` }, operator);
    expect(denied.http).toBe(403);
    const foreign = expectOk(await run('checkOrderCustomstob', { ids: String(order.id) }, harbor));
    expect(foreign.rows[0]).toMatchObject({ ok: false });
    expect(foreign.rows[0].message).toContain(String(order.id));
    expect((await detail(order.id)).declareStatus).toBe('0');
  });

  it('answers a retry with the same Idempotency-Key with the first reply, running once', async () => {
    const [a, b] = [await newOrder(), await newOrder()];
    const headers = { 'idempotency-key': `merge-${a.id}` };
    const first = expectOk(await run('mergeCustomstob', { ids: `${a.id},${b.id}` }, customs, headers));
    const retry = expectOk(await run('mergeCustomstob', { ids: `${a.id},${b.id}` }, customs, headers));
    expect(retry).toEqual(first);
    expect((await logsOf(a.id)).length).toBe(1);
  });

  it('keeps an order\'s documents through saveOrderCustomstobFile / removeOrderCustomstobFile (the Upload field\'s value)', async () => {
    const order = await newOrder();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4 test'))], { type: 'application/pdf' }), 'invoice.pdf');
    const key = expectOk(await customs.request('POST', '/api/bdttms/file/uploadFile', { body: form })).key as string;
    const saved = expectOk(await customs.request('POST', `${BASE}/saveOrderCustomstobFile`, { json: { orderId: order.id, fileType: 'INVOICE', files: [{ key, name: 'invoice.pdf' }] } }));
    expect(saved.files).toEqual([{ key, name: 'invoice.pdf' }]);
    const listed = expectOk(await customs.request('POST', `${BASE}/queryOrderCustomstobFilePageList`, { json: { orderId: order.id, currentPage: 1, pageSize: 10 } }));
    expect(listed.total).toBe(1);
    expect(expectOk(await customs.request('POST', `${BASE}/removeOrderCustomstobFile`, { json: { id: saved.id } }))).toEqual({ deleted: 1 });
  });

  it('stamps a log line written through saveOrderCustomstobLog with its writer and time, whatever was sent', async () => {
    const order = await newOrder();
    const sent = { orderId: order.id, logType: 'NOTE', content: '客户来电催单', operator: 'mallory', operatedAt: '2000-01-01T00:00:00Z' };
    const saved = expectOk(await customs.request('POST', `${BASE}/saveOrderCustomstobLog`, { json: sent }));
    expect(saved.operator).toBe('customs');
    expect(new Date(saved.operatedAt as string).getFullYear()).toBeGreaterThan(2000);
    expect(await logsOf(order.id)).toEqual([expect.objectContaining({ logType: 'NOTE', operator: 'customs' })]);
  });

  it('refuses bad ids as a 400', async () => {
    expect((await run('mergeCustomstob', { ids: '1,x' })).http).toBe(400);
  });

  // Last: it takes a button away from the demo customs role.
  it('refuses a user who has the route but not the command\'s button', async () => {
    const [a, b] = [await newOrder(), await newOrder()];
    await sql`DELETE FROM sys_role_menu_button WHERE menu_button_id IN (
        SELECT b.id FROM sys_menu_button b JOIN sys_menu m ON m.id = b.menu_id WHERE m.menu_path = '/entryQG' AND b.button_code = 'mergeBill')
      AND role_id IN (SELECT ur.role_id FROM sys_user_role ur JOIN sys_user u ON u.id = ur.user_id WHERE u.username = 'customs')`.execute(server.ctx.db);
    const limited = await signInAs(server, 'customs');
    expect((await run('mergeCustomstob', { ids: `${a.id},${b.id}` }, limited)).http).toBe(403);
    expect((await limited.request('POST', '/api/clearway/entity/customs.orderCustomstob/command/merge', { json: { rows: [{ id: a.id }, { id: b.id }] } })).http).toBe(403);
    // The buttons it still holds still work.
    expect(expectOk(await run('checkOrderCustomstob', { ids: String(a.id) }, limited)).done).toBe(1);
  });
});
