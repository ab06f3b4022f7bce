/**
 * B2C (1210) order declarations over real HTTP against the simulated declaration platform (docs/domain/customs.md):
 * an order entered, declared at the spec's calls, its goods reserved on the park ledger, its CEB311 and CEB621 sent
 * through the outbox, the receipts moving it to 申报成功 and 放行; a refusal (over the single limit) moving it to
 * 申报失败 and giving the goods back; receipts kept once and signed; cancelling (CEB623) and handling it; and the
 * refusals: another state, another tenant's order, a user without the grant, bad input, an item short on the ledger.
 */
import { sql } from 'kysely';
import { writeReceipt, cebTime } from '../../server/customs/messages/ceb-xml';
import { signBody } from '../../server/http/hmac-signature';
import { DEV_CUSTOMS_SECRET } from '../../server/config';
import { expectOk, type TestClient } from './http-client';
import { sheet, sheetRows, xlsxForm } from './xlsx-sheets';
import type { TestServer } from './test-server';
import { b2cOrderBody, expectRefused as refusal, startCustomsSignedIn, until, validIdCard as idCard } from './customs-fixtures';

let server: TestServer;
let customs: TestClient;
let operator: TestClient;
let harbor: TestClient;

const BASE = '/api/bdtibs/customs';
type Row = Record<string, any>;
const db = () => server.ctx.db;

beforeAll(async () => {
  ({ server, as: { customs, operator, harbor_admin: harbor } } = await startCustomsSignedIn(['customs', 'operator', 'harbor_admin']));
}, 180_000);
afterAll(async () => server?.close());

const orderBody = (overrides: Row = {}, goods?: Row[]) => b2cOrderBody('TMT', overrides, goods);

async function newOrder(overrides: Row = {}, goods?: Row[]): Promise<Row> {
  return expectOk(await customs.request('POST', `${BASE}/saveOrderCustomsbbc`, { json: orderBody(overrides, goods) }));
}

async function order(id: number): Promise<Row> {
  return expectOk(await customs.request('GET', `${BASE}/queryOrderCustomsbbcDetail`, { query: { id } }));
}

async function ledger(item: string): Promise<Row> {
  return (await sql<Row>`SELECT * FROM customs_stock WHERE ems_no = 'T5349W000021' AND gds_mtno = ${item} AND tenant_id = (SELECT id FROM tenant WHERE tenant_code = 'demo')`.execute(db())).rows[0]!;
}


const declare = (client: TestClient, ids: number[]) => client.request('POST', `${BASE}/sendBBCDeclareTOKJY`, { query: { ids: ids.join(',') } });

