import { compileEntity, type EntityModel } from '../../engine/schema/entity-model';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { planSchemaChanges, type ExistingColumn, type ExistingTable } from './plan-schema-changes';
import { isWidening, parseSqlType } from './sql-type';

const t = (zh: string) => ({ zh, en: zh });

function model(change: (schema: EntitySchema) => void = () => {}): EntityModel {
  const schema: EntitySchema = {
    id: 'test.parcel',
    title: t('包裹'),
    api: { pattern: 'admin', entity: 'parcel' },
    storage: { table: 'test_parcel', unique: [['parcelCode']], indexes: [['status']] },
    fields: {
      parcelCode: { type: 'string', title: t('编码'), required: true, maxLength: 20 },
      weight: { type: 'number', title: t('重量') },
      status: { type: 'string', title: t('状态'), required: true, default: '0', maxLength: 1 },
    },
    list: { columns: ['parcelCode'] },
  };
  change(schema);
  return compileEntity(schema);
}

const ENGINE: ExistingColumn[] = [
  { name: 'id', type: 'integer', nullable: false },
  { name: 'tenant_id', type: 'integer', nullable: false },
  { name: 'version', type: 'integer', nullable: false },
  { name: 'created_at', type: 'timestamp with time zone', nullable: false },
  { name: 'created_by', type: 'character varying(64)', nullable: true },
  { name: 'updated_at', type: 'timestamp with time zone', nullable: false },
  { name: 'updated_by', type: 'character varying(64)', nullable: true },
  { name: 'ext', type: 'jsonb', nullable: false },
];

/** The table exactly as the model above asks for it. */
function matching(): ExistingTable {
  return {
    columns: [
      ...ENGINE,
      { name: 'parcel_code', type: 'character varying(20)', nullable: true },
      { name: 'weight', type: 'numeric(19,5)', nullable: true },
      { name: 'status', type: 'character varying(1)', nullable: false },
    ],
    uniques: [['tenant_id', 'parcel_code']],
    indexes: [['id'], ['tenant_id', 'parcel_code'], ['tenant_id', 'status']],
  };
}

