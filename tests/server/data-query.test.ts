/**
 * The generic data query (spec 01 §7) over real HTTP: every seeded qid under both service prefixes, the
 * dictionary / org / repeat-scan uses, tenant isolation across every qid, non-admin site and own-record scoping,
 * hostile values, paging and sorting rules, form and JSON bodies.
 */
import { sql } from 'kysely';
import { startSignedIn, type TestServer } from './test-server';
import { TestClient, type Reply } from './http-client';
import type { QidDefinition } from '../../server/qid/definition';
import { DEMO_SITES } from '../../server/seed/demo-fixtures';

const PREFIXES = ['/api/bdtibs/dataQuery', '/api/bdttms/dataQuery'] as const;
type Row = Record<string, any>;
/** The demo tenant's sites by code, as FIND_SITE orders them (schemas/base/site.json's demo rows). */
const SITE_CODES = DEMO_SITES.demo.map((s) => s.siteCode).sort();
const OPEN_SITES = DEMO_SITES.demo.filter((s) => s.blOpen === 1).length;

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;
let demoTenantId: number;

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
  demoTenantId = (await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', 'demo').executeTakeFirstOrThrow()).id;
  // demo rows for the qids the seed leaves empty: a scan and the admin's uploaded file (FIND_ZTDCODE_FILE lists one's own)
  const adminId = (await server.ctx.db.selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
  await server.ctx.db.insertInto('scanRecord').values({ tenantId: demoTenantId, scanType: 'putScan', scanCode: 'DM-SCAN-0001', ownerSiteCode: 'SZ001', scannedBy: 'operator', scannedAt: new Date(server.clock.now()), clientScanId: null }).execute();
  await server.ctx.db.insertInto('storedFile').values({ tenantId: demoTenantId, fileKey: 'd'.repeat(32), fileName: 'demo.pdf', contentType: 'application/pdf', fileSize: 3, sha256: '0'.repeat(64), ztdCode: 'DM-ZTD-1', createdBy: adminId, createdAt: new Date(server.clock.now()) }).execute();
});
afterAll(async () => server?.close());

/** The qids the demo seed gives rows to; qids added later are covered by the loops too, without that demand. */
const SEEDED_QIDS = [
  'FIND_BASE_DICTIONARY_DETAIL', 'FIND_COMP_AUTH_LIST_NOTICE', 'FIND_COMP_AUTH_LIST_SALES_MAN_NOTICE', 'FIND_CONSULT_WORK_ORDER_NOTICE',
  'FIND_CORPORATE_SB_CUST_CONFIRM_NOTICE', 'FIND_CUSTOMER', 'FIND_ORG_LIST', 'FIND_PROBLEM_NOTICE', 'FIND_REPEAT_SCAN_RECORD', 'FIND_LAST_SCAN_RECORD', 'FIND_SITE', 'FIND_ZTDCODE_FILE',
];

/** Values for a qid's required filters that match demo data. */
const REQUIRED_VALUES: Record<string, string> = { scanType: 'putScan', scanCode: 'DM-SCAN-0001' };

function requiredFilters(definition: QidDefinition): Record<string, string> {
  const fallback = (name: string) => {
    const type = definition.filters?.[name]?.type;
    return type === 'integer' || type === 'number' ? '1' : type === 'date' ? '2026-01-01' : 'x';
  };
  return Object.fromEntries((definition.required ?? []).map((name) => [name, REQUIRED_VALUES[name] ?? fallback(name)]));
}

/**
 * A child table's lines are read per header (CHILD_SCOPE_REQUIRED, docs/schemas.md "Child tables"): the parent filter
 * naming a demo header, one with lines when the seed gives the table any (`withLines`), so the sweeps read real rows.
 * Empty for any other qid.
 */
