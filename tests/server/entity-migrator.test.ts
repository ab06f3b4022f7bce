/**
 * The entity migrator against a real database: tables made from the schemas at start-up, a field added to a
 * schema copy appearing as a column by itself, and start-up refusing (with what differs and what to do) when a
 * field is removed or a varchar shortened. Also: a bad or duplicate schema stops start-up with its reason.
 */
import { sql } from 'kysely';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { EntityRegistry, loadEntityRegistry, type EntityFile } from '../../server/entity/entity-registry';
import { loadEntityFiles } from '../../schemas/load-entity-files';

const entityFiles = loadEntityFiles();
import { compileEntity } from '../../engine/schema/entity-model';
import type { EntitySchema } from '../../engine/schema/entity-schema';

let database: OpenedDatabase;

/** The repository's schema files with the carrier schema changed. */
function withCarrier(change: (schema: EntitySchema) => void): EntityFile[] {
  return entityFiles.map(({ file, json }) => {
    const copy = structuredClone(json) as EntitySchema;
    if (copy.id === 'base.carrier') change(copy);
    return { file, json: copy };
  });
}

async function columnsOf(table: string): Promise<Record<string, string>> {
  const rows = await sql<{ columnName: string; dataType: string; characterMaximumLength: number | null }>`
    SELECT column_name, data_type, character_maximum_length FROM information_schema.columns WHERE table_name = ${table}`.execute(database.db);
  return Object.fromEntries(rows.rows.map((r) => [r.columnName, r.characterMaximumLength ? `${r.dataType}(${r.characterMaximumLength})` : r.dataType]));
}

/** A carrier row of the tenant with this code (created when missing), written past the API. */
async function insertCarrier(code: string, tenantCode = 'a'): Promise<void> {
  const tenant = await database.db.insertInto('tenant').values({ tenantCode, tenantName: tenantCode, tenantContact: null, tenantEmail: null, tenantTel: null })
    .onConflict((oc) => oc.column('tenantCode').doUpdateSet({ tenantCode })).returning('id').executeTakeFirstOrThrow();
  await sql`INSERT INTO base_carrier (tenant_id, carrier_code, carrier_name) VALUES (${tenant.id}, ${code}, ${'name'})`.execute(database.db);
}

describe('the entity migrator at start-up', () => {
  beforeEach(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterEach(async () => database?.close());

  it('creates each entity table with the engine columns, one column per field, and its unique key', async () => {
    const applied = await migrateToLatest(database.db);
    expect(applied).toEqual(expect.arrayContaining(['0007-entity-engine', 'entity table sys_param', 'entity table base_carrier']));
    expect(await columnsOf('base_carrier')).toEqual({
      id: 'integer', tenant_id: 'integer', version: 'integer', created_at: 'timestamp with time zone', created_by: 'character varying(64)',
      updated_at: 'timestamp with time zone', updated_by: 'character varying(64)', ext: 'jsonb',
      carrier_code: 'character varying(20)', carrier_name: 'character varying(100)', carrier_type: 'character varying(20)', contact_name: 'character varying(64)',
      contact_phone: 'character varying(11)', template_id: 'character varying(50)', status: 'character varying(1)',
    });
    await insertCarrier('SF', 'a');
    await expect(insertCarrier('SF', 'b')).resolves.toBeUndefined(); // the key is per tenant
    await expect(insertCarrier('SF', 'a')).rejects.toThrow(/base_carrier_tenant_id_carrier_code_key/);
    // a second start changes nothing
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('adds a field added to the schema as a column, keeping the rows', async () => {
    await migrateToLatest(database.db);
    await insertCarrier('SF');
    const files = withCarrier((schema) => {
      schema.fields.remark = { type: 'string', title: { zh: '备注', en: 'Remark' }, maxLength: 200 };
      schema.fields.priority = { type: 'integer', title: { zh: '优先级', en: 'Priority' }, required: true, default: 5 };
      schema.fields.carrierName!.maxLength = 200;
      schema.storage!.indexes = [['carrierName']];
    });
    expect(await migrateToLatest(database.db, loadEntityRegistry(files))).toEqual(['entity table base_carrier']);
    const columns = await columnsOf('base_carrier');
    expect(columns).toMatchObject({ remark: 'character varying(200)', priority: 'integer', carrier_name: 'character varying(200)' });
    const rows = await sql<Record<string, unknown>>`SELECT carrier_code, priority, remark FROM base_carrier`.execute(database.db);
    expect(rows.rows).toEqual([{ carrierCode: 'SF', priority: 5, remark: null }]);
    const indexes = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE tablename = 'base_carrier'`.execute(database.db);
    expect(indexes.rows.map((r) => r.indexname)).toContain('base_carrier_tenant_id_carrier_name_idx');
  });

  it('refuses to start when a field is removed, saying which column and what to do, and changes nothing', async () => {
    await migrateToLatest(database.db);
    const files = withCarrier((schema) => {
      delete schema.fields.templateId;
      schema.fields.remark = { type: 'string', title: { zh: '备注', en: 'Remark' }, maxLength: 200 };
    });
    const refusal = migrateToLatest(database.db, loadEntityRegistry(files));
    await expect(refusal).rejects.toThrow(/Start-up stopped/);
    await expect(refusal).rejects.toThrow(/base_carrier\.template_id \(varchar\(50\)\) is in the database, but no field of base\.carrier maps to it: restore the field in the schema, or write a numbered migration/);
    expect(await columnsOf('base_carrier')).not.toHaveProperty('remark');
  });

  it('refuses to start when a varchar is shortened or a type changes', async () => {
    await migrateToLatest(database.db);
    const files = withCarrier((schema) => {
      schema.fields.carrierCode!.maxLength = 10;
      schema.fields.status = { type: 'integer', title: { zh: '状态', en: 'Status' } };
    });
    const refusal = migrateToLatest(database.db, loadEntityRegistry(files));
    await expect(refusal).rejects.toThrow(/base_carrier\.carrier_code is varchar\(20\) in the database, but field "carrierCode" of base\.carrier asks for varchar\(10\), which is shorter/);
    await expect(refusal).rejects.toThrow(/base_carrier\.status is varchar\(1\) in the database, but field "status" of base\.carrier asks for integer/);
    expect((await columnsOf('base_carrier')).carrier_code).toBe('character varying(20)');
  });
});

describe('loading the schemas', () => {
  it('stops on a schema file that breaks the meta-schema or its references, naming the file', () => {
    const files = withCarrier((schema) => {
      schema.list.columns.push('noSuchField');
      (schema as unknown as Record<string, unknown>).colour = 'blue';
    });
    expect(() => loadEntityRegistry(files)).toThrow(/schemas\/base\/carrier\.json/);
    const broken = withCarrier((schema) => schema.list.columns.push('noSuchField'));
    expect(() => loadEntityRegistry(broken)).toThrow(/schemas\/base\/carrier\.json \/list\/columns\/\d+: unknown field "noSuchField"/);
  });

  it('refuses a duplicate entity id', () => {
    const carrier = entityFiles.find(({ file }) => file.endsWith('/carrier.json'))!;
    const twice = [...entityFiles, { file: 'schemas/base/carrier-copy.json', json: carrier.json }];
    expect(() => loadEntityRegistry(twice)).toThrow(/already used/);
    const sysparam = entityFiles.find(({ file }) => file.endsWith('/sysparam.json'))!;
    const model = compileEntity(structuredClone(sysparam.json) as EntitySchema);
    expect(() => new EntityRegistry([model, model])).toThrow(/admin\.sysparam is defined twice/);
  });
});
