/**
 * Countries and regions over real HTTP (spec 02 §7 "sysregion" and the base calls of Country, Province, City, County
 * and Town; docs/api.md "Regions and countries"): one table of divisions read and written through /sysregion and
 * through the four level views, the region rules of spec 02 §5, delete by regionCode, another tenant's rows, a user
 * without the grant, and FIND_REGION_CHILDREN over the same rows.
 */
import { TestClient, expectOk, type Reply } from './http-client';
import { startSignedIn, type TestServer } from './test-server';
import { grantRoleMenu } from './role-grants';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

const REGION = '/api/admin/sysregion';
const BASE = '/api/bdtibs/base';

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
});
afterAll(async () => server?.close());

const add = (json: Record<string, unknown>, client = admin) => client.request('POST', `${REGION}/addSysRegion`, { json });
const base = (call: string, json: unknown, client = admin) => client.request('POST', `${BASE}/${call}`, { json });
const level = async (dictionaryCode: string, parentValue?: string, client = admin) =>
  expectOk<{ dictionaryValue: string; dictionaryName: string; dictionaryNameEn: string; parentValue: string }[]>(
    await client.query('findAllByCallId', { qid: 'FIND_REGION_CHILDREN', filters: JSON.stringify({ dictionaryCode, parentValue }) }));
const refused = (reply: Reply, http: number) => {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body;
};
const regionByCode = async (code: string, tenantCode = 'demo') => {
  const tenant = await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', tenantCode).executeTakeFirstOrThrow();
  return server.ctx.db.selectFrom('sysRegion' as never).selectAll().where('tenantId' as never, '=', tenant.id as never).where('regionCode' as never, '=', code as never).executeTakeFirst() as Promise<Record<string, any> | undefined>;
};

describe('the seeded divisions', () => {
  it('answers Guangdong\'s 21 cities and Nanshan\'s streets through FIND_REGION_CHILDREN, and the countries through FIND_REGION_COUNTRIES', async () => {
    const cities = await level('city', '440000');
    expect(cities).toHaveLength(21);
    expect(cities.map((c) => c.dictionaryName)).toEqual(expect.arrayContaining(['广州市', '深圳市', '东莞市', '中山市', '潮州市']));
    expect(cities.find((c) => c.dictionaryValue === '440300')).toMatchObject({ dictionaryNameEn: 'Shenzhen', parentValue: '440000' });
    expect((await level('town', '440305')).map((t) => t.dictionaryName)).toEqual(expect.arrayContaining(['南头街道', '粤海街道', '蛇口街道']));
    expect((await level('province', '142')).length).toBe(31);
    expect((await level('province', '110')).map((p) => p.dictionaryValue)).toEqual(['810000']);
    const countries = expectOk<{ dictionaryValue: string; isoAlpha2: string }[]>(await admin.query('findAllByCallId', { qid: 'FIND_REGION_COUNTRIES', filters: '{}' }));
    expect(countries.length).toBeGreaterThanOrEqual(60);
    expect(countries[0]).toMatchObject({ dictionaryValue: '142', isoAlpha2: 'CN' });
  });

  it('serves the tree lazily (querySysRegionTree) and the levels (queryRegionType)', async () => {
    const roots = expectOk<{ id: number; regionName: string; hasChildren: boolean }[]>(await admin.request('GET', `${REGION}/querySysRegionTree`, { query: { lazy: 'true' } }));
    const guangdong = roots.find((r) => r.regionName === '广东省')!;
    expect(guangdong.hasChildren).toBe(true);
    const cities = expectOk<{ regionName: string }[]>(await admin.request('GET', `${REGION}/querySysRegionTree`, { query: { parentId: guangdong.id } }));
    expect(cities).toHaveLength(21);
    const types = expectOk<{ value: string; label: string }[]>(await admin.request('GET', `${REGION}/queryRegionType`));
    expect(types.map((t) => t.value)).toEqual(['province', 'city', 'county', 'town']);
  });
});