async function parentScope(definition: QidDefinition): Promise<{ filter: Record<string, string>; withLines: boolean }> {
  const parent = server.ctx.entities.byListQid(definition.qid)?.schema.parent;
  if (!parent) return { filter: {}, withLines: false };
  const line = await sql<Row>`SELECT ${sql.ref(parent.field)} AS id FROM ${sql.table(definition.from)} WHERE tenant_id = ${demoTenantId} LIMIT 1`.execute(server.ctx.db);
  const headerTable = server.ctx.entities.get(parent.entity)!.table!;
  const header = await sql<Row>`SELECT id FROM ${sql.table(headerTable)} WHERE tenant_id = ${demoTenantId} LIMIT 1`.execute(server.ctx.db);
  const id = line.rows[0]?.id ?? header.rows[0]?.id;
  expect(id, `${definition.qid}: a demo header`).toBeDefined();
  return { filter: { [parent.field]: String(id) }, withLines: line.rows.length > 0 };
}

/** Every registered qid's form for the sweeps: its required filters, and a child table's parent filter. */
async function sweepForm(definition: QidDefinition): Promise<Record<string, string>> {
  return { qid: definition.qid, ...requiredFilters(definition), ...(await parentScope(definition)).filter };
}

async function findAll(client: TestClient, form: Record<string, string | number>): Promise<Row[]> {
  const reply = await client.query('findAllByCallId', form);
  expect(reply.http, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body.code).toBe(200);
  expect(Array.isArray(reply.body.data)).toBe(true);
  return reply.body.data;
}

function expect400(reply: Reply, mention?: string): void {
  expect(reply.http, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body.code).toBe(400);
  expect(reply.body.message).toBeTruthy();
  if (mention) expect(reply.body.message).toContain(mention);
}

describe('every seeded qid', () => {
  it('answers under both prefixes, with findAll and findPage', async () => {
    const definitions = server.ctx.qids.all();
    expect(definitions.map((d) => d.qid)).toEqual(expect.arrayContaining(SEEDED_QIDS));
    for (const definition of definitions) {
      const form = await sweepForm(definition);
      const child = server.ctx.entities.byListQid(definition.qid)?.schema;
      // without its header, a child table's qid is refused, naming the parent field
      if (child?.parent) expect400(await admin.query('findAllByCallId', { ...form, [child.parent.field]: '' }), child.fields[child.parent.field]?.title.en ?? child.parent.field);
      const answers: unknown[] = [];
      for (const prefix of PREFIXES) {
        const all = await admin.query('findAllByCallId', form, prefix);
        expect(all.http, `${prefix} findAll ${definition.qid}`).toBe(200);
        expect(all.body).toMatchObject({ code: 200, status: 200 });
        expect(Array.isArray(all.body.data)).toBe(true);
        if (SEEDED_QIDS.includes(definition.qid)) expect(all.body.data.length, `${definition.qid} has demo rows`).toBeGreaterThan(0);
        // An entity's list adds the labels of its references (`_labels`, docs/api.md "Reference labels").
        for (const row of all.body.data) expect(Object.keys(row).filter((key) => key !== '_labels').sort()).toEqual(Object.keys(definition.fields).sort());
        const page = await admin.query('findPageByCallId', { ...form, currentPage: 1, pageSize: 2 }, prefix);
        expect(page.http, `${prefix} findPage ${definition.qid}`).toBe(200);
        expect(page.body.code).toBe(200);
        expect(page.body.data).toMatchObject({ list: expect.any(Array), total: expect.any(Number), currentPage: 1 });
        if (!definition.aggregate) {
          // a page is never larger than the qid's maxRows (FIND_LAST_SCAN_RECORD: one row)
          expect(page.body.data.pageSize).toBe(Math.min(2, definition.maxRows ?? 2));
          expect(page.body.data.total).toBe(all.body.data.length);
          expect(page.body.data.list).toEqual(all.body.data.slice(0, 2));
        }
        answers.push(all.body.data);
      }
      expect(answers[1], `both prefixes agree on ${definition.qid}`).toEqual(answers[0]);
    }
  });

  it('pages through a list without overlap', async () => {
    const all = await findAll(admin, { qid: 'FIND_SITE' });
    const pages: Row[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const reply = await admin.query('findPageByCallId', { qid: 'FIND_SITE', currentPage: page, pageSize: 4 });
      pages.push(...reply.body.data.list);
      expect(reply.body.data.total).toBe(SITE_CODES.length);
    }
    expect(pages).toEqual(all);
  });
});