describe('declaring a B2C order', () => {
  let accepted: Row;

  it('reserves the goods, sends CEB311 and CEB621, and follows the receipts to 放行', async () => {
    const before = await ledger('GM000004');
    accepted = await newOrder();
    expect(accepted.declareStatus).toBe('0');
    const reply = expectOk(await declare(customs, [accepted.id])) as Row;
    expect(reply.done, JSON.stringify(reply)).toBe(1);
    const declared = await order(accepted.id);
    expect(declared.declareStatus).toBe('1');
    expect(declared.copNo).toMatch(/^CB\d{14}$/);
    expect(declared.emsNo).toBe('T5349W000021');
    const reserved = await ledger('GM000004');
    expect(Number(reserved.prevdRedcQty)).toBe(Number(before.prevdRedcQty) + 2);
    expect(Number(reserved.availableQty)).toBe(Number(before.availableQty) - 2);

    const done = await until(() => order(accepted.id), (o) => o.customsStatus === '800', 'release');
    expect(done.declareStatus).toBe('2');
    expect(done.invtNo).toMatch(/^5349\d{4}I\d{9}$/);
    expect(done.returnInfo).toBe('放行');
    accepted = done;

    const messages = expectOk(await customs.request('POST', '/api/bdtibs/dataQuery/findAllByCallId', { form: { qid: 'FIND_CUSTOMS_BBC_MESSAGE', docId: String(accepted.id) } })) as Row[];
    const sent = messages.filter((m) => m.direction === 'out');
    expect(sent.map((m) => m.messageType).sort()).toEqual(['CEB311', 'CEB621']);
    expect(sent.every((m) => m.sendState === 'sent')).toBe(true);
    const inventory = sent.find((m) => m.messageType === 'CEB621')!;
    expect(inventory.content).toContain(`<ceb:orderNo>${accepted.orderNo}</ceb:orderNo>`);
    expect(inventory.content).toContain('<ceb:emsNo>T5349W000021</ceb:emsNo>');
    expect(inventory.content).toContain('<ceb:itemRecordNo>GM000004</ceb:itemRecordNo>');
    const receipts = messages.filter((m) => m.direction === 'in' && m.messageType === 'CEB622').map((m) => m.returnStatus);
    expect(receipts).toEqual(['2', '120', '399', '800']);
  });

  it('keeps a receipt once, and refuses an unsigned or unreadable one', async () => {
    const [sent] = (await sql<Row>`SELECT guid FROM customs_message WHERE doc_id = ${accepted.id} AND message_type = 'CEB621' AND direction = 'out'`.execute(db())).rows;
    const xml = writeReceipt('CEB622', { guid: sent!.guid, returnStatus: '120', returnTime: cebTime(new Date(), true), returnInfo: '重复的回执' });
    const post = (body: string, signature = signBody(DEV_CUSTOMS_SECRET, body)) => customs.request('POST', '/api/clearway/customs/receipts', { body, headers: { 'content-type': 'application/xml', 'x-customs-signature': signature } });
    const first = expectOk(await post(xml)) as Row;
    expect(first.result).toBe('kept'); // an older status than 放行: kept in the history, the order unchanged
    expect((expectOk(await post(xml)) as Row).result).toBe('duplicate');
    expect((await order(accepted.id)).customsStatus).toBe('800');
    expect(refusal(await post(xml, 'sha256=' + '0'.repeat(64)), 401).message).toBe('回执签名不正确');
    expect(refusal(await post('<not-a-receipt/>')).message).toContain('回执报文无法解析');
  });

  it('refuses a declaration of an order that is not 待申报 or 申报失败, naming its state', async () => {
    const reply = expectOk(await declare(customs, [accepted.id])) as Row;
    expect(reply.refused).toBe(1);
    expect(reply.rows[0].message).toContain('申报成功');
  });

  it('moves an order customs refuses (over the single limit) to 申报失败 and gives its goods back', async () => {
    const before = await ledger('GM000004');
    const big = await newOrder({ goodsValue: 5200, acturalPaid: 5200, taxTotal: 0 });
    expectOk(await declare(customs, [big.id]));
    const failed = await until(() => order(big.id), (o) => o.declareStatus === '3', 'the refusal');
    expect(failed.customsStatus).toBe('100');
    expect(failed.returnInfo).toContain('超过限值5000元');
    expect(Number((await ledger('GM000004')).prevdRedcQty)).toBe(Number(before.prevdRedcQty));
    // 申报失败 is editable: fixed and declared again.
    const fixed = expectOk(await customs.request('POST', `${BASE}/updateOrderCustomsbbc`, { json: { id: failed.id, version: failed.version, goodsValue: 198, acturalPaid: 198, taxTotal: 0 } })) as Row;
    expect(Number(fixed.goodsValue)).toBe(198);
    expectOk(await declare(customs, [big.id]));
    const second = await until(() => order(big.id), (o) => o.customsStatus === '800', 'the second declaration');
    expect(second.declareStatus).toBe('2');
  });

  it('refuses an order whose item the ledger cannot cover, naming the item and the quantities', async () => {
    const line = await ledger('GM000011');
    const greedy = await newOrder({}, [{ gnum: 1, itemRecordNo: 'GM000011', gcode: '2204210000', gname: '红葡萄酒', gmodel: '奔富Bin389|750ml/瓶', country: '601', qty: Number(line.availableQty) + 1, unit: '142', qty1: 0.75, unit1: '095', price: 300, totalPrice: 300 }]);
    const reply = expectOk(await declare(customs, [greedy.id])) as Row;
    expect(reply.rows[0].message).toBe(`账册 T5349W000021 料号 GM000011 可用 ${Number(line.availableQty)}，需要 ${Number(line.availableQty) + 1}`);
    expect((await order(greedy.id)).declareStatus).toBe('0');
  });

  it('declares by order number, saying which numbers do not exist', async () => {
    const one = await newOrder();
    const reply = expectOk(await customs.request('POST', `${BASE}/sendBBCDeclareTOKJYByOrder`, { query: { orderNos: `${one.orderNo},NO_SUCH_ORDER` } })) as Row;
    expect(reply.result.done).toBe(1);
    expect(reply.result.unknown).toEqual(['NO_SUCH_ORDER']);
    expect(reply.result.summary).toContain('订单编号不存在：NO_SUCH_ORDER');
    expect((await order(one.id)).declareStatus).toBe('1');
    expect(refusal(await customs.request('POST', `${BASE}/sendBBCDeclareTOKJYByOrder`, { query: { orderNos: 'NOPE1,NOPE2' } })).message).toBe('订单编号不存在：NOPE1, NOPE2');
  });

  it('cancels an accepted order (CEB623) and, once customs agrees, marks it 已撤单 and releases its goods', async () => {
    const before = await ledger('GM000004');
    const opened = expectOk(await customs.request('POST', `${BASE}/customsbbcCancelDeclare`, { json: { id: accepted.id, reason: '买家申请取消订单' } })) as Row;
    const copNo = opened.result.copNo as string;
    expect(copNo).toMatch(/^CX\d{12}$/);
    expect(refusal(await customs.request('POST', `${BASE}/customsbbcCancelDeclare`, { json: { id: accepted.id, reason: '再来一次' } })).message).toBe(`订单 ${accepted.orderNo} 不能撤单：已有撤单申请 ${copNo}`);
    const list = async () => ((expectOk(await customs.request('POST', `${BASE}/queryOrderCustomsbbcCancelPageList`, { json: { copNo, currentPage: 1, pageSize: 10 } })) as Row).list ?? []) as Row[];
    const cancel = await until(async () => (await list())[0], (c) => c?.cancelStatus === '2', 'the cancellation accepted');
    expect(cancel.customsStatus).toBe('399');
    const handled = expectOk(await customs.request('POST', `${BASE}/customsbbcCancelHandle`, { json: { ids: [cancel.id] } })) as Row;
    expect(handled.done, JSON.stringify(handled)).toBe(1);
    expect((await order(accepted.id)).declareStatus).toBe('4');
    expect(Number((await ledger('GM000004')).prevdRedcQty)).toBe(Number(before.prevdRedcQty) - 2);
    const again = expectOk(await customs.request('POST', `${BASE}/customsbbcCancelHandle`, { json: { ids: [cancel.id] } })) as Row;
    expect(again.rows[0].message).toContain('已处理');
  });

  it('refuses a cancellation of an order customs has not accepted', async () => {
    const fresh = await newOrder();
    expect(refusal(await customs.request('POST', `${BASE}/customsbbcCancelDeclare`, { json: { id: fresh.id, reason: '取消' } })).message).toBe(`订单 ${fresh.orderNo} 不能撤单：只有海关已接受（申报成功、有清单编号）的订单才能撤单`);
    expect(refusal(await customs.request('POST', `${BASE}/customsbbcCancelDeclare`, { json: { id: fresh.id } })).data?.fields?.reason).toBeTruthy();
  });
});

