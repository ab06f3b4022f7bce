/**
 * The seven declaration settings of the bonded-import area over real HTTP (docs/domain/customs-settings.md; the
 * customs pattern, docs/api.md "Entity endpoints"): for each, the customs clerk lists the demo rows, creates, updates
 * and (an administrator) removes a row; a duplicate key, a malformed code and a missing required field are 400s naming
 * the field, with nothing written; another tenant neither reads nor updates a demo row (404); a user without the menu is
 * refused (403). Then the rules between the settings: one default customs setup, references that must exist, a ledger
 * in use that cannot go, and the demo values the declaration reads.
 */
import { expectOk, type Reply, type TestClient } from './http-client';
import { startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let customs: TestClient;
let operator: TestClient;
let harbor: TestClient;

type Row = Record<string, any>;

beforeAll(async () => {
  ({ server, as: { admin, customs, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'customs', 'operator', 'harbor_admin']));
}, 180_000);
afterAll(async () => server?.close());

const BASE = '/api/bdtibs/customs';
const post = (client: TestClient, call: string, json: unknown) => client.request('POST', `${BASE}/${call}`, { json });
const list = async (client: TestClient, entity: string, filters: Row = {}): Promise<Row[]> =>
  expectOk(await post(client, `query${entity}PageList`, { currentPage: 1, pageSize: 100, ...filters })).list;

function refused(reply: Reply, http: number): Reply['body'] {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body;
}
/** A row with its decimals as numbers: numeric columns travel as their text (`"6.50"`), as node-postgres reads them. */
const decimals = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+\.\d+$/.test(v) ? Number(v) : v]));
const fieldsOf = (reply: Reply): Record<string, string> => refused(reply, 400).data?.fields ?? {};

