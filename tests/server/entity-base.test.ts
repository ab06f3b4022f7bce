/**
 * The base pattern over real HTTP, with carrier (schemas/base/carrier.json): the list through the generic data
 * query with its derived qid FIND_CARRIER; saveCarrier, updateCarrier and removeCarrier with the schema's sanitizer
 * (lettersDigits on carrierCode), named validator (mainlandMobile on contactPhone), enum and unique key.
 */
import { startSignedIn, type TestServer } from './test-server';
import { TestClient, expectOk } from './http-client';

const BASE = '/api/bdtibs/base';
type Row = Record<string, any>;

let server: TestServer;
let admin: TestClient;
let harbor: TestClient;

beforeAll(async () => {
  ({ server, as: { admin, harbor_admin: harbor } } = await startSignedIn(['admin', 'harbor_admin']));
});
afterAll(async () => server?.close());


const page = (client: TestClient, form: Record<string, string | number> = {}) => client.query('findPageByCallId', { qid: 'FIND_CARRIER', pageSize: 100, ...form });
const save = (client: TestClient, row: unknown) => client.request('POST', `${BASE}/saveCarrier`, { json: row });
const update = (client: TestClient, row: unknown) => client.request('POST', `${BASE}/updateCarrier`, { json: row });
const remove = (client: TestClient, body: unknown) => client.request('POST', `${BASE}/removeCarrier`, { json: body });

let counter = 0;
const fresh = (extra: Row = {}) => ({ carrierCode: `T${++counter}`, carrierName: `测试承运商${counter}`, ...extra });