describe('refunds (CEB625) and the parcel back in the park', () => {
  let delivered: Row;
  const refundBase = `${BASE}/saveOrderCustomsbbcReturn`;

  beforeAll(async () => {
    const placed = await newOrder();
    expectOk(await declare(customs, [placed.id]));
    delivered = await until(() => order(placed.id), (o) => o.customsStatus === '800', 'the release');
  });

  it('takes a refund of a released order, completing its lines from the order, and refuses one that does not fit', async () => {
    expect(refusal(await customs.request('POST', refundBase, { json: { orderNo: delivered.orderNo, logisticsNo: delivered.logisticsNo, reason: '多退', goods: [{ gnum: 1, qty: 5 }] } })).data?.fields?.['goods[0].qty']).toContain('超过订购数量 2');
    expect(refusal(await customs.request('POST', refundBase, { json: { orderNo: delivered.orderNo, logisticsNo: 'SF000', reason: '错单', goods: [{ gnum: 1, qty: 1 }] } })).data?.fields?.logisticsNo).toContain('不是订单');
    const fresh = await newOrder();
    expect(refusal(await customs.request('POST', refundBase, { json: { orderNo: fresh.orderNo, logisticsNo: fresh.logisticsNo, reason: '未放行', goods: [{ gnum: 1, qty: 1 }] } })).data?.fields?.orderNo).toBe(`订单 ${fresh.orderNo} 尚未放行，不能退货`);
    const refund = expectOk(await customs.request('POST', refundBase, { json: { orderNo: delivered.orderNo, logisticsNo: delivered.logisticsNo, reason: '包装破损', goods: [{ gnum: 1, qty: 1 }] } })) as Row;
    expect(refund.copNo).toMatch(/^RT\d{12}$/);
    expect(refund.invtNo).toBe(delivered.invtNo);
    expect(refund.returnStatus).toBe('0');
    expect(refund.goods[0]).toMatchObject({ gnum: 1, itemRecordNo: 'GM000004', gcode: '2106909090', unit: '142' });

    const sent = expectOk(await customs.request('POST', `${BASE}/sendBBCReturnDeclareTOKJY`, { query: { ids: String(refund.id) } })) as Row;
    expect(sent.done, JSON.stringify(sent)).toBe(1);
    const detail = async () => expectOk(await customs.request('GET', `${BASE}/queryOrderCustomsbbcReturnDetail`, { query: { id: refund.id } })) as Row;
    const accepted = await until(detail, (r) => r.returnStatus === '2', 'the refund accepted');
    expect(accepted.customsStatus).toBe('399');
    const [message] = (await sql<Row>`SELECT content FROM customs_message WHERE doc_type = 'refund' AND doc_id = ${refund.id} AND direction = 'out'`.execute(db())).rows;
    expect(message!.content).toContain(`<ceb:invtNo>${delivered.invtNo}</ceb:invtNo>`);
    expect(message!.content).toContain('<ceb:InvtRefundList>');

    // The parcel comes back: scanned in at /returnWarehouseScanIbs by its waybill number.
    const scan = (code: string) => customs.request('POST', '/api/clearway/scan-records', { json: { scans: [{ clientScanId: `rt-${code}-${Date.now()}`, scanType: 'returnInIbs', scanCode: code, scannedAt: new Date().toISOString() }] } });
    const moved = expectOk(await scan(delivered.logisticsNo)) as Row;
    expect(moved.results[0].verdict, JSON.stringify(moved)).toBe('moved');
    expect((await detail()).receiveStatus).toBe('1');
    const again = expectOk(await scan(delivered.logisticsNo)) as Row;
    expect(again.results[0].verdict).toBe('refused');
    expect(again.results[0].refusalReason ?? again.results[0].reason).toContain('已入仓');
  });
});