describe('dictionaries, orgs and repeat scans', () => {
  it('gives the wmsStash dictionary by dictionaryCode and by key: 4 warehouses, one without an order', async () => {
    for (const filter of [{ dictionaryCode: 'wmsStash' }, { key: 'wmsStash' }] as Record<string, string>[]) {
      const viaFilters = await findAll(operator, { qid: 'FIND_BASE_DICTIONARY_DETAIL', filters: JSON.stringify(filter) });
      const topLevel = await findAll(operator, { qid: 'FIND_BASE_DICTIONARY_DETAIL', ...filter });
      expect(topLevel).toEqual(viaFilters);
      expect(viaFilters).toHaveLength(4);
      expect(viaFilters.map((item) => item.dictionaryValue)).toEqual(['SZWH', 'HKWH', 'DGWH', 'GZWH']);
      expect(viaFilters.filter((item) => item.dictionaryOrder === null)).toHaveLength(1);
      for (const item of viaFilters) expect(item).toMatchObject({ dictionaryCode: 'wmsStash', dictionaryName: expect.any(String) });
    }
    expect(await findAll(admin, { qid: 'FIND_BASE_DICTIONARY_DETAIL', dictionaryCode: 'workOrderStatus' })).toHaveLength(3);
    expect(await findAll(admin, { qid: 'FIND_BASE_DICTIONARY_DETAIL', dictionaryCode: 'noSuchDictionary' })).toEqual([]);
  });

  it('gives the org list as page 1 of 10000 in data.list', async () => {
    const reply = await operator.query('findPageByCallId', { qid: 'FIND_ORG_LIST', currentPage: 1, pageSize: 10000 });
    expect(reply.body.code).toBe(200);
    expect(reply.body.data).toMatchObject({ total: 8, currentPage: 1, pageSize: 10000 });
    expect(reply.body.data.list.map((org: Row) => org.orgName)).toEqual(['Demo Logistics 总部', '运营部', '关务部', '财务部', '客服部', '深圳分公司', '深圳仓储部', '深圳关务部']);
  });

  it('FIND_REPEAT_SCAN_RECORD needs scanCode and counts earlier scans', async () => {
    expect400(await operator.query('findAllByCallId', { qid: 'FIND_REPEAT_SCAN_RECORD', scanType: 'putScan' }), 'scanCode');
    expect400(await operator.query('findAllByCallId', { qid: 'FIND_REPEAT_SCAN_RECORD', scanCode: 'X' }), 'scanType');
    const form = { qid: 'FIND_REPEAT_SCAN_RECORD', scanType: 'putScan', scanCode: 'SF1234567890' };
    expect(await findAll(operator, form)).toEqual([{ recordcount: 0 }]);
    await server.ctx.db.insertInto('scanRecord').values({ tenantId: demoTenantId, scanType: 'putScan', scanCode: 'SF1234567890', ownerSiteCode: 'SZ001', scannedBy: 'operator', scannedAt: new Date(server.clock.now()), clientScanId: null }).execute();
    expect(await findAll(operator, form)).toEqual([{ recordcount: 1 }]);
    expect(await findAll(operator, { ...form, scanType: 'outScan' })).toEqual([{ recordcount: 0 }]);
    const page = await operator.query('findPageByCallId', { qid: 'FIND_REPEAT_SCAN_RECORD', filters: JSON.stringify({ scanType: 'putScan', scanCode: 'SF1234567890' }) });
    expect(page.body.data.list[0]).toEqual({ recordcount: 1 });
    // a scan at another site is not the operator's repeat (they work SZ001); the administrator counts every site
    await server.ctx.db.insertInto('scanRecord').values({ tenantId: demoTenantId, scanType: 'putScan', scanCode: 'SF1234567890', ownerSiteCode: '888888', scannedBy: 'admin', scannedAt: new Date(server.clock.now()), clientScanId: null }).execute();
    expect(await findAll(operator, form)).toEqual([{ recordcount: 1 }]);
    expect(await findAll(admin, form)).toEqual([{ recordcount: 2 }]);
  });

  it('FIND_LAST_SCAN_RECORD says who scanned a code last, where and when, at the operator\'s own site', async () => {
    expect400(await operator.query('findAllByCallId', { qid: 'FIND_LAST_SCAN_RECORD', scanType: 'putScan' }), 'scanCode');
    const form = { qid: 'FIND_LAST_SCAN_RECORD', scanType: 'putScan', scanCode: 'SF2000000001' };
    expect(await findAll(operator, form)).toEqual([]);
    const now = server.clock.now();
    const scan = (scannedBy: string, ownerSiteCode: string, minutesAgo: number, scanType = 'putScan') => ({ tenantId: demoTenantId, scanType, scanCode: 'SF2000000001', ownerSiteCode, scannedBy, scannedAt: new Date(now - minutesAgo * 60_000), clientScanId: null });
    await server.ctx.db.insertInto('scanRecord').values([
      scan('operator', 'SZ001', 30),
      scan('huangxy', 'SZ001', 20),
      scan('admin', '888888', 10), // later, but at another site
      scan('operator', 'SZ001', 5, 'outScan'), // later, but another scan type
    ]).execute();
    const [own] = await findAll(operator, form);
    expect(own).toMatchObject({ scanType: 'putScan', scanCode: 'SF2000000001', scannedBy: 'huangxy', ownerSiteCode: 'SZ001' });
    expect(new Date(own!.scannedAt).getTime()).toBe(now - 20 * 60_000);
    expect(await findAll(operator, form)).toHaveLength(1);
    expect(await findAll(admin, form)).toMatchObject([{ scannedBy: 'admin', ownerSiteCode: '888888' }]);
    expect(await findAll(operator, { ...form, scanCode: 'SF2000000002' })).toEqual([]);
  });

  it('names an unknown qid in its 400', async () => {
    expect400(await admin.query('findAllByCallId', { qid: 'FIND_NOTHING_AT_ALL' }), 'FIND_NOTHING_AT_ALL');
    expect400(await admin.query('findPageByCallId', { qid: 'FIND_NOTHING_AT_ALL' }, '/api/bdttms/dataQuery'), 'FIND_NOTHING_AT_ALL');
    expect400(await admin.request('POST', '/api/bdtibs/dataQuery/findAllByCallId', { form: { filters: '{}' } }), 'qid');
    const english = new TestClient(server.url, 'en');
    english.token = admin.token;
    expect((await english.query('findAllByCallId', { qid: 'FIND_NOTHING_AT_ALL' })).body.message).toBe('Unknown query id: FIND_NOTHING_AT_ALL');
  });

  it('needs a session', async () => {
    const anonymous = await new TestClient(server.url).query('findAllByCallId', { qid: 'FIND_SITE' });
    expect(anonymous.http).toBe(401);
  });
});