describe('planSchemaChanges', () => {
  it('creates a missing table with the engine columns, the field columns, unique keys (tenant first) and indexes', () => {
    const plan = planSchemaChanges(undefined, model());
    expect(plan.blocking).toEqual([]);
    expect(plan.additive).toEqual([
      'CREATE TABLE "test_parcel" ("id" serial PRIMARY KEY, "tenant_id" integer NOT NULL REFERENCES tenant(id), "version" integer NOT NULL DEFAULT 1, '
        + '"created_at" timestamptz NOT NULL DEFAULT now(), "created_by" varchar(64), "updated_at" timestamptz NOT NULL DEFAULT now(), "updated_by" varchar(64), '
        + `"ext" jsonb NOT NULL DEFAULT '{}', "parcel_code" varchar(20), "weight" numeric(19,5), "status" varchar(1) NOT NULL DEFAULT '0')`,
      'ALTER TABLE "test_parcel" ADD CONSTRAINT "test_parcel_tenant_id_parcel_code_key" UNIQUE ("tenant_id", "parcel_code")',
      'CREATE INDEX "test_parcel_tenant_id_status_idx" ON "test_parcel" ("tenant_id", "status")',
    ]);
  });

  it('leaves a matching table alone', () => {
    expect(planSchemaChanges(matching(), model())).toEqual({ additive: [], blocking: [] });
  });

  it('adds a new field as a column, a new unique key and a new index by itself', () => {
    const plan = planSchemaChanges(matching(), model((s) => {
      s.fields.remark = { type: 'string', title: t('备注'), maxLength: 200 };
      s.fields.pieces = { type: 'integer', title: t('件数'), required: true, default: 1 };
      s.storage!.unique!.push(['remark']);
      s.storage!.indexes!.push(['weight']);
    }));
    expect(plan.blocking).toEqual([]);
    expect(plan.additive).toEqual([
      'ALTER TABLE "test_parcel" ADD COLUMN "remark" varchar(200)',
      'ALTER TABLE "test_parcel" ADD COLUMN "pieces" integer NOT NULL DEFAULT 1',
      'ALTER TABLE "test_parcel" ADD CONSTRAINT "test_parcel_tenant_id_remark_key" UNIQUE ("tenant_id", "remark")',
      'CREATE INDEX "test_parcel_tenant_id_weight_idx" ON "test_parcel" ("tenant_id", "weight")',
    ]);
  });

  it('widens a column (longer varchar, more digits) and drops a NOT NULL the schema no longer wants', () => {
    const plan = planSchemaChanges(matching(), model((s) => {
      s.fields.parcelCode!.maxLength = 40;
      s.fields.weight!['x-db-type'] = 'numeric(21,6)';
      delete s.fields.status!.default;
    }));
    expect(plan.blocking).toEqual([]);
    expect(plan.additive).toEqual([
      'ALTER TABLE "test_parcel" ALTER COLUMN "parcel_code" TYPE varchar(40)',
      'ALTER TABLE "test_parcel" ALTER COLUMN "weight" TYPE numeric(21,6)',
      'ALTER TABLE "test_parcel" ALTER COLUMN "status" DROP NOT NULL',
    ]);
  });

  it('blocks a removed field, naming the column and what to do', () => {
    const plan = planSchemaChanges(matching(), model((s) => delete s.fields.weight));
    expect(plan.additive).toEqual([]);
    expect(plan.blocking).toHaveLength(1);
    expect(plan.blocking[0]).toContain('test_parcel.weight (numeric(19,5)) is in the database, but no field of test.parcel maps to it');
    expect(plan.blocking[0]).toContain('restore the field');
    expect(plan.blocking[0]).toContain('numbered migration');
  });

  it('blocks a shortened varchar and a changed type', () => {
    const plan = planSchemaChanges(matching(), model((s) => {
      s.fields.parcelCode!.maxLength = 10;
      s.fields.weight = { type: 'integer', title: t('重量') };
    }));
    expect(plan.additive).toEqual([]);
    expect(plan.blocking).toEqual([
      expect.stringContaining('test_parcel.parcel_code is varchar(20) in the database, but field "parcelCode" of test.parcel asks for varchar(10), which is shorter'),
      expect.stringContaining('test_parcel.weight is numeric(19,5) in the database, but field "weight" of test.parcel asks for integer, which would reinterpret the stored values'),
    ]);
  });

  it('blocks a new NOT NULL on a nullable column, and a missing tenant_id', () => {
    const existing = matching();
    existing.columns = existing.columns.filter((c) => c.name !== 'tenant_id').map((c) => (c.name === 'status' ? { ...c, nullable: true } : c));
    const plan = planSchemaChanges(existing, model());
    expect(plan.blocking).toEqual([
      expect.stringContaining('test_parcel has no tenant_id column'),
      expect.stringContaining('test_parcel.status allows nulls in the database, but field "status" of test.parcel makes it NOT NULL'),
    ]);
  });

  it('leaves out tenant_id for rows that belong to no tenant', () => {
    const plan = planSchemaChanges(undefined, model((s) => (s.storage!.tenant = false)));
    expect(plan.additive[0]).not.toContain('tenant_id');
    expect(plan.additive[1]).toContain('UNIQUE ("parcel_code")');
  });
});

describe('sql types', () => {
  it('reads schema and information_schema spellings alike', () => {
    expect(parseSqlType('character varying(20)')).toEqual(parseSqlType('varchar(20)'));
    expect(parseSqlType('timestamp with time zone')).toEqual(parseSqlType('timestamptz'));
    expect(parseSqlType('DECIMAL(19, 5)')).toEqual({ base: 'numeric', precision: 19, scale: 5 });
    expect(parseSqlType('int4')).toEqual({ base: 'integer' });
  });

  it('knows which changes lose nothing', () => {
    const widening = (from: string, to: string) => isWidening(parseSqlType(from), parseSqlType(to));
    expect(widening('varchar(20)', 'varchar(40)')).toBe(true);
    expect(widening('varchar(20)', 'text')).toBe(true);
    expect(widening('smallint', 'integer')).toBe(true);
    expect(widening('numeric(19,5)', 'numeric(19,6)')).toBe(false);
    expect(widening('varchar(20)', 'varchar(10)')).toBe(false);
    expect(widening('text', 'varchar(100)')).toBe(false);
    expect(widening('integer', 'smallint')).toBe(false);
    expect(widening('integer', 'varchar(20)')).toBe(false);
  });
});