describe('importing orders (importCBOrder) and exporting them', () => {
  const HEADERS = ['订单编号', '电商平台代码', '电商平台名称', '电商企业代码', '电商企业名称', '物流企业代码', '物流企业名称', '运单号', '订购人注册号', '订购人姓名', '证件号码', '订购人电话',
    '收货人', '收货人电话', '收货地址', '商品价格', '实际支付金额', '毛重(kg)', '净重(kg)', '订单商品.序号', '订单商品.账册料号', '订单商品.商品编码', '订单商品.申报品名', '订单商品.规格型号',
    '订单商品.原产国', '订单商品.成交数量', '订单商品.成交单位', '订单商品.法定数量', '订单商品.法定单位', '订单商品.单价', '订单商品.总价'];
  const row = (orderNo: string, idNumber: string, gnum: number) => [orderNo, '3301960TMG', '浙江天猫技术有限公司', '91370200MA3C8TQ46C', '青岛市童趣电子商务有限公司', '4403180SFE', '顺丰速运有限公司',
    `SF${orderNo}`, `tb_${orderNo}`, '李婷', idNumber, '13916023456', '李婷', '13916023456', '上海市浦东新区张杨路500号', 338, 338, 1.8, 1.5,
    gnum, gnum === 1 ? 'GM000004' : 'GM000008', gnum === 1 ? '2106909090' : '3305100000', gnum === 1 ? '鱼油软胶囊' : '洗发水', '规格', '601', 1, '142', 0.52, '035', 169, 169];

  it('imports the good orders of a file and refuses the bad row on its own, naming row and column', async () => {
    const good = idCard('31011519920615242');
    const bytes = await sheet(HEADERS, [row('IMPA1', good, 1), row('IMPA1', good, 2), row('IMPB2', '310115199206152420', 1), row('IMPC3', good, 1)]);
    const reply = expectOk(await customs.request('POST', `${BASE}/importCBOrder`, { body: xlsxForm(bytes, 'orders.xlsx') })) as Row;
    expect(reply).toMatchObject({ inserted: 2, refused: 1 });
    expect(reply.refusedRows).toEqual([expect.objectContaining({ row: 4, column: '证件号码' })]);
    expect(reply.errorFile).toBeTruthy();
    const imported = expectOk(await customs.request('POST', `${BASE}/queryOrderCustomsbbcPageList`, { json: { orderNo: 'IMP', currentPage: 1, pageSize: 10 } })) as Row;
    expect((imported.list as Row[]).map((o) => o.orderNo).sort()).toEqual(['IMPA1', 'IMPC3']);
    const first = (imported.list as Row[]).find((o) => o.orderNo === 'IMPA1')!;
    const lines = expectOk(await customs.request('POST', `${BASE}/queryOrderCustomsbbcGoodsPageList`, { json: { orderId: first.id, currentPage: 1, pageSize: 10 } })) as Row;
    expect((lines.list as Row[]).map((l) => l.itemRecordNo)).toEqual(['GM000004', 'GM000008']);
  });

  it('exports the goods lines, one row per line, and the orders\' inventory numbers', async () => {
    const response = await fetch(`${server.url}${BASE}/exportOrderCustomsbbcGoods`, { method: 'POST', headers: { authorization: `Bearer ${(customs as unknown as { token: string }).token}`, 'content-type': 'application/json' }, body: JSON.stringify({ filters: { orderNo: 'IMPA1' } }) });
    const rows = await sheetRows(Buffer.from(await response.arrayBuffer()));
    expect(rows.slice(1).map((r) => r[0])).toEqual(['IMPA1', 'IMPA1']);
    expect(rows[0]).toContain('账册料号');
  });

  it('answers every other blob export of the B2C area with an XLSX, and refuses a user without the grant', async () => {
    const token = (customs as unknown as { token: string }).token;
    const post = (call: string, bearer = token) => fetch(`${server.url}${BASE}/${call}`, { method: 'POST', headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' }, body: JSON.stringify({ filters: {} }) });
    for (const call of ['exportOrderCustomsbbc', 'exportOrderCustomsbbcCBCode', 'exportCustomsbbcGoodsInfo', 'exportOrderCustomsbbcCancel', 'exportBBCReturnOrderInfo']) {
      const response = await post(call);
      expect(response.status, call).toBe(200);
      expect(response.headers.get('content-type'), call).toContain('spreadsheetml');
      const rows = await sheetRows(Buffer.from(await response.arrayBuffer()));
      expect(rows.length, `${call} has a header and rows`).toBeGreaterThan(1);
    }
    expect((await post('exportOrderCustomsbbcCBCode', (operator as unknown as { token: string }).token)).status).toBe(403);
  });
});

describe('refusals', () => {
  it('names the field of bad input', async () => {
    const reply = refusal(await customs.request('POST', `${BASE}/saveOrderCustomsbbc`, { json: orderBody({ buyerIdNumber: '110105199003071230' }) }));
    expect(reply.data?.fields?.buyerIdNumber).toBeTruthy();
    const noGoodsCode = refusal(await customs.request('POST', `${BASE}/saveOrderCustomsbbc`, { json: orderBody({}, [{ gnum: 1, itemRecordNo: 'GM000004', gcode: '21069', gname: '鱼油', gmodel: 'x', country: '601', qty: 1, unit: '142', qty1: 1, unit1: '035', price: 1, totalPrice: 1 }]) }));
    expect(noGoodsCode.message).toContain('商品编码');
  });

  it('does not let another tenant declare or read a demo order', async () => {
    const mine = await newOrder();
    const reply = await declare(harbor, [mine.id]);
    const body = reply.body as Row;
    expect(reply.http === 200 ? body.data.rows[0].ok : false).toBe(false);
    expect((await harbor.request('GET', `${BASE}/queryOrderCustomsbbcDetail`, { query: { id: mine.id } })).http).toBe(404);
    expect((await order(mine.id)).declareStatus).toBe('0');
  });

  it('refuses a user without the customs menus', async () => {
    const mine = await newOrder();
    expect((await declare(operator, [mine.id])).http).toBe(403);
    expect((await operator.request('POST', `${BASE}/queryOrderCustomsbbcPageList`, { json: { currentPage: 1, pageSize: 10 } })).http).toBe(403);
  });
});