describe('tenant isolation', () => {
  it('a harbor_admin sees no demo row through any registered qid', async () => {
    const harborTenantId = (await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', 'harbor').executeTakeFirstOrThrow()).id;
    for (const definition of server.ctx.qids.all()) {
      // a child table's qid is asked for the lines of a demo header: harbor must see none of them
      const parent = await parentScope(definition);
      const form = { qid: definition.qid, ...requiredFilters(definition), ...parent.filter };
      const demoRows = await findAll(admin, form);
      if (server.ctx.entities.byListQid(definition.qid)?.schema.storage?.platform) {
        // installation-wide rows (app clients, tenants): the platform tenant's, refused to any other
        expect((await harbor.query('findAllByCallId', form)).http, definition.qid).toBe(403);
        continue;
      }
      const harborRows = await findAll(harbor, form);
      if (definition.qid === 'FIND_REPEAT_SCAN_RECORD') {
        // the demo scan exists for the demo admin only
        expect(demoRows).toEqual([{ recordcount: 1 }]);
        expect(harborRows).toEqual([{ recordcount: 0 }]);
        continue;
      }
      if (definition.qid === 'FIND_LAST_SCAN_RECORD') {
        expect(demoRows).toMatchObject([{ scanCode: 'DM-SCAN-0001', scannedBy: 'operator' }]);
        expect(harborRows).toEqual([]);
        continue;
      }
      expect(definition.scope?.tenant, `${definition.qid} is tenant-scoped`).not.toBe(false);
      if (definition.aggregate || !definition.fields.id) continue;
      const demoIds = new Set(demoRows.map((row) => row.id));
      if (SEEDED_QIDS.includes(definition.qid) || parent.withLines) expect(demoIds.size, definition.qid).toBeGreaterThan(0);
      for (const row of harborRows) expect(demoIds.has(row.id), `${definition.qid} row ${row.id}`).toBe(false);
      if (harborRows.length) {
        const owners = await sql<{ tenantId: number }>`SELECT DISTINCT tenant_id FROM ${sql.table(definition.from)} WHERE id IN (${sql.join(harborRows.map((row) => row.id))})`.execute(server.ctx.db);
        expect(owners.rows.map((r) => r.tenantId), definition.qid).toEqual([harborTenantId]);
      }
      for (const row of harborRows) {
        for (const field of ['customerCode', 'orderCode', 'workOrderCode']) if (row[field] !== undefined && row[field] !== null) expect(String(row[field]).startsWith('HB'), `${definition.qid}.${field}=${row[field]}`).toBe(true);
        if (row.siteCode !== undefined) expect(row.siteCode).toBe('HB001');
        if (row.ztdCode !== undefined) expect(row.ztdCode).not.toBe('DM-ZTD-1');
      }
      // filtering on a demo value does not reach across either
      if (definition.filters?.customerCode) expect(await findAll(harbor, { ...form, customerCode: 'DMC001' })).toEqual([]);
      if (definition.filters?.siteCode) expect(await findAll(harbor, { ...form, siteCode: '888888' })).toEqual([]);
      if (definition.filters?.ztdCode) expect(await findAll(harbor, { ...form, ztdCode: 'DM-ZTD-1' })).toEqual([]);
      if (definition.filters?.ids) expect(await findAll(harbor, { ...form, ids: [...demoIds].join(',') })).toEqual([]);
    }
  });
});

describe('non-admin scoping', () => {
  it('the operator\'s FIND_SITE gives SZ001 only, whatever site the request names', async () => {
    expect((await findAll(operator, { qid: 'FIND_SITE', blOpen: 1 })).map((s) => s.siteCode)).toEqual(['SZ001']);
    for (const form of [{ ownerSiteCode: '888888' }, { ownerSite: '1' }, { siteCode: '888888' }, { filters: JSON.stringify({ siteCode: '888888' }) }, { filters: JSON.stringify({ ownerSiteCode: '888888' }) }] as Record<string, string>[]) {
      const rows = await findAll(operator, { qid: 'FIND_SITE', ...form });
      expect(rows.every((row) => row.siteCode === 'SZ001'), JSON.stringify(form)).toBe(true);
      const page = await operator.query('findPageByCallId', { qid: 'FIND_SITE', ...form });
      expect(page.body.data.list.every((row: Row) => row.siteCode === 'SZ001')).toBe(true);
      expect(page.body.data.total).toBeLessThanOrEqual(1);
    }
    expect((await findAll(admin, { qid: 'FIND_SITE' })).map((s) => s.siteCode)).toEqual(SITE_CODES);
    const customers = await findAll(operator, { qid: 'FIND_CUSTOMER' });
    expect(customers.length).toBeGreaterThan(0);
    expect(customers.every((c) => c.ownerSiteCode === 'SZ001')).toBe(true);
  });

  it('reminder qids give the operator only their own rows, and the admin more', async () => {
    const problems = await findAll(operator, { qid: 'FIND_PROBLEM_NOTICE' });
    expect(problems.length).toBe(2);
    expect(problems.every((row) => row.createdBy === '操作员小王')).toBe(true);
    expect((await findAll(admin, { qid: 'FIND_PROBLEM_NOTICE' })).length).toBe(3);

    const workOrders = await findAll(operator, { qid: 'FIND_CONSULT_WORK_ORDER_NOTICE', status: '待处理' });
    expect(workOrders.map((row) => row.workOrderCode)).toEqual(['DMWO0001']);
    expect(workOrders.every((row) => row.handlerCode === 'operator' && row.status === '待处理')).toBe(true);
    const adminWorkOrders = await findAll(admin, { qid: 'FIND_CONSULT_WORK_ORDER_NOTICE', status: '待处理' });
    expect(adminWorkOrders.length).toBe(2);
    expect(adminWorkOrders.every((row) => row.status === '待处理')).toBe(true);

    expect((await findAll(operator, { qid: 'FIND_COMP_AUTH_LIST_NOTICE' })).map((row) => row.customerCode)).toEqual(['DMC001']);
    expect((await findAll(admin, { qid: 'FIND_COMP_AUTH_LIST_NOTICE' })).length).toBeGreaterThan(1);
    expect((await findAll(operator, { qid: 'FIND_COMP_AUTH_LIST_SALES_MAN_NOTICE' })).map((row) => row.salesManCode)).toEqual(['E1002']);
    expect((await findAll(admin, { qid: 'FIND_COMP_AUTH_LIST_SALES_MAN_NOTICE' })).length).toBe(2);
    // Orders awaiting confirmation (docs/domain/orders.md): the operator's are those of their site.
    const toConfirm = await findAll(operator, { qid: 'FIND_CORPORATE_SB_CUST_CONFIRM_NOTICE' });
    expect(toConfirm.length).toBeGreaterThan(0);
    expect(toConfirm.every((row) => row.ownerSiteCode === 'SZ001')).toBe(true);
    expect((await findAll(admin, { qid: 'FIND_CORPORATE_SB_CUST_CONFIRM_NOTICE' })).length).toBeGreaterThan(toConfirm.length);
  });
});

describe('hostile and malformed requests', () => {
  it('SQL-looking values are inert', async () => {
    for (const siteName of ["' OR 1=1 --", '%', '_', '\\', "'; DROP TABLE base_site; --", '%%', '"']) {
      expect(await findAll(admin, { qid: 'FIND_SITE', siteName }), siteName).toEqual([]);
      expect(await findAll(admin, { qid: 'FIND_SITE', filters: JSON.stringify({ siteName }) })).toEqual([]);
    }
    expect((await findAll(admin, { qid: 'FIND_SITE', siteName: '深圳' })).map((s) => s.siteCode)).toEqual(['888888', 'SZ001', 'SZWH']);
    expect(await findAll(admin, { qid: 'FIND_BASE_DICTIONARY_DETAIL', dictionaryCode: "wmsStash'; DROP TABLE base_site; --" })).toEqual([]);
    expect(await findAll(admin, { qid: 'FIND_BASE_DICTIONARY_DETAIL', filters: JSON.stringify({ dictionaryCode: "wmsStash' OR '1'='1" }) })).toEqual([]);
    expect400(await admin.query('findAllByCallId', { qid: 'FIND_CUSTOMER', ids: '1,2) OR (1=1' }));
    expect400(await admin.query('findAllByCallId', { qid: 'FIND_SITE', blOpen: '1 OR 1=1' }));
    // sort and order are not spliced in either
    expect400(await admin.query('findAllByCallId', { qid: 'FIND_SITE', sort: 'siteCode; DROP TABLE base_site' }));
    const weirdOrder = await findAll(admin, { qid: 'FIND_SITE', sort: 'siteCode', order: 'asc; DROP TABLE base_site' });
    expect(weirdOrder).toHaveLength(SITE_CODES.length);
    const table = await sql<{ n: string }>`SELECT count(*) AS n FROM base_site`.execute(server.ctx.db);
    expect(Number(table.rows[0]!.n)).toBe(SITE_CODES.length + DEMO_SITES.harbor.length);
    expect(await findAll(admin, { qid: 'FIND_SITE' })).toHaveLength(SITE_CODES.length);
  });

  it('values that do not fit a filter, the paging or the database are 400s, never 500s', async () => {
    const cases: Record<string, string | number>[] = [
      { qid: 'FIND_SITE', blOpen: '9'.repeat(30) },
      { qid: 'FIND_SITE', blOpen: '99999999999' },
      { qid: 'FIND_SITE', blOpen: 'yes' },
      { qid: 'FIND_SITE', siteName: 'a\u0000b' },
      { qid: 'FIND_SITE', filters: JSON.stringify({ siteName: { $ne: 1 } }) },
      { qid: 'FIND_SITE', filters: JSON.stringify({ siteCode: ['888888', 'SZ001'] }) },
      { qid: 'FIND_CUSTOMER', ids: '1,'.repeat(70_000) + '1' },
      { qid: 'FIND_CUSTOMER', ids: `1,${'9'.repeat(20)}` },
      { qid: 'FIND_ORG_LIST', orgParent: '-'.repeat(3) },
      { qid: 'FIND_ZTDCODE_FILE', id: '1.5' },
      { qid: 'FIND_REPEAT_SCAN_RECORD', scanType: 'putScan', scanCode: 'x'.repeat(100_000) },
    ];
    for (const form of cases) {
      for (const call of ['findAllByCallId', 'findPageByCallId'] as const) {
        const reply = await admin.query(call, form);
        const label = `${call} ${JSON.stringify(form).slice(0, 120)}`;
        expect(reply.http, label).toBeLessThan(500);
        expect([200, 400], label).toContain(reply.body.code);
      }
    }
    // a very long string is just a value that matches nothing
    expect(await findAll(admin, { qid: 'FIND_SITE', siteCode: 'x'.repeat(100_000) })).toEqual([]);
  });

  it('refuses bad paging and non-sortable fields with 400', async () => {
    for (const paging of [{ currentPage: 0 }, { currentPage: -1 }, { currentPage: '1.5' }, { currentPage: 'abc' }, { pageSize: 'abc' }, { pageSize: 0 }, { currentPage: '9'.repeat(30) }, { pageSize: '9'.repeat(30) }, { currentPage: String(Number.MAX_SAFE_INTEGER) }] as Record<string, string | number>[]) {
      expect400(await admin.query('findPageByCallId', { qid: 'FIND_SITE', ...paging }));
    }
    expect400(await admin.query('findPageByCallId', { qid: 'FIND_SITE', sort: 'address' }), 'address');
    expect400(await admin.query('findAllByCallId', { qid: 'FIND_SITE', sort: 'tenantId' }));
    expect400(await admin.query('findAllByCallId', { qid: 'FIND_PROBLEM_NOTICE', sort: 'createdAt' }));
    const descending = await findAll(admin, { qid: 'FIND_SITE', sort: 'siteCode', order: 'descend' });
    expect(descending.map((s) => s.siteCode)).toEqual([...SITE_CODES].reverse());
    for (const currentPage of [50, 999_999_999_999]) {
      const beyond = await admin.query('findPageByCallId', { qid: 'FIND_SITE', currentPage, pageSize: 10 });
      expect(beyond.body.data).toMatchObject({ list: [], total: SITE_CODES.length, currentPage });
    }
    const capped = await admin.query('findPageByCallId', { qid: 'FIND_PROBLEM_NOTICE', currentPage: 1, pageSize: 100000 });
    expect(capped.body.data.pageSize).toBe(200);
  });

  it('takes a form-encoded body with JSON-encoded filters, and a JSON body', async () => {
    const form = await admin.query('findPageByCallId', { qid: 'FIND_SITE', filters: JSON.stringify({ blOpen: 1 }), currentPage: 1, pageSize: 10 });
    expect(form.body.data.total).toBe(OPEN_SITES);
    const json = await admin.request('POST', '/api/bdttms/dataQuery/findPageByCallId', { json: { qid: 'FIND_SITE', filters: { blOpen: 1 }, currentPage: 1, pageSize: 10 } });
    expect(json.http).toBe(200);
    expect(json.body.data).toEqual(form.body.data);
    const jsonEncodedInJson = await admin.request('POST', '/api/bdtibs/dataQuery/findAllByCallId', { json: { qid: 'FIND_SITE', filters: JSON.stringify({ blOpen: 0 }) } });
    expect(jsonEncodedInJson.body.data.map((s: Row) => s.siteCode)).toEqual(['DG001']);
    const topLevelJson = await admin.request('POST', '/api/bdtibs/dataQuery/findAllByCallId', { json: { qid: 'FIND_BASE_DICTIONARY_DETAIL', dictionaryCode: 'wmsStash' } });
    expect(topLevelJson.body.data).toHaveLength(4);
    const malformedFilters = await admin.query('findAllByCallId', { qid: 'FIND_SITE', filters: '{not json' });
    expect(malformedFilters.http).toBeLessThan(500);
    const arrayBody = await admin.request('POST', '/api/bdtibs/dataQuery/findAllByCallId', { json: [{ qid: 'FIND_SITE' }] });
    expect(arrayBody.http).toBe(400);
  });
});