async function rowCount(table: string): Promise<number> {
  const row = await server.ctx.db.selectFrom(table as 'baseSite').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function count(table: string, column: string, value: string): Promise<number> {
  const row = await server.ctx.db.selectFrom(table as 'baseSite').select((eb) => eb.fn.countAll<string>().as('n')).where(column as 'siteCode', '=', value).executeTakeFirstOrThrow();
  return Number(row.n);
}

interface Case {
  /** The entity's name in its calls (`queryCustomsConfigPageList`). */
  entity: string;
  /** Its table (camel case, as Kysely names it). */
  table: string;
  /** The field of its first unique key. */
  key: string;
  /** Key values of demo rows of the demo tenant. */
  demo: string[];
  /** A new row of the demo tenant, its references pointing at demo rows. */
  row: Row;
  /** What the update changes. */
  change: Row;
  /** Values that make `row` another row (a key of its own), for the refused creates. */
  other: Row;
  /** A value the schema refuses, with its field. */
  bad: [field: string, value: unknown];
  /** A required field left out. */
  missing: string;
}

const CASES: Case[] = [
  {
    entity: 'CustomsConfig', table: 'customsCustomsConfig', key: 'configCode', demo: ['QH1210', 'QH1210-B', 'SZW9610'],
    row: { configCode: 'TQH-TEST', configName: '测试申报配置', agentCode: '4403660QLY', agentName: '深圳市前海清路供应链有限公司', copCode: '4403660QLY', copName: '深圳市前海清路供应链有限公司', dxpMode: 'DXP', dxpId: 'DXPENT0000999001', customsCode: '5349', portCode: '5349', loctNo: '534901', isDefault: 0, status: '0' },
    change: { dxpId: 'DXPENT0000999002', portCode: '5316' },
    other: { configCode: 'TQH-BAD' },
    bad: ['customsCode', '534'], missing: 'agentName',
  },
  {
    entity: 'WaybillConfig', table: 'customsWaybillConfig', key: 'logisticsCode', demo: ['4403180SFE', '3122260ZTO', '1101980EMS'],
    row: { carrierCode: 'YTO', logisticsCode: '3101180YTO', logisticsName: '圆通速递有限公司', sendBy: '2', packNo: 1, freight: 6.5, insuredFee: 0, currency: '142', waybillPrefix: 'YT', status: '0' },
    change: { sendBy: '1', freight: 7 },
    other: { carrierCode: 'YUNDA', logisticsCode: '3101180YDX' },
    bad: ['sendBy', '3'], missing: 'logisticsName',
  },
  {
    entity: 'OrderConfig', table: 'customsOrderConfig', key: 'ebcCode', demo: ['91370200MA3C8TQ46C', '91440300MA5DJH0R3B', '91410100MA44TQ7Y5T'],
    row: { ebcCode: '91440300MA5FP6TD0M', ebcName: '深圳市云关通信息技术有限公司', orderSendBy: '2', payCode: '3120960ZFB', payName: '支付宝（中国）网络技术有限公司', paySendBy: '1', buyerIdCheck: 1, currency: '142', status: '0' },
    change: { payCode: '4403960CFT', payName: '财付通支付科技有限公司' },
    other: { ebcCode: '91440300MA5FP6TD1X' },
    bad: ['ebcCode', 'ABC123'], missing: 'payCode',
  },
  {
    entity: 'PlatformConfig', table: 'customsPlatformConfig', key: 'shopCode', demo: ['SHOP1001', 'SHOP1002', 'SHOP1004'],
    row: { shopCode: 'SHOP1011', platformName: '天猫国际', ebpCode: '3301960TMG', ebpName: '浙江天猫技术有限公司', ebcCode: '91370200MA3C8TQ46C', autoImport: 0, status: '0' },
    change: { autoImport: 1 },
    other: { shopCode: 'SHOP1010' },
    bad: ['ebpCode', '12345'], missing: 'shopCode',
  },
  {
    entity: 'ManifestConfig', table: 'customsManifestConfig', key: 'ebcCode', demo: ['91370200MA3C8TQ46C', '91440300MA5DJH0R3B', '91410100MA44TQ7Y5T'],
    row: { ebcCode: '91440300MA5DJH0R3B', ebpCode: '3101960DYD', ebpName: '上海格物致品网络科技有限公司', assureCode: '91440300MA5FQL7K23', emsNo: 'T5349W000035', areaCode: '91440300MA5EY3NB1X', areaName: '深圳市前海信达仓储服务有限公司', tradeMode: '1210', trafMode: '4', wrapType: '2', country: '142', customsCode: '5349', portCode: '5349', status: '0' },
    change: { emsNo: 'T5349W000021', areaCode: '91440300MA5G2HWX8R', areaName: '深圳市前海湾保税物流有限公司' },
    other: { ebpCode: '1101960KSE' },
    bad: ['portCode', '534'], missing: 'assureCode',
  },
  {
    entity: 'ParkLedgerConfig', table: 'customsParkLedgerConfig', key: 'emsNo', demo: ['T5349W000021', 'T5349W000035'],
    row: { emsNo: 'T5349W000099', bwlTypecd: 'N', masterCuscd: '5349', bizopEtpsSccd: '91440300MA5G2HWX8R', bizopEtpsNo: '4403660A21', bizopEtpsNm: '深圳市前海湾保税物流有限公司', houseNo: 'QHW09', houseNm: '前海湾保税港区九号仓（测试）', appendTypecd: '1', finishValidDate: '2029-12-31', limitDays: 180, status: '0' },
    change: { limitDays: 365, finishValidDate: '2030-06-30' },
    other: { emsNo: 'T5349W000098' },
    bad: ['bizopEtpsSccd', '91440300MA5G2HWX8A'], missing: 'houseNm',
  },
  {
    entity: 'StoreDeclarationConfig', table: 'customsStoreDeclarationConfig', key: 'warehouseCode', demo: ['QHW01', 'QHW01-C', 'QHW03'],
    row: { warehouseCode: 'QHW09', warehouseName: '前海湾保税港区九号仓', emsNo: 'T5349W000021', loctNo: '534909', operatorCode: '91440300MA5G2HWX8R', operatorName: '深圳市前海湾保税物流有限公司', unloadLocation: '九号仓 2 号月台', status: '0' },
    change: { unloadLocation: '九号仓 3 号月台', status: '1' },
    other: { warehouseCode: 'QHW08' },
    bad: ['loctNo', 'ABCDEFGHIJK'], missing: 'operatorCode',
  },
];

describe.each(CASES)('$entity', (c) => {
  let saved: Row;

  it('lists the demo rows to the customs clerk, and not to another tenant', async () => {
    const rows = await list(customs, c.entity);
    expect(rows.map((r) => r[c.key])).toEqual(expect.arrayContaining(c.demo));
    expect(rows.every((r) => typeof r.id === 'number' && r.version >= 1)).toBe(true);
    const ids = new Set(rows.map((r) => r.id));
    expect((await list(harbor, c.entity)).filter((r) => ids.has(r.id))).toEqual([]);
    // A filter of the list narrows it.
    const one = await list(customs, c.entity, { [c.key]: c.demo[0] });
    expect(one.length).toBeGreaterThanOrEqual(1);
    expect(one.every((r) => String(r[c.key]).includes(c.demo[0]!))).toBe(true);
  });

  it('creates a row and updates it at its version; the same key again is refused naming the field', async () => {
    saved = expectOk(await post(customs, `save${c.entity}`, c.row));
    expect(decimals(saved)).toMatchObject({ ...c.row, version: 1 });
    const detail = expectOk(await customs.request('GET', `${BASE}/query${c.entity}Detail`, { query: { id: saved.id } }));
    expect(detail).toMatchObject({ id: saved.id, [c.key]: c.row[c.key] });
    const clash = await post(customs, `save${c.entity}`, c.row);
    expect(Object.keys(fieldsOf(clash))).toContain(c.key);
    expect(clash.body.message).toContain('已存在');
    const updated = expectOk(await post(customs, `update${c.entity}`, { id: saved.id, version: saved.version, ...c.change }));
    expect(decimals(updated)).toMatchObject({ id: saved.id, version: 2, ...c.change });
    // A stale version is refused.
    refused(await post(customs, `update${c.entity}`, { id: saved.id, version: 1, ...c.change }), 409);
    saved = updated;
  });

  it('refuses a malformed value and a missing required field, naming the field, and writes nothing', async () => {
    const [field, value] = c.bad;
    const before = await rowCount(c.table);
    expect(Object.keys(fieldsOf(await post(customs, `save${c.entity}`, { ...c.row, ...c.other, [field]: value })))).toContain(field);
    const { [c.missing]: _left, ...without } = { ...c.row, ...c.other };
    expect(Object.keys(fieldsOf(await post(customs, `save${c.entity}`, without)))).toContain(c.missing);
    // An update with a bad value changes nothing either.
    expect(Object.keys(fieldsOf(await post(customs, `update${c.entity}`, { id: saved.id, version: saved.version, [field]: value })))).toContain(field);
    expect(expectOk(await customs.request('GET', `${BASE}/query${c.entity}Detail`, { query: { id: saved.id } }))).toMatchObject({ version: saved.version });
    expect(await rowCount(c.table)).toBe(before);
  });

  it("another tenant can neither read nor update a demo row by id: not found, nothing changed", async () => {
    const demoRow = (await list(customs, c.entity, { [c.key]: c.demo[0] })).find((r) => r[c.key] === c.demo[0])!;
    refused(await harbor.request('GET', `${BASE}/query${c.entity}Detail`, { query: { id: demoRow.id } }), 404);
    refused(await post(harbor, `update${c.entity}`, { id: demoRow.id, version: demoRow.version, remark: 'harbor was here' }), 404);
    refused(await post(harbor, `remove${c.entity}`, { id: demoRow.id }), 404);
    const after = expectOk(await customs.request('GET', `${BASE}/query${c.entity}Detail`, { query: { id: demoRow.id } }));
    expect(after).toMatchObject({ version: demoRow.version, remark: demoRow.remark });
  });

  it('refuses a user without the menu (403): no list, no create, no remove', async () => {
    refused(await post(operator, `query${c.entity}PageList`, { currentPage: 1, pageSize: 10 }), 403);
    refused(await operator.request('GET', `${BASE}/query${c.entity}Detail`, { query: { id: saved.id } }), 403);
    refused(await post(operator, `save${c.entity}`, { ...c.row, [c.key]: `${String(c.row[c.key]).slice(0, -1)}Y` }), 403);
    refused(await post(operator, `remove${c.entity}`, { id: saved.id }), 403);
  });

  it('removes the row: not the clerk, whose demo role holds no delete button, but an administrator', async () => {
    refused(await post(customs, `remove${c.entity}`, { id: saved.id }), 403);
    expect(expectOk(await post(admin, `remove${c.entity}`, { id: saved.id }))).toEqual({ deleted: 1 });
    expect(await count(c.table, 'id', String(saved.id))).toBe(0);
  });
});

describe('rules between the settings', () => {
  it('serves the seven pages to the clerk and hides them from a user without the menu', async () => {
    const ids = ['customsConfig', 'waybillConfig', 'orderConfig', 'platformConfig', 'manifestConfig', 'parkLedgerConfig', 'storeDeclarationConfig'];
    for (const id of ids) {
      const { schema } = expectOk(await customs.request('GET', `/api/clearway/schemas/customs.${id}`));
      expect(schema.form).toMatchObject({ mode: 'dialog', grid: 2 });
      expect(schema.list.row).toEqual(['edit', 'delete']);
      refused(await operator.request('GET', `/api/clearway/schemas/customs.${id}`), 404);
    }
  });


  it('keeps one default customs setup, never a disabled one', async () => {
    const base = CASES[0]!.row;
    const second = await post(customs, 'saveCustomsConfig', { ...base, configCode: 'TQH-DEF', isDefault: 1 });
    expect(fieldsOf(second).isDefault).toContain('QH1210');
    const disabled = await post(customs, 'saveCustomsConfig', { ...base, configCode: 'TQH-OFF', isDefault: 1, status: '1' });
    expect(fieldsOf(disabled).isDefault).toBe('停用的配置不能设为默认配置');
    expect(await count('customsCustomsConfig', 'configCode', 'TQH-DEF')).toBe(0);
  });

  it('refuses references to a customs office, carrier, shop, ledger or company the tenant does not have', async () => {
    expect(fieldsOf(await post(customs, 'saveCustomsConfig', { ...CASES[0]!.row, configCode: 'TQH-REF', customsCode: '9999' }))).toEqual({ customsCode: '申报关区 不存在' });
    expect(Object.keys(fieldsOf(await post(customs, 'saveWaybillConfig', { ...CASES[1]!.row, carrierCode: 'HBKERRY' })))).toEqual(['carrierCode']);
    expect(Object.keys(fieldsOf(await post(customs, 'savePlatformConfig', { ...CASES[3]!.row, shopCode: 'HKSHOP01' })))).toEqual(['shopCode']);
    expect(Object.keys(fieldsOf(await post(customs, 'saveManifestConfig', { ...CASES[4]!.row, emsNo: 'T5301W000008' })))).toEqual(['emsNo']);
    expect(Object.keys(fieldsOf(await post(customs, 'savePlatformConfig', { ...CASES[3]!.row, ebcCode: '91440300MA5H1CKG7W' })))).toEqual(['ebcCode']);
  });

  it('keeps a ledger, and an e-commerce company, that other settings use', async () => {
    const ledger = (await list(customs, 'ParkLedgerConfig', { emsNo: 'T5349W000021' })).find((r) => r.emsNo === 'T5349W000021')!;
    const inUse = refused(await post(admin, 'removeParkLedgerConfig', { id: ledger.id }), 400);
    expect(inUse.message).toContain('T5349W000021');
    const company = (await list(customs, 'OrderConfig', { ebcCode: '91370200MA3C8TQ46C' }))[0]!;
    refused(await post(admin, 'removeOrderConfig', { id: company.id }), 400);
    expect(await count('customsParkLedgerConfig', 'emsNo', 'T5349W000021')).toBe(1);
  });

  it('gives the declaration its demo values, with the labels of their references', async () => {
    const [setup] = (await list(customs, 'CustomsConfig', { status: '0' })).filter((r) => r.isDefault === 1);
    expect(setup).toMatchObject({ configCode: 'QH1210', agentCode: '91440300MA5FQL7K23', agentName: '深圳市前海清路供应链有限公司', dxpMode: 'DXP', customsCode: '5349', portCode: '5349' });
    expect(setup!._labels).toMatchObject({ customsCode: '前海海关', portCode: '前海海关' });
    const tmall = (await list(customs, 'PlatformConfig', { shopCode: 'SHOP1001' }))[0]!;
    expect(tmall).toMatchObject({ platformName: '天猫国际', ebpCode: '3301960TMG', ebcCode: '91370200MA3C8TQ46C' });
    const manifest = (await list(customs, 'ManifestConfig', { ebcCode: tmall.ebcCode })).find((r) => r.ebpCode === tmall.ebpCode)!;
    expect(manifest).toMatchObject({ emsNo: 'T5349W000021', areaCode: '91440300MA5G2HWX8R', assureCode: '91440300MA5FQL7K23', tradeMode: '1210', country: '142' });
    expect(manifest._labels).toMatchObject({ ebcCode: '青岛市童趣电子商务有限公司', emsNo: 'T5349W000021', country: '中国' });
    // The in-zone enterprise of the manifest is the ledger's operating enterprise.
    const ledger = (await list(customs, 'ParkLedgerConfig', { emsNo: 'T5349W000021' })).find((r) => r.emsNo === 'T5349W000021')!;
    expect(ledger).toMatchObject({ bizopEtpsSccd: manifest.areaCode, masterCuscd: '5349', bwlTypecd: 'N' });
  });
});