describe('/sysregion: the admin calls', () => {
  it('adds a town under 南山区 (its parent code follows the parent), updates it, lists it and deletes it by regionCode', async () => {
    const nanshan = (await regionByCode('440305'))!;
    const town = expectOk(await add({ regionName: '前海测试街道', regionCode: '440305901', regionType: 'town', regionParent: nanshan.id, parentCode: '999999', regionSequence: 90 }));
    expect(town).toMatchObject({ regionCode: '440305901', parentCode: '440305', remoteArea: '0' });
    expect((await level('town', '440305')).map((t) => t.dictionaryValue)).toContain('440305901');
    const updated = expectOk(await admin.request('PUT', `${REGION}/updateSysRegion`, { json: { id: town.id, version: town.version, regionName: '前海街道（测试）', postalCode: '518054', remoteArea: '1' } }));
    expect(updated).toMatchObject({ regionName: '前海街道（测试）', postalCode: '518054', remoteArea: '1', version: town.version + 1 });
    const page = expectOk(await admin.request('GET', `${REGION}/querySysRegion`, { query: { regionName: '前海街道', currentPage: 1, pageSize: 10 } }));
    expect(page.list.map((r: { regionCode: string }) => r.regionCode)).toEqual(['440305901']);
    expect(expectOk(await admin.request('POST', `${REGION}/deleteSysRegion`, { query: { regionCode: '440305901' } }))).toEqual({ deleted: 1 });
    expect(await regionByCode('440305901')).toBeUndefined();
  });

  it('refuses a name of 1 or 41 characters and a code of 5 or 21 digits or with letters, naming the field and writing nothing', async () => {
    const ok = { regionName: '测试区', regionCode: '440399', regionType: 'county', parentCode: '440300' };
    for (const [field, value] of [['regionName', '区'], ['regionName', '区'.repeat(41)], ['regionCode', '44039'], ['regionCode', '4'.repeat(21)], ['regionCode', '44A399']] as const) {
      const body = refused(await add({ ...ok, [field]: value }), 400);
      expect(Object.keys(body.data?.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await regionByCode('440399')).toBeUndefined();
    const english = new TestClient(server.url, 'en');
    english.token = admin.token;
    const message = refused(await add({ ...ok, regionCode: '44039' }, english), 400).data.fields.regionCode;
    expect(message).toMatch(/6 to 20 digits/);
  });

  it('refuses a duplicate code, and deleting a region that has children (by id and by regionCode)', async () => {
    expect(refused(await add({ regionName: '又一个南山区', regionCode: '440305', regionType: 'county', parentCode: '440300' }), 400).data.fields).toHaveProperty('regionCode');
    const shenzhen = (await regionByCode('440300'))!;
    expect(refused(await admin.request('POST', `${REGION}/deleteSysRegion`, { query: { regionCode: '440300' } }), 400).message).toMatch(/深圳市.*下级/);
    expect(refused(await admin.request('POST', `${REGION}/deleteSysRegion`, { query: { id: shenzhen.id } }), 400).message).toMatch(/深圳市/);
    expect(await regionByCode('440300')).toBeDefined();
  });

  it('keeps children\'s parent code in step when a region\'s code changes', async () => {
    const county = expectOk(await add({ regionName: '改码测试区', regionCode: '440398', regionType: 'county', parentCode: '440300' }));
    expect((await regionByCode('440398'))!.regionParent).toBe((await regionByCode('440300'))!.id);
    expectOk(await add({ regionName: '改码测试街道', regionCode: '440398001', regionType: 'town', parentCode: '440398' }));
    expectOk(await admin.request('PUT', `${REGION}/updateSysRegion`, { json: { id: county.id, version: county.version, regionCode: '440397' } }));
    expect((await regionByCode('440398001'))!.parentCode).toBe('440397');
    expectOk(await admin.request('POST', `${REGION}/deleteSysRegion`, { query: { ids: `${(await regionByCode('440398001'))!.id},${county.id}` } }));
  });

  it('exports XLSX, Word and PDF', async () => {
    for (const [call, type] of [['exportSysRegion', 'spreadsheetml'], ['exportWordSysRegion', 'wordprocessingml'], ['exportPDFSysRegion', 'pdf']]) {
      const reply = await admin.request('POST', `${REGION}/${call}`, { json: { filters: { regionName: '南山' } } });
      expect(reply.http, call).toBe(200);
      expect(reply.headers.get('content-type'), call).toContain(type);
    }
  });

  it('does not reach another tenant\'s region, and refuses a user without the grant', async () => {
    const harborRegion = (await regionByCode('440305', 'harbor'))!;
    expect(refused(await admin.request('PUT', `${REGION}/updateSysRegion`, { json: { id: harborRegion.id, version: harborRegion.version, regionName: '改了' } }), 404));
    expect(refused(await admin.request('POST', `${REGION}/deleteSysRegion`, { query: { id: harborRegion.id } }), 404));
    expect((await regionByCode('440305', 'harbor'))!.regionName).toBe('南山区');
    expect(refused(await operator.request('GET', `${REGION}/querySysRegionTree`), 403));
    expect(refused(await add({ regionName: '越权区', regionCode: '440396', regionType: 'county', parentCode: '440300' }, operator), 403));
    expect(refused(await base('saveTown', { regionName: '越权街道', regionCode: '440305902', parentCode: '440305' }, operator), 403));
    // Reading a page is not writing it: /sysregion granted without the add button.
    await grantRoleMenu(server.ctx.db, { roleCode: 'ROLE_OPERATOR', path: '/sysregion' });
    expect((await level('city', '440000', operator)).length).toBe(21);
    expect(refused(await add({ regionName: '越权区', regionCode: '440396', regionType: 'county', parentCode: '440300' }, operator), 403));
    expect(await regionByCode('440396')).toBeUndefined();
  });
});

describe('the base calls over the same divisions', () => {
  it('saves, updates, exports and removes a province, a city, a county and a town as levels of one table', async () => {
    const province = expectOk(await base('saveProvince', { regionCode: '990000', regionName: '测试省', parentCode: '142' }));
    expect(province).toMatchObject({ regionType: 'province', parentCode: '142' });
    const city = expectOk(await base('saveCity', { regionCode: '990100', regionName: '测试市', parentCode: '990000', postalCode: '999000' }));
    const county = expectOk(await base('saveCounty', { regionCode: '990101', regionName: '测试区', parentCode: '990100' }));
    const town = expectOk(await base('saveTown', { regionCode: '990101001', regionName: '测试街道', parentCode: '990101', regionType: 'city' }));
    expect(town.regionType).toBe('town');
    // The admin tree sees the same rows, each under its parent.
    expect((await regionByCode('990101001'))!.regionParent).toBe(county.id);
    expect((await level('county', '990100')).map((c) => c.dictionaryValue)).toEqual(['990101']);
    expect(expectOk(await base('updateCity', { id: city.id, version: city.version, regionName: '测试城市' }))).toMatchObject({ regionName: '测试城市', regionType: 'city' });
    for (const call of ['exportProvince', 'exportCity', 'exportCounty', 'exportTown', 'exportCountry']) {
      const reply = await admin.request('POST', `${BASE}/${call}`, { json: {} });
      expect(reply.http, call).toBe(200);
      expect(reply.headers.get('content-type'), call).toContain('spreadsheetml');
    }
    // A level view reaches only its own rows: a town is no city.
    expect(refused(await base('updateCity', { id: town.id, version: town.version, regionName: '不是城市' }), 404));
    expect(refused(await base('removeCity', { id: town.id }), 404));
    // A city must name a province, a town a county.
    expect(refused(await base('saveCity', { regionCode: '990200', regionName: '孤儿市', parentCode: '990101' }), 400).data.fields).toHaveProperty('parentCode');
    expect(refused(await base('removeProvince', { id: province.id }), 400).message).toMatch(/测试省/);
    for (const [call, row] of [['removeTown', town], ['removeCounty', county], ['removeCity', city], ['removeProvince', province]] as const) expect(expectOk(await base(call, { id: row.id }))).toEqual({ deleted: 1 });
    expect(await regionByCode('990000')).toBeUndefined();
  });

  it('keeps countries with their ISO and customs codes: save, update, remove, duplicate and bad codes refused', async () => {
    const country = expectOk(await base('saveCountry', { countryCode: '999', isoAlpha2: 'ZZ', isoAlpha3: 'ZZZ', countryName: '测试国', countryNameEn: 'Testland', countrySequence: 999 }));
    expect(expectOk(await base('updateCountry', { id: country.id, version: country.version, countryNameEn: 'Test Land' }))).toMatchObject({ countryNameEn: 'Test Land' });
    expect(refused(await base('saveCountry', { countryCode: '142', isoAlpha2: 'YY', isoAlpha3: 'YYY', countryName: '重复', countryNameEn: 'Dup' }), 400).data.fields).toHaveProperty('countryCode');
    const bad = refused(await base('saveCountry', { countryCode: '14', isoAlpha2: 'cn', isoAlpha3: 'CHNA', countryName: '坏', countryNameEn: 'Bad' }), 400).data.fields;
    expect(Object.keys(bad)).toEqual(expect.arrayContaining(['countryCode', 'isoAlpha2', 'isoAlpha3', 'countryName']));
    const harborCountry = await server.ctx.db.selectFrom('baseCountry' as never).select(['id' as never, 'version' as never]).where('countryCode' as never, '=', '502' as never)
      .where('tenantId' as never, '=', (await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', 'harbor').executeTakeFirstOrThrow()).id as never).executeTakeFirstOrThrow() as { id: number; version: number };
    expect(refused(await base('removeCountry', { id: harborCountry.id }), 404));
    expect(refused(await base('removeCountry', { id: country.id }, operator), 403));
    expect(expectOk(await base('removeCountry', { id: country.id }))).toEqual({ deleted: 1 });
    // Codes are unique per tenant: the other tenant keeps its own 999.
    expectOk(await base('saveCountry', { countryCode: '999', isoAlpha2: 'ZZ', isoAlpha3: 'ZZZ', countryName: '测试国', countryNameEn: 'Testland' }, harbor));
  });
});