describe('the carrier list (findPageByCallId with FIND_CARRIER)', () => {
  it('is derived from the schema: every column, by carrierCode, under both data query prefixes', async () => {
    const data = expectOk(await page(admin));
    expect(data.total).toBe(17);
    expect(data.list.map((r: Row) => r.carrierCode)).toEqual(['BDT', 'COSCO', 'EMS', 'HAISHENG', 'HEAN', 'HEQIJIA', 'HUAHUI', 'HUOLIFANG', 'JD', 'RONGTONG', 'SF', 'SINOTRANS', 'WEIQIU', 'YTO', 'YUNDA', 'ZTBG01', 'ZTO']);
    expect(Object.keys(data.list[0])).toEqual(['id', 'carrierCode', 'carrierName', 'carrierType', 'contactName', 'contactPhone', 'templateId', 'status', 'version', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy', 'ext']);
    const all = expectOk(await admin.query('findAllByCallId', { qid: 'FIND_CARRIER' }, '/api/bdttms/dataQuery'));
    expect(all).toEqual(data.list);
  });

  it('filters the typed-text fields (carrierName, carrierCode) by contains ignoring case, status by equality, in filters or at the top level', async () => {
    expect(expectOk(await page(admin, { carrierName: '物流' })).list.map((r: Row) => r.carrierCode)).toEqual(['COSCO', 'JD', 'RONGTONG']);
    expect(expectOk(await page(admin, { filters: JSON.stringify({ carrierName: '物流', status: '0' }) })).total).toBe(3);
    expect(expectOk(await page(admin, { status: '1' })).list.map((r: Row) => r.carrierCode)).toEqual(['ZTBG01']);
    // A code typed in part, in any case (docs/schemas.md, "How text filters match"); LIKE's wildcards are plain text.
    expect(expectOk(await page(admin, { carrierCode: 's' })).list.map((r: Row) => r.carrierCode)).toEqual(['COSCO', 'EMS', 'HAISHENG', 'SF', 'SINOTRANS']);
    expect(expectOk(await page(admin, { carrierCode: 'tbg0' })).list.map((r: Row) => r.carrierCode)).toEqual(['ZTBG01']);
    expect(expectOk(await page(admin, { carrierCode: '%' })).total).toBe(0);
    expect(expectOk(await page(harbor, { carrierCode: 's' })).list.map((r: Row) => r.carrierCode)).toEqual([]);
    expect(expectOk(await page(admin, { carrierName: "' OR 1=1 --" })).total).toBe(0);
  });

  it('sorts by sortable columns only', async () => {
    const names = expectOk(await page(admin, { sort: 'carrierName', order: 'desc' })).list.map((r: Row) => r.carrierName);
    expect(names).toEqual([...names].sort().reverse());
    const refused = await page(admin, { sort: 'contactPhone' });
    expect(refused.http).toBe(400);
    expect(refused.body.message).toContain('contactPhone');
  });

  it('gives harbor only its own carriers', async () => {
    expect(expectOk(await page(harbor)).list.map((r: Row) => r.carrierCode)).toEqual(['HBKERRY', 'HBOOCL']);
  });
});

describe('saveCarrier, updateCarrier, removeCarrier', () => {
  it('sanitizes carrierCode to letters and digits before checking it, and defaults status', async () => {
    const row = expectOk(await save(admin, fresh({ carrierCode: 'YT-01 中通', contactPhone: '13912345678', carrierType: 'express' })));
    expect(row).toMatchObject({ carrierCode: 'YT01', status: '0', version: 1, contactPhone: '13912345678', carrierType: 'express' });
    // 25 characters that sanitize down to 20 pass maxLength 20
    expect(expectOk(await save(admin, fresh({ carrierCode: 'ABCDE-FGHIJ-KLMNO-PQRST' }))).carrierCode).toBe('ABCDEFGHIJKLMNOPQRST');
    const tooLong = await save(admin, fresh({ carrierCode: 'A'.repeat(21) }));
    expect(tooLong.body.data.fields).toEqual({ carrierCode: '承运商编码不能超过20个字符' });
    const nothingLeft = await save(admin, fresh({ carrierCode: '——中文——' }));
    expect(nothingLeft.body.data.fields).toEqual({ carrierCode: '承运商编码不能为空' });
  });

  it('checks contactPhone with the mainlandMobile validator and carrierType against its enum', async () => {
    const reply = await save(admin, fresh({ contactPhone: '12345678901', carrierType: 'boat' }));
    expect(reply.http).toBe(400);
    expect(reply.body.data.fields).toEqual({ contactPhone: '请输入 11 位手机号码，以 13 至 19 开头（如 13800138000）', carrierType: '承运商类型不是可选的值' });
    expect(reply.body.message).toBe('请求参数不正确：承运商类型不是可选的值；联系电话: 请输入 11 位手机号码，以 13 至 19 开头（如 13800138000）');
    const english = new TestClient(server.url, 'en');
    english.token = admin.token;
    expect((await save(english, fresh({ contactPhone: '555' }))).body.data.fields).toEqual({ contactPhone: 'Enter an 11-digit mainland mobile number starting 13 to 19 (e.g. 13800138000)' });
    // empty optional fields skip their checks
    expectOk(await save(admin, fresh({ contactPhone: '', carrierType: null })));
  });

  it('refuses a carrier code the tenant has, naming the field', async () => {
    const reply = await save(admin, fresh({ carrierCode: 'S-F' }));
    expect(reply.body).toMatchObject({ code: 400, message: '承运商编码 已存在', data: { fields: { carrierCode: '承运商编码 已存在' } } });
    expectOk(await save(harbor, fresh({ carrierCode: 'SF' })));
  });

  it('updates with the version read, refuses a stale one with 409, and removes by id or ids', async () => {
    const row = expectOk(await save(admin, fresh()));
    const updated = expectOk(await update(admin, { ...row, carrierName: '改名了', contactName: '周经理' }));
    expect(updated).toMatchObject({ version: 2, carrierName: '改名了', contactName: '周经理' });
    expect((await update(admin, { ...row, carrierName: '又改了' })).body).toMatchObject({ code: 409 });
    const other = expectOk(await save(admin, fresh()));
    expect(expectOk(await remove(admin, { id: row.id }))).toEqual({ deleted: 1 });
    expect(expectOk(await remove(admin, { ids: [other.id] }))).toEqual({ deleted: 1 });
    expect((await remove(admin, { ids: [other.id] })).http).toBe(404);
    expect((await remove(admin, {})).http).toBe(400);
    expect((await remove(admin, { ids: [] })).http).toBe(400);
    expect((await remove(admin, { id: 1, colour: 'x' })).http).toBe(400);
  });

  it('leaves everything as it was when a batch names another tenant\'s row', async () => {
    const [a, b] = [expectOk(await save(admin, fresh())), expectOk(await save(admin, fresh()))];
    const theirs = expectOk(await page(harbor)).list[0];
    expect((await remove(admin, { ids: [a.id, theirs.id, b.id] })).http).toBe(404);
    expect(expectOk(await page(admin, { carrierCode: a.carrierCode })).total).toBe(1);
    expect(expectOk(await page(admin, { carrierCode: b.carrierCode })).total).toBe(1);
    expect(expectOk(await page(harbor, { carrierCode: theirs.carrierCode })).total).toBe(1);
    const audit = expectOk(await admin.request('GET', '/api/clearway/audit', { query: { entity: 'base.carrier', rowId: a.id } }));
    expect(audit.list.map((e: Row) => e.action)).toEqual(['create']);
  });

  it('takes back a row exactly as the list gave it (stamps and ext included)', async () => {
    const [row] = expectOk(await page(admin, { carrierCode: 'JD' })).list;
    expect(expectOk(await update(admin, row))).toMatchObject({ version: row.version + 1, carrierCode: 'JD' });
  });

  it('never answers bad input with a 500', async () => {
    const bodies: unknown[] = [
      null, [], 'text', 42, [{ carrierCode: 'A' }], { carrierCode: { $ne: 1 } }, { carrierCode: ['A'] }, { ...fresh(), ext: 'x' }, { ...fresh(), ext: [1] },
      { ...fresh(), carrierName: 'x'.repeat(100_000) }, { ...fresh(), carrierCode: 'a\u0000b' }, { ...fresh(), status: 'xx' },
      { ...fresh(), id: 1 }, { ...fresh(), version: '1' }, { ...fresh(), contactPhone: 13812345678 },
    ];
    for (const body of bodies) {
      for (const call of [save, update]) {
        const reply = await call(admin, body);
        expect(reply.http, `${JSON.stringify(body)?.slice(0, 80)}`).toBe(400);
      }
    }
    for (const body of [{ id: 'one' }, { id: -1 }, { id: 2 ** 31 }, { ids: [1, 'x'] }, { ids: '1,2)' }, { ids: Array.from({ length: 1001 }, (_, i) => i + 1) }]) {
      expect((await remove(admin, body)).http, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const [row] = expectOk(await page(admin, { carrierCode: 'EMS' })).list;
    for (const patch of [{ id: 2 ** 31 }, { version: 2 ** 31 }, { version: 0 }, { id: 1.5 }]) expect((await update(admin, { ...row, ...patch })).http).toBe(400);
    const notJson = await admin.request('POST', `${BASE}/saveCarrier`, { body: '{"carrierCode":', headers: { 'content-type': 'application/json' } });
    expect(notJson.http).toBe(400);
  });
});
