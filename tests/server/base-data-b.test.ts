/**
 * Base data group B over real HTTP (docs/domain/base-data.md "Money" and "Units, JD warehouses and goods categories";
 * docs/api.md "Base data: money, units and categories"): exchange rates (the no-overlap rule across rows), bank
 * accounts, fee types, settlement types under /api/bdtibs/base/; units (/api/bdtibs/tabBaseUnit), JD warehouses
 * (/api/bdtibs/tabBaseJdWarehouse), account subjects (/api/bdtibs/accountSubject, POST/PUT/DELETE) and goods
 * categories (/api/bdtibs/goodsCategory) at their own paths. Each: happy path, bad input naming the field with
 * nothing written, a duplicate code, another tenant's id, a user without the grant.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { TestClient, expectOk, type Reply } from './http-client';
import { grantRoleMenu } from './role-grants';
import { startSignedIn, type TestServer } from './test-server';
import { sheet } from './xlsx-sheets';

const BASE = '/api/bdtibs/base';
const UNIT = '/api/bdtibs/tabBaseUnit';
const JD = '/api/bdtibs/tabBaseJdWarehouse';
const SUBJECT = '/api/bdtibs/accountSubject';
const CATEGORY = '/api/bdtibs/goodsCategory';
type Row = Record<string, any>;

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
});
afterAll(async () => server?.close());

const post = (client: TestClient, path: string, json: unknown) => client.request('POST', path, { json });
const page = (client: TestClient, qid: string, form: Record<string, string | number> = {}) => client.query('findPageByCallId', { qid, pageSize: 200, ...form });
const listOf = async (client: TestClient, qid: string, form: Record<string, string | number> = {}): Promise<Row[]> => expectOk(await page(client, qid, form)).list;
/** A refusal: its HTTP status, and the field messages when it names fields. */
function refused(reply: Reply, http = 400): Record<string, string> {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body.data?.fields ?? {};
}
async function count(table: string, where: string, value: string): Promise<number> {
  const rows = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.id(table)} WHERE ${sql.id(where)} = ${value}`.execute(server.ctx.db);
  return Number(rows.rows[0]!.n);
}
function upload(client: TestClient, path: string, bytes: Buffer, dryRun = false): Promise<Reply> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'import.xlsx');
  return client.request('POST', dryRun ? `${path}?dryRun=true` : path, { body: form });
}
async function download(client: TestClient, path: string): Promise<{ status: number; type: string; bytes: ArrayBuffer }> {
  const response = await fetch(new URL(path, server.url), { method: 'POST', headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' }, body: '{}' });
  return { status: response.status, type: response.headers.get('content-type') ?? '', bytes: await response.arrayBuffer() };
}

describe('exchange rates (/exchange, save/update/removeExchangeRate)', () => {
  const rate = (extra: Row = {}) => ({ currencyFrom: 'NZD', currencyTo: 'CNY', rate: 4.123456, rateType: 'customs', validFrom: '2026-11-01', validTo: '2026-11-30', ...extra });

  it('lists the customs monthly rates of the last months, and keeps six decimals', async () => {
    const usd = await listOf(admin, 'FIND_EXCHANGE_RATE', { currencyFrom: 'USD', rateType: 'customs' });
    expect(usd.map((r) => r.validFrom)).toEqual(expect.arrayContaining(['2026-06-01', '2026-11-01']));
    const saved = expectOk(await post(admin, `${BASE}/saveExchangeRate`, rate()));
    expect(Number(saved.rate)).toBeCloseTo(4.123456, 6);
    expect(await listOf(harbor, 'FIND_EXCHANGE_RATE', { currencyFrom: 'NZD' })).toEqual([]);
  });

  it('refuses a range sharing a day with another rate of the pair and type, naming that rate under valid from', async () => {
    const fields = refused(await post(admin, `${BASE}/saveExchangeRate`, rate({ validFrom: '2026-11-30', validTo: '2026-12-31' })));
    expect(fields.validFrom).toBe('与汇率「新西兰元 NZD 人民币 CNY 海关月汇率 2026-11-01」（2026-11-01 至 2026-11-30）重叠：同一币种对、同一汇率类型的有效期不能重叠');
    expect(await count('base_exchange_rate', 'currency_from', 'NZD')).toBe(1);
    // An open end overlaps everything after its start.
    refused(await post(admin, `${BASE}/saveExchangeRate`, rate({ validFrom: '2026-10-01', validTo: null })));
    // The next day, another rate type or another pair are free.
    const next = expectOk(await post(admin, `${BASE}/saveExchangeRate`, rate({ validFrom: '2026-12-01', validTo: null })));
    expectOk(await post(admin, `${BASE}/saveExchangeRate`, rate({ rateType: 'middle' })));
    expectOk(await post(admin, `${BASE}/saveExchangeRate`, rate({ currencyTo: 'HKD', rate: 4.55 })));
    // An update moving into another's range is refused too, in English for an English caller.
    const english = new TestClient(server.url, 'en');
    english.token = admin.token;
    const moved = refused(await post(english, `${BASE}/updateExchangeRate`, { id: next.id, version: next.version, validFrom: '2026-11-15' }));
    expect(moved.validFrom).toBe('Overlaps exchange rate New Zealand dollar NZD Chinese yuan CNY Customs monthly rate 2026-11-01 (2026-11-01 to 2026-11-30): one rate per currency pair and rate type on any day');
  });

  it('names the bad field: same currencies, an end before the start, no rate; a duplicate key', async () => {
    expect(refused(await post(admin, `${BASE}/saveExchangeRate`, rate({ currencyFrom: 'CNY', validFrom: '2027-01-01', validTo: null }))).currencyFrom).toBe('原币与目标币不能相同');
    expect(refused(await post(admin, `${BASE}/saveExchangeRate`, rate({ validFrom: '2027-02-01', validTo: '2027-01-31' }))).validTo).toBe('失效日期不能早于生效日期');
    expect(Object.keys(refused(await post(admin, `${BASE}/saveExchangeRate`, rate({ rate: undefined, validFrom: '2027-03-01' }))))).toEqual(['rate']);
    expect(Object.keys(refused(await post(admin, `${BASE}/saveExchangeRate`, rate({ rateType: 'spot' }))))).toEqual(['rateType']);
    expect(refused(await post(admin, `${BASE}/saveExchangeRate`, rate({ validTo: '2026-11-10' })))).toHaveProperty('currencyFrom');
    expect(await count('base_exchange_rate', 'currency_from', 'NZD')).toBe(4);
  });

  it('leaves another tenant’s rate alone and refuses a user without the page', async () => {
    const theirs = expectOk(await post(harbor, `${BASE}/saveExchangeRate`, rate({ currencyFrom: 'SGD' })));
    refused(await post(admin, `${BASE}/updateExchangeRate`, { id: theirs.id, version: theirs.version, rate: 9 }), 404);
    refused(await post(admin, `${BASE}/removeExchangeRate`, { id: theirs.id }), 404);
    expect(Number((await listOf(harbor, 'FIND_EXCHANGE_RATE', { currencyFrom: 'SGD' }))[0]!.rate)).toBeCloseTo(4.123456, 6);
    refused(await post(operator, `${BASE}/saveExchangeRate`, rate({ currencyFrom: 'CHF' })), 403);
    refused(await page(operator, 'FIND_EXCHANGE_RATE'), 403);
  });

  it('imports with a dry run and refuses an overlapping row; exports XLSX and Word', async () => {
    const headers = ['原币', '目标币', '汇率', '汇率类型', '生效日期', '失效日期'];
    const good = await sheet(headers, [['CAD', 'CNY', 5.1234, '海关月汇率', '2026-11-01', '2026-11-30']]);
    expect(expectOk(await upload(admin, `${BASE}/importExchangeRate`, good, true))).toMatchObject({ dryRun: true, inserted: 1 });
    expect(await count('base_exchange_rate', 'currency_from', 'CAD')).toBe(0);
    expect(expectOk(await upload(admin, `${BASE}/importExchangeRate`, good))).toMatchObject({ inserted: 1 });
    const clash = await upload(admin, `${BASE}/importExchangeRate`, await sheet(headers, [['CAD', 'CNY', 5.2, '海关月汇率', '2026-11-20', '2026-12-19']]));
    expect(clash.http).toBe(400);
    expect(clash.body.data.errors).toEqual([expect.objectContaining({ row: 2, field: 'validFrom', message: expect.stringContaining('与汇率「加拿大元 CAD 人民币 CNY 海关月汇率 2026-11-01」') })]);
    expect(await count('base_exchange_rate', 'currency_from', 'CAD')).toBe(1);
    const xlsx = await download(admin, `${BASE}/exportExchangeRate`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.type).toContain('spreadsheetml');
    const word = await download(admin, `${BASE}/exportWordExchangeRate`);
    expect(word.status).toBe(200);
    expect(word.type).toContain('wordprocessingml');
    const pdf = await download(admin, `${BASE}/exportPDFExchangeRate`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(pdf.bytes).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('bank accounts (/bankAccount, save/update/removeBankAccount, import/exportBankAccount)', () => {
  const account = (extra: Row = {}) => ({ accountCode: 'TBA1', bankName: '招商银行', branchName: '深圳分行', accountName: '深圳前海清通供应链管理有限公司', accountNo: '755900001234567', currency: 'CNY', accountRegion: 'mainland', subjectCode: 'QTSZ', ...extra });

  it('saves an account of an account subject, with its label; refuses a duplicate code', async () => {
    const saved = expectOk(await post(admin, `${BASE}/saveBankAccount`, account()));
    expect(saved).toMatchObject({ accountCode: 'TBA1', purpose: 'receive', status: '0' });
    const row = (await listOf(admin, 'FIND_BANK_ACCOUNT', { accountCode: 'TBA1' }))[0]!;
    expect(row._labels).toEqual({ subjectCode: '深圳前海清通供应链管理有限公司' });
    expect(refused(await post(admin, `${BASE}/saveBankAccount`, account())).accountCode).toBe('账户编码 已存在');
  });

  it('needs SWIFT for a Hong Kong account, a well-formed number, and a subject of the caller’s tenant', async () => {
    expect(refused(await post(admin, `${BASE}/saveBankAccount`, account({ accountCode: 'TBA2', accountRegion: 'hk', currency: 'HKD' }))).swiftCode).toBe('香港及境外账户须填写 SWIFT 代码');
    expect(Object.keys(refused(await post(admin, `${BASE}/saveBankAccount`, account({ accountCode: 'TBA2', swiftCode: 'BOC' }))))).toEqual(['swiftCode']);
    expect(Object.keys(refused(await post(admin, `${BASE}/saveBankAccount`, account({ accountCode: 'TBA2', accountNo: '12 34' }))))).toEqual(['accountNo']);
    expect(refused(await post(admin, `${BASE}/saveBankAccount`, account({ accountCode: 'TBA2', subjectCode: 'HBHK' }))).subjectCode).toBe('核算主体 不存在');
    expectOk(await post(admin, `${BASE}/saveBankAccount`, account({ accountCode: 'TBA2', accountRegion: 'hk', currency: 'HKD', swiftCode: 'BKCHHKHHXXX', subjectCode: 'QTHK' })));
    expect(await count('base_bank_account', 'account_code', 'TBA2')).toBe(1);
  });

  it('masks the account number for a user granted the page without the field, and refuses one without the page', async () => {
    refused(await page(operator, 'FIND_BANK_ACCOUNT'), 403);
    refused(await post(operator, `${BASE}/saveBankAccount`, account({ accountCode: 'TBA3' })), 403);
    await grantRoleMenu(server.ctx.db, { roleCode: 'ROLE_OPERATOR', path: '/bankAccount' });
    const row = (await listOf(operator, 'FIND_BANK_ACCOUNT', { accountCode: 'CMBSZ01' }))[0]!;
    expect(row.accountNo).toBe('7559*******0801');
    refused(await post(operator, `${BASE}/saveBankAccount`, account({ accountCode: 'TBA3' })), 403);
  });

  it('leaves another tenant’s account alone', async () => {
    const theirs = (await listOf(harbor, 'FIND_BANK_ACCOUNT'))[0]!;
    refused(await post(admin, `${BASE}/updateBankAccount`, { id: theirs.id, version: theirs.version, bankName: '改' }), 404);
    refused(await post(admin, `${BASE}/removeBankAccount`, { id: theirs.id }), 404);
    expect((await listOf(harbor, 'FIND_BANK_ACCOUNT'))[0]!.bankName).toBe(theirs.bankName);
  });

  it('imports by account code (dry run first) and exports', async () => {
    const headers = ['账户编码', '开户银行', '账户名称', '银行账号', '币种', '账户所在地', '核算主体', '用途'];
    const bytes = await sheet(headers, [['TBA1', '招商银行', '改名后的户名', '755900001234567', 'CNY', 'mainland', 'QTSZ', 'receive'], ['TBA4', '中国银行', '上海清通报关有限公司', '455566667777', 'CNY', 'mainland', 'QTSH', 'pay']]);
    expect(expectOk(await upload(admin, `${BASE}/importBankAccount`, bytes, true))).toMatchObject({ dryRun: true, inserted: 1, updated: 1 });
    expect(expectOk(await upload(admin, `${BASE}/importBankAccount`, bytes))).toMatchObject({ inserted: 1, updated: 1 });
    expect((await listOf(admin, 'FIND_BANK_ACCOUNT', { accountCode: 'TBA1' }))[0]!.accountName).toBe('改名后的户名');
    const file = await download(admin, `${BASE}/exportBankAccount`);
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes);
    expect(JSON.stringify(workbook.worksheets[0]!.getSheetValues())).toContain('BOCHK01');
  });
});

describe('fee types (/incidentalType) and settlement types (/balanceType)', () => {
  it('saves, updates and removes a fee type; names a bad kind; refuses a duplicate code', async () => {
    const fee = expectOk(await post(admin, `${BASE}/saveSundryFee`, { feeCode: 'QJF', feeName: '清洁费', feeKind: 'other', chargeUnit: 'order', currency: 'CNY' }));
    const updated = expectOk(await post(admin, `${BASE}/updateSundryFee`, { id: fee.id, version: fee.version, feeNameEn: 'Cleaning fee' }));
    expect(updated).toMatchObject({ feeNameEn: 'Cleaning fee', version: fee.version + 1 });
    expect(Object.keys(refused(await post(admin, `${BASE}/saveSundryFee`, { feeCode: 'QJF2', feeName: '清洁费', feeKind: 'cleaning', chargeUnit: 'order', currency: 'CNY' })))).toEqual(['feeKind']);
    expect(refused(await post(admin, `${BASE}/saveSundryFee`, { feeCode: 'CCF', feeName: '仓储费', feeKind: 'storage', chargeUnit: 'cbm', currency: 'CNY' })).feeCode).toBe('费用编码 已存在');
    expect(expectOk(await post(admin, `${BASE}/removeSundryFee`, { id: fee.id }))).toEqual({ deleted: 1 });
    expect((await listOf(admin, 'FIND_SUNDRY_FEE')).map((r) => r.feeCode)).toEqual(expect.arrayContaining(['CCF', 'PYF', 'RYF']));
  });

  it('saves a settlement type; refuses credit days over a year, a duplicate code, another tenant’s id and a user without the page', async () => {
    const saved = expectOk(await post(admin, `${BASE}/saveBalanceType`, { balanceCode: 'MONTH90', balanceName: '月结90天', billingCycle: 'month', creditDays: 90 }));
    expect(saved).toMatchObject({ creditDays: 90, prepaid: false });
    expect(Object.keys(refused(await post(admin, `${BASE}/saveBalanceType`, { balanceCode: 'Y2', balanceName: '两年', billingCycle: 'month', creditDays: 730 })))).toEqual(['creditDays']);
    expect(refused(await post(admin, `${BASE}/saveBalanceType`, { balanceCode: 'MONTH', balanceName: '月结', billingCycle: 'month', creditDays: 30 })).balanceCode).toBe('结算编码 已存在');
    const theirs = (await listOf(harbor, 'FIND_BALANCE_TYPE'))[0]!;
    refused(await post(admin, `${BASE}/removeBalanceType`, { id: theirs.id }), 404);
    refused(await post(operator, `${BASE}/saveBalanceType`, { balanceCode: 'OP1', balanceName: '操作员', billingCycle: 'month', creditDays: 1 }), 403);
    refused(await post(operator, `${BASE}/saveSundryFee`, { feeCode: 'OP1', feeName: '操作员', feeKind: 'other', chargeUnit: 'order', currency: 'CNY' }), 403);
  });
});

describe('units (/api/bdtibs/tabBaseUnit save, updateUnit, remove, exportUnit, importUnit)', () => {
  it('saves, updates and removes at the spec’s paths; a code is three digits; a duplicate code is refused', async () => {
    const unit = expectOk(await post(admin, `${UNIT}/save`, { unitCode: '147', unitName: '千米', unitNameEn: 'Kilometre', unitType: 'length' }));
    expect(expectOk(await post(admin, `${UNIT}/updateUnit`, { id: unit.id, version: unit.version, remark: '运输距离' }))).toMatchObject({ remark: '运输距离' });
    expect(refused(await post(admin, `${UNIT}/save`, { unitCode: '35', unitName: '千克', unitType: 'weight' })).unitCode).toBe('单位代码格式不正确：3 位数字，海关计量单位代码（如 035 千克）');
    expect(refused(await post(admin, `${UNIT}/save`, { unitCode: '035', unitName: '公斤', unitType: 'weight' })).unitCode).toBe('单位代码 已存在');
    expect(expectOk(await post(admin, `${UNIT}/remove`, { id: unit.id }))).toEqual({ deleted: 1 });
    const theirs = (await listOf(harbor, 'FIND_UNIT'))[0]!;
    refused(await post(admin, `${UNIT}/remove`, { id: theirs.id }), 404);
    refused(await post(operator, `${UNIT}/save`, { unitCode: '148', unitName: '千英尺', unitType: 'length' }), 403);
  });

  it('imports with a bad row: the whole file refused, the row and column named, an error file to download', async () => {
    const bytes = await sheet(['单位代码', '单位名称', '英文名称', '单位类型'], [['163', '部', 'Unit (set)', '数量'], ['16A', '坏代码', 'Bad', '数量'], ['164', '台套', 'Set', '不存在的类型']]);
    const reply = await upload(admin, `${UNIT}/importUnit`, bytes);
    expect(reply.http).toBe(400);
    expect(reply.body.data.errors).toEqual(expect.arrayContaining([expect.objectContaining({ row: 3, field: 'unitCode', column: '单位代码' }), expect.objectContaining({ row: 4, field: 'unitType' })]));
    const link = reply.body.data.errorFile.url as string;
    const file = await fetch(new URL(link, server.url), { headers: { authorization: `Bearer ${admin.token}` } });
    expect(file.status).toBe(200);
    expect(await count('base_unit', 'unit_code', '163')).toBe(0);
    const good = await sheet(['单位代码', '单位名称', '英文名称', '单位类型'], [['163', '部', 'Unit (set)', '数量'], ['035', '千克', 'Kilogram', '重量']]);
    expect(expectOk(await upload(admin, `${UNIT}/importUnit`, good))).toMatchObject({ inserted: 1, unchanged: 1 });
    const template = await fetch(new URL('/api/clearway/import/template?entity=base.unit', server.url), { headers: { authorization: `Bearer ${admin.token}` } });
    expect(template.status).toBe(200);
    const exported = await download(admin, `${UNIT}/exportUnit`);
    expect(exported.status).toBe(200);
    expect(exported.type).toContain('spreadsheetml');
  });
});

describe('JD warehouses (/api/bdtibs/tabBaseJdWarehouse/save, updateJdWarehouse, removeJdWarehouse)', () => {
  const warehouse = (extra: Row = {}) => ({ warehouseCode: 'JDTEST01', warehouseName: '测试京东仓', warehouseType: 'fc', provinceCode: '440000', cityCode: '440300', address: '深圳市宝安区福永街道', contactName: '张三', contactPhone: '13800138000', ...extra });

  it('saves at the spec’s path and lists through FIND_JD_WAREHOUSE with province and city names', async () => {
    const saved = expectOk(await post(admin, `${JD}/save`, warehouse()));
    const row = (await listOf(admin, 'FIND_JD_WAREHOUSE', { warehouseCode: 'JDTEST01' }))[0]!;
    expect(row._labels).toEqual({ provinceCode: '广东省', cityCode: '深圳市' });
    expect(expectOk(await post(admin, `${JD}/updateJdWarehouse`, { id: saved.id, version: saved.version, status: '1' }))).toMatchObject({ status: '1' });
    expect(refused(await post(admin, `${JD}/save`, warehouse())).warehouseCode).toBe('京东仓编码 已存在');
    expect(expectOk(await post(admin, `${JD}/removeJdWarehouse`, { id: saved.id }))).toEqual({ deleted: 1 });
  });

  it('refuses a city outside the province, a bad phone, another tenant’s id and a user without the page', async () => {
    expect(refused(await post(admin, `${JD}/save`, warehouse({ warehouseCode: 'JDTEST02', cityCode: '310100' }))).cityCode).toBe('城市 不存在');
    expect(Object.keys(refused(await post(admin, `${JD}/save`, warehouse({ warehouseCode: 'JDTEST02', contactPhone: '12345' }))))).toEqual(['contactPhone']);
    expect(await count('base_jd_warehouse', 'warehouse_code', 'JDTEST02')).toBe(0);
    const mine = (await listOf(admin, 'FIND_JD_WAREHOUSE'))[0]!;
    refused(await post(harbor, `${JD}/updateJdWarehouse`, { id: mine.id, version: mine.version, warehouseName: '改' }), 404);
    refused(await post(operator, `${JD}/save`, warehouse({ warehouseCode: 'JDTEST03' })), 403);
  });
});

describe('account subjects (/api/bdtibs/accountSubject save POST, update PUT, remove DELETE, exportAccountSubject)', () => {
  const subject = (extra: Row = {}) => ({ subjectCode: 'TSUB1', subjectName: '东莞清通仓储有限公司', subjectType: 'mainland', taxNo: '91440300MA5DL8RN6X', currency: 'CNY', ...extra });

  it('saves, updates with PUT and removes with DELETE; lists through queryAccountSubjectPageList', async () => {
    const saved = expectOk(await post(admin, `${SUBJECT}/save`, subject()));
    const updated = expectOk(await admin.request('PUT', `${SUBJECT}/update`, { json: { id: saved.id, version: saved.version, address: '东莞市虎门镇' } }));
    expect(updated).toMatchObject({ address: '东莞市虎门镇', version: saved.version + 1 });
    const list = expectOk(await post(admin, `${SUBJECT}/queryAccountSubjectPageList`, { pageSize: 50 }));
    expect(list.list.map((r: Row) => r.subjectCode)).toEqual(expect.arrayContaining(['QTSZ', 'QTHK', 'TSUB1']));
    expect(expectOk(await admin.request('DELETE', `${SUBJECT}/remove`, { query: { id: saved.id } }))).toEqual({ deleted: 1 });
    const file = await download(admin, `${SUBJECT}/exportAccountSubject`);
    expect(file.status).toBe(200);
    expect(file.type).toContain('spreadsheetml');
  });

  it('checks the social credit code (18 characters, check character), needs one for a mainland company, refuses a duplicate code', async () => {
    expect(refused(await post(admin, `${SUBJECT}/save`, subject({ taxNo: '91440300MA5DL8RN6Y' }))).taxNo).toBe('请输入 18 位统一社会信用代码（数字和大写字母，末位为校验码，如 914403001922038216）');
    expect(refused(await post(admin, `${SUBJECT}/save`, subject({ taxNo: null }))).taxNo).toBe('境内公司须填写统一社会信用代码');
    expectOk(await post(admin, `${SUBJECT}/save`, subject({ subjectCode: 'TSUB2', subjectType: 'hk', taxNo: null, registrationNo: '71234567', currency: 'HKD' })));
    expect(refused(await post(admin, `${SUBJECT}/save`, subject({ subjectCode: 'QTSZ' }))).subjectCode).toBe('主体编码 已存在');
    expect(await count('base_account_subject', 'subject_code', 'TSUB1')).toBe(0);
  });

  it('keeps a subject bank accounts name: neither deleted nor its code changed', async () => {
    const hk = expectOk(await post(admin, `${SUBJECT}/queryAccountSubjectPageList`, { subjectCode: 'QTHK' })).list[0];
    const removal = await admin.request('DELETE', `${SUBJECT}/remove`, { query: { id: hk.id } });
    refused(removal);
    expect(removal.body.message).toMatch(/^「QTHK 清通物流（香港）有限公司」正被 \d+ 条银行账户（核算主体）使用，不能删除$/);
    refused(await admin.request('PUT', `${SUBJECT}/update`, { json: { id: hk.id, version: hk.version, subjectCode: 'QTHK2' } }));
    expect(await count('base_account_subject', 'subject_code', 'QTHK')).toBe(1);
  });

  it('leaves another tenant’s subject alone and refuses a user without the page', async () => {
    const theirs = expectOk(await post(harbor, `${SUBJECT}/queryAccountSubjectPageList`, {})).list[0];
    refused(await admin.request('PUT', `${SUBJECT}/update`, { json: { id: theirs.id, version: theirs.version, subjectName: '改' } }), 404);
    refused(await admin.request('DELETE', `${SUBJECT}/remove`, { query: { id: theirs.id } }), 404);
    refused(await post(operator, `${SUBJECT}/save`, subject({ subjectCode: 'TSUB3' })), 403);
    refused(await post(operator, `${SUBJECT}/queryAccountSubjectPageList`, {}), 403);
  });
});

describe('goods categories (/api/bdtibs/goodsCategory findChildCategory GET, saveCategory, removeCategory)', () => {
  it('answers the tree, one level with hasChildren, and a saved child under its parent', async () => {
    const tree = expectOk(await admin.request('GET', `${CATEGORY}/findChildCategory`));
    const food = tree.find((n: Row) => n.categoryName === '食品');
    expect(food.children.map((n: Row) => n.categoryName)).toEqual(['奶粉', '保健食品', '零食']);
    const child = expectOk(await post(admin, `${CATEGORY}/saveCategory`, { parentId: food.id, categoryName: '坚果', categoryCode: 'NUTS', categorySequence: 4 }));
    const level = expectOk(await admin.request('GET', `${CATEGORY}/findChildCategory`, { query: { parentId: food.id } }));
    expect(level.map((n: Row) => n.categoryCode)).toEqual(['MILK', 'HEALTH', 'SNACK', 'NUTS']);
    expect(level.find((n: Row) => n.categoryCode === 'MILK').hasChildren).toBe(true);
    expect(expectOk(await post(admin, `${CATEGORY}/updateCategory`, { id: child.id, version: child.version, remark: '碧根果、夏威夷果' }))).toMatchObject({ remark: '碧根果、夏威夷果' });
    expect(expectOk(await post(admin, `${CATEGORY}/removeCategory`, { id: child.id }))).toEqual({ deleted: 1 });
  });

  it('refuses removing a category with children, a duplicate code, a parent of another tenant and a user without the page', async () => {
    const tree = expectOk(await admin.request('GET', `${CATEGORY}/findChildCategory`));
    const food = tree.find((n: Row) => n.categoryName === '食品');
    const reply = await post(admin, `${CATEGORY}/removeCategory`, { id: food.id });
    refused(reply);
    expect(reply.body.message).toBe('「食品」下还有 3 个下级，请先删除或移走它们');
    expect(refused(await post(admin, `${CATEGORY}/saveCategory`, { categoryName: '奶粉2', categoryCode: 'MILK', categorySequence: 1 })).categoryCode).toBe('类别编码 已存在');
    const theirs = expectOk(await harbor.request('GET', `${CATEGORY}/findChildCategory`))[0];
    expect(refused(await post(admin, `${CATEGORY}/saveCategory`, { parentId: theirs.id, categoryName: '越界', categoryCode: 'CROSS', categorySequence: 1 }))).toHaveProperty('parentId');
    refused(await post(admin, `${CATEGORY}/removeCategory`, { id: theirs.id }), 404);
    refused(await post(operator, `${CATEGORY}/saveCategory`, { categoryName: '无权', categoryCode: 'NOPE', categorySequence: 1 }), 403);
  });
});
