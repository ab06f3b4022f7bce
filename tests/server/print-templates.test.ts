/**
 * Print templates and the waybill-label stock over real HTTP (docs/domain/printing.md): template types and templates
 * (/print/orderTemplateType, /orderTemplateList) with their references, unique codes and one default per type and
 * carrier; the label number ranges of /doughSheet with their computed counts, range and status rules, import and site
 * scoping; another tenant's rows; users without the grant.
 */
import { sql } from 'kysely';
import { expectOk, type Reply, type TestClient } from './http-client';
import { sheet, xlsxForm } from './xlsx-sheets';
import { startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let customs: TestClient;
let harbor: TestClient;

const PRINT = '/api/bdtibs/print';
const STOCK = '/api/bdttms/doughSheet';
const post = (client: TestClient, path: string, json: unknown) => client.request('POST', path, { json });
const refused = (reply: Reply, http: number) => {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body;
};
/** The field map of a refusal (`{ serialEnd: '…' }`). */
const fieldsOf = (body: any): Record<string, string> => body.data?.fields ?? body.data ?? {};

const LAYOUT = '<div><b>{{consignee}}</b> {{consigneeTelephone}}<p>{{tailTrackingNo}}</p>{{#goods}}<i>{{itemName}}</i>{{/goods}}</div>';
const template = (over: Record<string, unknown> = {}) => ({ templateCode: 'T-SF-A', templateName: '测试顺丰面单', typeCode: 'TEST_LABEL', carrierCode: 'SF', isDefault: 0, layout: LAYOUT, status: '1', ...over });
const range = (over: Record<string, unknown> = {}) => ({ carrierCode: 'SF', prefix: 'SFT9', serialDigits: 8, serialStart: 1001, serialEnd: 2000, usedCount: 0, receivedOn: '2026-11-26', ownerSiteCode: '888888', status: 'available', ...over });

beforeAll(async () => {
  ({ server, as: { admin, operator, customs, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'customs', 'harbor_admin']));
}, 180_000);
afterAll(async () => server?.close());

describe('template types and templates (/print/orderTemplateType, /orderTemplateList)', () => {
  let created: any;

  it('creates a type and a template of it, read back with the type and carrier labels', async () => {
    const type = expectOk(await post(admin, `${PRINT}/savePrintTemplateType`, { typeCode: 'TEST_LABEL', typeName: '测试面单', typeNameEn: 'Test label', printKind: 'tailLabel', paperSize: '100x100', orientation: 'portrait', status: '1' }));
    expect(type).toMatchObject({ typeCode: 'TEST_LABEL', paperSize: '100x100' });
    created = expectOk(await post(admin, `${PRINT}/savePrintTemplate`, template()));
    expect(created).toMatchObject({ templateCode: 'T-SF-A', typeCode: 'TEST_LABEL', carrierCode: 'SF', layout: LAYOUT, modifiedBy: 'admin' });
    const detail = expectOk(await admin.request('GET', `${PRINT}/queryPrintTemplateDetail`, { query: { id: created.id } }));
    expect(detail).toMatchObject({ templateCode: 'T-SF-A', _labels: { typeCode: '测试面单', carrierCode: '顺丰速运' } });
    const listed = expectOk(await post(admin, `${PRINT}/queryPrintTemplatePageList`, { typeCode: 'TEST_LABEL', pageSize: 20 }));
    expect(listed.list.map((row: any) => row.templateCode)).toEqual(['T-SF-A']);
  });

  it('refuses a duplicate code naming the field, for types and templates', async () => {
    const typeClash = refused(await post(admin, `${PRINT}/savePrintTemplateType`, { typeCode: 'TEST_LABEL', typeName: '又一个', printKind: 'sortLabel', paperSize: 'A4', orientation: 'portrait', status: '1' }), 400);
    expect(fieldsOf(typeClash).typeCode).toMatch(/类型编码.*已存在/);
    const clash = refused(await post(admin, `${PRINT}/savePrintTemplate`, template({ templateName: '重复' })), 400);
    expect(fieldsOf(clash).templateCode).toMatch(/模板编码.*已存在/);
  });

  it('refuses a type or carrier that does not exist, naming the field', async () => {
    const noType = refused(await post(admin, `${PRINT}/savePrintTemplate`, template({ templateCode: 'T-NOTYPE', typeCode: 'NO_SUCH' })), 400);
    expect(fieldsOf(noType).typeCode).toMatch(/不存在/);
    const noCarrier = refused(await post(admin, `${PRINT}/savePrintTemplate`, template({ templateCode: 'T-NOCARRIER', carrierCode: 'NOPE' })), 400);
    expect(fieldsOf(noCarrier).carrierCode).toMatch(/不存在/);
  });

  it('keeps one default per type and carrier, and no disabled default', async () => {
    expectOk(await post(admin, `${PRINT}/savePrintTemplate`, template({ templateCode: 'T-SF-DEF', isDefault: 1 })));
    const second = refused(await post(admin, `${PRINT}/savePrintTemplate`, template({ templateCode: 'T-SF-DEF2', isDefault: 1 })), 400);
    expect(fieldsOf(second).isDefault).toMatch(/^打印模板「T-SF-DEF.*」的默认模板已是「是」：同一模板类型、同一承运商只能有一个默认模板，请先取消另一个的默认$/);
    // Another carrier, or no carrier, is another default; a non-default of the same pair is fine.
    expectOk(await post(admin, `${PRINT}/savePrintTemplate`, template({ templateCode: 'T-JD-DEF', carrierCode: 'JD', isDefault: 1 })));
    expectOk(await post(admin, `${PRINT}/savePrintTemplate`, template({ templateCode: 'T-ANY-DEF', carrierCode: null, isDefault: 1 })));
    refused(await post(admin, `${PRINT}/savePrintTemplate`, template({ templateCode: 'T-ANY-DEF2', carrierCode: null, isDefault: 1 })), 400);
    expectOk(await post(admin, `${PRINT}/savePrintTemplate`, template({ templateCode: 'T-SF-B', isDefault: 0 })));
    const disabled = refused(await post(admin, `${PRINT}/savePrintTemplate`, template({ templateCode: 'T-JD-OFF', carrierCode: 'JD', isDefault: 1, status: '0' })), 400);
    expect(fieldsOf(disabled).isDefault).toMatch(/停用的模板不能设为默认模板/);
  });

  it('keeps a type its templates use', async () => {
    const type = (await post(admin, `${PRINT}/queryPrintTemplateTypePageList`, { typeCode: 'TEST_LABEL', pageSize: 5 })).body.data.list[0];
    const body = refused(await post(admin, `${PRINT}/removePrintTemplateType`, { id: type.id }), 400);
    expect(body.message).toMatch(/正被 \d+ 条打印模板/);
  });

  it('seeds the demo types and a default last-mile label per carrier', async () => {
    const types = expectOk(await post(admin, `${PRINT}/queryPrintTemplateTypePageList`, { pageSize: 50 }));
    expect(types.list.map((row: any) => row.printKind).sort()).toEqual(expect.arrayContaining(['customsDeclaration', 'declarationSheet', 'handoverList', 'sortLabel', 'tailLabel']));
    const labels = expectOk(await post(admin, `${PRINT}/queryPrintTemplatePageList`, { typeCode: 'TAIL_LABEL', pageSize: 50 }));
    const defaults = labels.list.filter((row: any) => row.isDefault === 1).map((row: any) => row.carrierCode).sort();
    expect(defaults).toEqual(['EMS', 'JD', 'SF', 'YTO', 'ZTO']);
  });

  it("does not show another tenant's template or type (404), nor list it", async () => {
    refused(await harbor.request('GET', `${PRINT}/queryPrintTemplateDetail`, { query: { id: created.id } }), 404);
    const theirs = expectOk(await post(harbor, `${PRINT}/queryPrintTemplatePageList`, { pageSize: 100 }));
    expect(theirs.list.map((row: any) => row.templateCode)).not.toContain('T-SF-A');
    refused(await post(harbor, `${PRINT}/removePrintTemplate`, { id: created.id }), 404);
    // The harbor tenant may use the demo tenant's code for a template of its own.
    expectOk(await post(harbor, `${PRINT}/savePrintTemplateType`, { typeCode: 'TEST_LABEL', typeName: 'Test', printKind: 'tailLabel', paperSize: '100x150', orientation: 'portrait', status: '1' }));
  });

  it('refuses a user without the page or its buttons (customs): 403', async () => {
    refused(await post(customs, `${PRINT}/queryPrintTemplatePageList`, { pageSize: 10 }), 403);
    refused(await customs.request('GET', `${PRINT}/queryPrintTemplateDetail`, { query: { id: created.id } }), 403);
    refused(await post(customs, `${PRINT}/savePrintTemplate`, template({ templateCode: 'T-CUSTOMS' })), 403);
    refused(await post(customs, `${PRINT}/savePrintTemplateType`, { typeCode: 'CUSTOMS_X', typeName: 'x', printKind: 'sortLabel', paperSize: 'A4', orientation: 'portrait', status: '1' }), 403);
    refused(await post(customs, `${PRINT}/removePrintTemplate`, { id: created.id }), 403);
  });
});

describe('the waybill-label stock (/doughSheet)', () => {
  it('computes the count and what remains, whatever is sent for them', async () => {
    const row = expectOk(await post(admin, `${STOCK}/saveDoughSheet`, range({ usedCount: 250, totalCount: 1, remainingCount: 99999 })));
    expect(row).toMatchObject({ totalCount: 1000, usedCount: 250, remainingCount: 750, status: 'available' });
  });

  it('refuses a range whose last serial is before its first, naming the field, writing nothing', async () => {
    const body = refused(await post(admin, `${STOCK}/saveDoughSheet`, range({ prefix: 'SFT8', serialStart: 5000, serialEnd: 4999 })), 400);
    expect(fieldsOf(body).serialEnd).toMatch(/截止流水号不能小于起始流水号/);
    const stored = await sql<any>`SELECT count(*)::int AS n FROM op_dough_sheet WHERE prefix = 'SFT8'`.execute(server.ctx.db);
    expect(stored.rows[0].n).toBe(0);
  });

  it('refuses a range overlapping another of the same carrier and prefix, and a status the counts contradict', async () => {
    const overlap = refused(await post(admin, `${STOCK}/saveDoughSheet`, range({ serialStart: 1500, serialEnd: 2500 })), 400);
    expect(fieldsOf(overlap).serialStart).toMatch(/同一承运商、同一前缀的号段不能重叠/);
    expectOk(await post(admin, `${STOCK}/saveDoughSheet`, range({ carrierCode: 'JD', serialStart: 1500, serialEnd: 2500 })));
    const notUsedUp = refused(await post(admin, `${STOCK}/saveDoughSheet`, range({ serialStart: 3001, serialEnd: 3010, usedCount: 4, status: 'usedUp' })), 400);
    expect(fieldsOf(notUsedUp).status).toMatch(/号段还有剩余/);
    const stillAvailable = refused(await post(admin, `${STOCK}/saveDoughSheet`, range({ serialStart: 3001, serialEnd: 3010, usedCount: 10 })), 400);
    expect(fieldsOf(stillAvailable).status).toMatch(/已无剩余/);
    const tooMany = refused(await post(admin, `${STOCK}/saveDoughSheet`, range({ serialStart: 3001, serialEnd: 3010, usedCount: 11, status: 'usedUp' })), 400);
    expect(fieldsOf(tooMany).usedCount).toMatch(/已用数量不能超过号段数量/);
  });

  it('imports ranges from XLSX, and a second import updates the used count by the range key', async () => {
    const HEADERS = ['尾程承运商', '单号前缀', '流水号位数', '起始流水号', '截止流水号', '已用数量', '领用日期', '所属站点', '状态', '备注'];
    const upload = async (rows: (string | number | null)[][]) => admin.request('POST', `${STOCK}/importDoughSheet`, { body: xlsxForm(await sheet(HEADERS, rows), 'ranges.xlsx') });
    expect(expectOk(await upload([
      ['YTO', 'YTT1', 8, 1, 500, 0, '2026-11-26', 'SZ001', 'available', '导入测试'],
      ['ZTO', '7599', 8, 10001, 12000, 0, '2026-11-26', '888888', 'available', null],
    ]))).toMatchObject({ inserted: 2 });
    expect(expectOk(await upload([['YTO', 'YTT1', 8, 1, 500, 500, '2026-11-26', 'SZ001', 'usedUp', '已用完']]))).toMatchObject({ updated: 1, inserted: 0 });
    const found = expectOk(await post(admin, `${STOCK}/queryDoughSheetPageList`, { prefix: 'YTT1', pageSize: 10 }));
    expect(found.list).toEqual([expect.objectContaining({ totalCount: 500, usedCount: 500, remainingCount: 0, status: 'usedUp' })]);
    const bad = refused(await upload([['YTO', 'YTT2', 8, 900, 100, 0, '2026-11-26', 'SZ001', 'available', null]]), 400);
    expect(JSON.stringify(bad.data)).toContain('截止流水号不能小于起始流水号');
  });

  it('shows an operator the ranges of his site only, and refuses him the import', async () => {
    const mine = expectOk(await post(operator, `${STOCK}/queryDoughSheetPageList`, { pageSize: 200 }));
    expect(mine.list.length).toBeGreaterThan(0);
    expect(new Set(mine.list.map((row: any) => row.ownerSiteCode))).toEqual(new Set(['SZ001']));
    const form = xlsxForm(await sheet(['尾程承运商', '单号前缀', '起始流水号', '截止流水号', '领用日期', '所属站点'], [['SF', 'SFOP', 1, 10, '2026-11-26', 'SZ001']]), 'r.xlsx');
    refused(await operator.request('POST', `${STOCK}/importDoughSheet`, { body: form }), 403);
    refused(await post(operator, `${STOCK}/saveDoughSheet`, range({ prefix: 'SFOP', ownerSiteCode: 'SZ001' })), 403);
  });

  it("hides another tenant's range (404), and refuses customs (no page): 403", async () => {
    const demoRange = (await sql<any>`SELECT d.id FROM op_dough_sheet d JOIN tenant t ON t.id = d.tenant_id WHERE t.tenant_code = 'demo' ORDER BY d.id LIMIT 1`.execute(server.ctx.db)).rows[0];
    refused(await harbor.request('GET', `${STOCK}/queryDoughSheetDetail`, { query: { id: demoRange.id } }), 404);
    const theirs = expectOk(await post(harbor, `${STOCK}/queryDoughSheetPageList`, { pageSize: 100 }));
    expect(theirs.list.every((row: any) => row.carrierCode === 'HBKERRY')).toBe(true);
    refused(await post(customs, `${STOCK}/queryDoughSheetPageList`, { pageSize: 10 }), 403);
    refused(await customs.request('GET', `${STOCK}/queryDoughSheetDetail`, { query: { id: demoRange.id } }), 403);
  });

  it('seeds nearly used-up SF/JD/YTO/ZTO/EMS ranges at 888888 and SZ001', async () => {
    const all = expectOk(await post(admin, `${STOCK}/queryDoughSheetPageList`, { pageSize: 200 }));
    const seeded = all.list.filter((row: any) => !String(row.prefix).startsWith('SFT') && !['YTT1', '7599'].includes(row.prefix) && !(row.carrierCode === 'JD' && row.prefix === 'SFT9'));
    expect(new Set(seeded.map((row: any) => row.carrierCode))).toEqual(new Set(['SF', 'JD', 'YTO', 'ZTO', 'EMS']));
    expect(new Set(seeded.map((row: any) => row.ownerSiteCode))).toEqual(new Set(['888888', 'SZ001']));
    expect(seeded.filter((row: any) => row.status === 'available' && row.remainingCount < 0.05 * row.totalCount).length).toBeGreaterThanOrEqual(3);
  });
});
