/**
 * The code generator over real HTTP (docs/domain/devtool.md "The code generator", docs/api.md "Code generator"):
 * generator templates (one default per tenant, the naming preview), the generated forms page over the tenant's
 * schema overrides and its drop command, the database's tables, drafts reversed from a table, and forward
 * generation — checked as at start, refused with its problems, written into a test schema folder in development
 * mode where the entity's list then answers the demo rows. Administrators only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { expectOk, type TestClient } from './http-client';
import { startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;
let schemaDir: string;

const TEMPLATES = '/api/admin/generatortemplate';
const DEVTOOL = '/api/clearway/devtool';

beforeAll(async () => {
  schemaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-codegen-'));
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin'], { schemaDir }));
}, 240_000);
afterAll(async () => {
  await server?.close();
  fs.rmSync(schemaDir, { recursive: true, force: true });
});

type Row = Record<string, any>;

describe('generator templates', () => {
  it('lists each tenant its demo templates, one of them the default', async () => {
    const demo = expectOk(await admin.request('GET', `${TEMPLATES}/queryGeneratorTemplate`)).list as Row[];
    expect(demo.map((t) => t.templateName).sort()).toEqual(['清关单据页', '默认（基础资料）'].sort());
    expect(demo.filter((t) => t.isDefault)).toHaveLength(1);
    expect(demo.find((t) => t.apiPattern === 'customs')).toMatchObject({ tablePrefix: 'cus_', idPrefix: 'cus' });
    const other = expectOk(await harbor.request('GET', `${TEMPLATES}/queryGeneratorTemplate`)).list as Row[];
    expect(other.map((t) => t.templateName)).toContain('Default (base data)');
  });

  it('creates a template with the defaults and refuses a second default', async () => {
    const created = expectOk(await admin.request('POST', `${TEMPLATES}/addGeneratorTemplate`, { json: { templateName: '管理页', apiPattern: 'admin', idPrefix: 'adm' } }));
    expect(created).toMatchObject({ areaFolder: 'generated', tablePrefix: 'gen_', qidPrefix: 'FIND_', formMode: 'dialog', formGrid: 2, listColumnsMax: 8, isDefault: false });
    const second = await admin.request('POST', `${TEMPLATES}/addGeneratorTemplate`, { json: { templateName: '第二个默认', isDefault: true } });
    expect(second.http).toBe(400);
    expect(Object.keys(second.body.data.fields)).toEqual(['isDefault']);
    const duplicate = await admin.request('POST', `${TEMPLATES}/addGeneratorTemplate`, { json: { templateName: '管理页' } });
    expect(duplicate.http).toBe(400);
  });

  it('previews the names a sample table gets (the detail tab call)', async () => {
    const customs = (expectOk(await admin.request('GET', `${TEMPLATES}/queryGeneratorTemplate`)).list as Row[]).find((t) => t.apiPattern === 'customs')!;
    const reply = await admin.request('GET', `${TEMPLATES}/previewGeneratorTemplate`, { query: { templateId: customs.id } });
    const lines = expectOk(reply).result as { item: string; value: string }[];
    expect(lines).toContainEqual({ item: '架构文件', value: 'schemas/customs-generated/sample-order.json' });
    expect(lines).toContainEqual({ item: '新表（正向）', value: 'cus_sample_order' });
    expect(lines.find((l) => l.item === '接口')!.value).toContain('/api/bdtibs/customs/querySampleOrderPageList');
  });
});

describe('generated forms', () => {
  it('lists an override saved through the overrides call, and drops it with the command', async () => {
    const patch = { fields: { carrierName: { title: { zh: '承运商全称', en: 'Carrier full name' } } } };
    expectOk(await admin.request('PUT', '/api/clearway/schema-overrides/base.carrier', { json: { patch, comment: 'rename' } }));
    const active = expectOk(await admin.query('findPageByCallId', { qid: 'FIND_SCHEMA_OVERRIDE', active: 'true', currentPage: 1, pageSize: 50 })).list as Row[];
    expect(active.find((r) => r.schemaId === 'base.carrier')).toMatchObject({ overrideVersion: 1, versions: 1, active: true, savedBy: 'admin', comment: 'rename' });
    // harbor sees its own seeded override only, never demo's.
    const harbors = (expectOk(await harbor.query('findPageByCallId', { qid: 'FIND_SCHEMA_OVERRIDE', currentPage: 1, pageSize: 50 })).list as Row[]).map((r) => r.schemaId);
    expect(harbors).toEqual(['base.bankAccount']);
    expect(active.map((r) => r.schemaId)).toContain('base.unit');

    const dropped = expectOk(await admin.request('POST', '/api/clearway/entity/devtool.generatorForm/command/drop', { json: { params: { schemaId: 'base.carrier' } } }));
    expect(dropped.result).toEqual({ schemaId: 'base.carrier', dropped: true });
    expect(expectOk(await admin.request('GET', '/api/clearway/schema-overrides/base.carrier')).active).toBeNull();
    const after = expectOk(await admin.query('findPageByCallId', { qid: 'FIND_SCHEMA_OVERRIDE', active: 'true', currentPage: 1, pageSize: 50 })).list as Row[];
    expect(after.find((r) => r.schemaId === 'base.carrier')).toBeUndefined();
    const kept = expectOk(await admin.query('findPageByCallId', { qid: 'FIND_SCHEMA_OVERRIDE', active: 'false', currentPage: 1, pageSize: 50 })).list as Row[];
    expect(kept.find((r) => r.schemaId === 'base.carrier')).toMatchObject({ overrideVersion: 1, active: false });
    const unknown = await admin.request('POST', '/api/clearway/entity/devtool.generatorForm/command/drop', { json: { params: { schemaId: 'no.such' } } });
    expect(unknown.http).toBe(404);
  });
});

describe('tables and drafts', () => {
  it('lists the tables with their column counts and entity schemas, without the migrator\'s', async () => {
    const tables = expectOk(await admin.request('GET', `${DEVTOOL}/tables`)) as { table: string; columns: number; schemaId: string | null }[];
    expect(tables.find((t) => t.table === 'base_carrier')).toMatchObject({ schemaId: 'base.carrier' });
    expect(tables.find((t) => t.table === 'base_carrier')!.columns).toBeGreaterThan(8);
    expect(tables.find((t) => t.table === 'schema_override')).toMatchObject({ schemaId: null });
    expect(tables.find((t) => t.table === 'devtool_generator_template')).toMatchObject({ schemaId: 'devtool.generatorTemplate' });
    expect(tables.some((t) => t.table.startsWith('clearway_migration'))).toBe(false);
  });

  it('drafts base_carrier: types, lengths, required, unique, engine columns left out', async () => {
    const { schema, notes } = expectOk(await admin.request('GET', `${DEVTOOL}/tables/base_carrier/draft`)) as { schema: EntitySchema; notes: string[] };
    expect(schema).toMatchObject({ id: 'gen.baseCarrier', storage: { table: 'base_carrier', unique: [['carrierCode']] }, api: { pattern: 'base' } });
    expect(schema.fields.carrierCode).toMatchObject({ type: 'string', maxLength: 20 });
    expect(schema.fields.contactPhone).toMatchObject({ type: 'string', maxLength: 11 });
    // The engine keeps a required field without a default nullable: the database cannot say it is required.
    expect(Object.values(schema.fields).some((field) => field.required)).toBe(false);
    expect(notes.join('\n')).toMatch(/mark the required fields/);
    expect(schema.fields.tenantId).toBeUndefined();
    expect(schema.fields.version).toBeUndefined();
    expect(notes.join('\n')).toMatch(/already the table of base\.carrier/);
    expect(notes.join('\n')).toMatch(/engine's own/);
  });

  it('reads required from NOT NULL: without a default, or with one as the engine stores a required field with a default', async () => {
    const overrides = expectOk(await admin.request('GET', `${DEVTOOL}/tables/schema_override/draft`)) as { schema: EntitySchema; notes: string[] };
    expect(overrides.schema.fields.schemaId).toMatchObject({ type: 'string', maxLength: 100, required: true });
    expect(overrides.schema.fields.active).toMatchObject({ type: 'boolean', required: true, default: false });
    expect(overrides.schema.fields.comment!.required).toBeUndefined();
    // Its version column is the name of an engine column: the unique key over it cannot be the schema's.
    expect(overrides.schema.storage!.unique).toBeUndefined();
    expect(overrides.notes.join('\n')).toMatch(/unique \(schema_id, version\) left out: version is not a field/);
    expect(overrides.notes.join('\n')).toMatch(/field patch: JSON/);
    const templates = expectOk(await admin.request('GET', `${DEVTOOL}/tables/print_template/draft`)) as { schema: EntitySchema };
    expect(templates.schema.fields.isDefault).toMatchObject({ type: 'integer', required: true, default: 0 });
    expect(templates.schema.storage!.unique).toEqual([['templateCode']]);
  });

  it('drafts a child table with its foreign key as a reference, under a chosen template', async () => {
    const customs = (expectOk(await admin.request('GET', `${TEMPLATES}/queryGeneratorTemplate`)).list as Row[]).find((t) => t.apiPattern === 'customs')!;
    const { schema } = expectOk(await admin.request('GET', `${DEVTOOL}/tables/customs_stock_adjust_line/draft`, { query: { templateId: customs.id } })) as { schema: EntitySchema };
    expect(schema.id).toBe('cus.customsStockAdjustLine');
    expect(schema.api).toMatchObject({ pattern: 'customs' });
    expect(schema.form).toEqual({ mode: 'page', grid: 3 });
    expect(schema.fields.adjustId!['x-ref']).toEqual({ entity: 'customs.customsStockAdjust', value: 'id', label: 'adjustNo' });
  });

  it('answers 404 naming an unknown table or template', async () => {
    const table = await admin.request('GET', `${DEVTOOL}/tables/no_such_table/draft`);
    expect(table.http).toBe(404);
    expect(table.body.message).toContain('no_such_table');
    const template = await admin.request('GET', `${DEVTOOL}/tables/base_carrier/draft`, { query: { templateId: 999999 } });
    expect(template.http).toBe(404);
  });
});

describe('forward generation', () => {
  /** A draft of base_carrier moved to a new entity on a catalogue route that has no schema yet. */
  async function warehouseSchema(): Promise<Row> {
    const { schema } = expectOk(await admin.request('GET', `${DEVTOOL}/tables/base_carrier/draft`)) as { schema: Row };
    return {
      ...schema, id: 'gen.warehouse', title: { zh: '仓库', en: 'Warehouses' }, route: '/warehouseManage',
      api: { ...schema.api, entity: 'Warehouse', list: { qid: 'FIND_GEN_WAREHOUSE' } }, storage: { table: 'gen_warehouse', unique: [['carrierCode']] },
      actions: { ...schema.actions, approve: { action: 'edit', button: 'audit' } }, list: { ...schema.list, row: [...schema.list.row, 'approve'] },
    };
  }

  it('offers the files without writing them, the actions the route lacks left out', async () => {
    const reply = expectOk(await admin.request('POST', `${DEVTOOL}/forward`, { json: { schema: await warehouseSchema() } }));
    expect(reply).toMatchObject({ written: false, problems: [], route: '/warehouseManage' });
    expect(reply.files.map((f: { path: string }) => f.path)).toEqual(['generated/warehouse.json', 'generated/demo/warehouse.json']);
    const file = JSON.parse(reply.files[0].content);
    expect(file.$schema).toMatch(/engine\/schema\/entity-meta-schema\.json$/);
    expect(file.actions.approve).toBeUndefined();
    expect(reply.notes.join('\n')).toMatch(/approve left out/);
    expect(fs.existsSync(path.join(schemaDir, 'generated/warehouse.json'))).toBe(false);
  });

  it('refuses a schema whose route another entity claims, writing nothing', async () => {
    const schema = { ...(await warehouseSchema()), id: 'gen.carrierCopy', route: '/carrierManagement', storage: { table: 'gen_carrier_copy' } };
    const reply = expectOk(await admin.request('POST', `${DEVTOOL}/forward`, { json: { schema, write: true } }));
    expect(reply).toMatchObject({ written: false, files: [] });
    expect(reply.problems).toContainEqual(expect.objectContaining({ path: '/route', message: expect.stringContaining('already the page of') }));
    expect(fs.existsSync(path.join(schemaDir, 'generated/carrier-copy.json'))).toBe(false);
    const table = { ...(await warehouseSchema()), storage: { table: 'base_carrier' } };
    const clash = expectOk(await admin.request('POST', `${DEVTOOL}/forward`, { json: { schema: table } }));
    expect(clash.problems).toContainEqual(expect.objectContaining({ message: expect.stringContaining('already the table of base.carrier') }));
  });

  it('writes the files in development mode: the table, the API and the demo rows appear', async () => {
    const reply = expectOk(await admin.request('POST', `${DEVTOOL}/forward`, { json: { schema: await warehouseSchema(), write: true } }));
    expect(reply).toMatchObject({ written: true, problems: [], route: '/warehouseManage' });
    expect(fs.existsSync(path.join(schemaDir, 'generated/warehouse.json'))).toBe(true);
    const page = expectOk(await admin.query('findPageByCallId', { qid: 'FIND_GEN_WAREHOUSE', currentPage: 1, pageSize: 10 }));
    expect(page.list).toHaveLength(2);
    expect(page.list[0].carrierCode).toMatch(/1$/);
    const other = expectOk(await harbor.query('findPageByCallId', { qid: 'FIND_GEN_WAREHOUSE', currentPage: 1, pageSize: 10 }));
    expect(other.list).toHaveLength(2);
  });

  it('refuses to write a route the catalogue lacks, and writing outside development mode', async () => {
    const warehouse = await warehouseSchema();
    const schema = { ...warehouse, id: 'gen.newPage', route: '/newGeneratedPage', storage: { table: 'gen_new_page' }, api: { ...warehouse.api, entity: 'NewPage', list: { qid: 'FIND_GEN_NEW_PAGE' } } };
    const offered = expectOk(await admin.request('POST', `${DEVTOOL}/forward`, { json: { schema } }));
    expect(offered.problems).toEqual([]);
    expect(offered.files.map((f: { path: string }) => f.path)).toContain('routes/new-page.json');
    const write = await admin.request('POST', `${DEVTOOL}/forward`, { json: { schema, write: true } });
    expect(write.http).toBe(400);
    expect(write.body.data.fields).toEqual({ write: expect.any(String) });
    server.ctx.config.devTools = false;
    try {
      const off = await admin.request('POST', `${DEVTOOL}/forward`, { json: { schema: await warehouseSchema(), write: true } });
      expect(off.http).toBe(400);
      expect(off.body.message).toContain('CLEARWAY_DEV_TOOLS=1');
    } finally {
      server.ctx.config.devTools = true;
    }
  });
});

describe('access', () => {
  it('answers 403 to a non-administrator', async () => {
    expect((await operator.request('GET', `${DEVTOOL}/tables`)).http).toBe(403);
    expect((await operator.request('GET', `${DEVTOOL}/tables/base_carrier/draft`)).http).toBe(403);
    expect((await operator.request('POST', `${DEVTOOL}/forward`, { json: { schema: {} } })).http).toBe(403);
    expect((await operator.request('POST', '/api/clearway/entity/devtool.generatorForm/command/drop', { json: { params: { schemaId: 'base.carrier' } } })).http).toBe(403);
  });
});
