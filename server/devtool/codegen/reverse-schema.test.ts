import { validateEntityJson } from '../../../engine/schema/entity-check';
import { DEFAULT_TEMPLATE, entityOfTable, namesFor, templateFromRow } from './generator-template';
import { namingPreview } from './naming-preview';
import { literalDefault, reverseSchema, type TableFacts } from './reverse-schema';

const ORDER: TableFacts = {
  table: 'legacy_sample_order',
  columns: [
    { name: 'id', type: 'integer', nullable: false, default: "nextval('legacy_sample_order_id_seq'::regclass)" },
    { name: 'tenant_id', type: 'integer', nullable: false, default: null },
    { name: 'order_no', type: 'character varying(32)', nullable: false, default: null },
    { name: 'status', type: 'character varying(1)', nullable: false, default: "'0'::character varying" },
    { name: 'amount', type: 'numeric(12,2)', nullable: true, default: null },
    { name: 'qty', type: 'integer', nullable: false, default: '0' },
    { name: 'ship_day', type: 'date', nullable: true, default: null },
    { name: 'shipped_at', type: 'timestamp with time zone', nullable: true, default: null },
    { name: 'paid', type: 'boolean', nullable: false, default: 'false' },
    { name: 'carrier_id', type: 'integer', nullable: true, default: null },
    { name: 'batch_2024', type: 'text', nullable: true, default: null },
    { name: 'tags', type: '_int4', nullable: true, default: null },
    { name: 'created_at', type: 'timestamp with time zone', nullable: false, default: 'now()' },
  ],
  uniques: [['tenant_id', 'order_no']],
  foreignKeys: [
    { columns: ['tenant_id'], refTable: 'tenant', refColumns: ['id'] },
    { columns: ['carrier_id'], refTable: 'base_carrier', refColumns: ['id'] },
  ],
};

const carrier = (table: string) => (table === 'base_carrier' ? { id: 'base.carrier', label: 'carrierCode' } : undefined);

describe('reverseSchema', () => {
  const { schema, notes } = reverseSchema(ORDER, DEFAULT_TEMPLATE, carrier);

  it('names the entity from the table without the strip prefix, under the template', () => {
    expect(schema.id).toBe('gen.sampleOrder');
    expect(schema.storage).toEqual({ table: 'legacy_sample_order', unique: [['orderNo']] });
    expect(schema.api).toEqual({ pattern: 'base', entity: 'SampleOrder', list: { qid: 'FIND_SAMPLE_ORDER' } });
    expect(schema.form).toEqual({ mode: 'dialog', grid: 2 });
  });

  it('reads types, lengths, required and defaults from the columns', () => {
    expect(schema.fields.orderNo).toMatchObject({ type: 'string', maxLength: 32, required: true, title: { en: 'Order no' } });
    // NOT NULL with a default: how the engine stores a required field with a default.
    expect(schema.fields.status).toMatchObject({ type: 'string', maxLength: 1, default: '0', required: true });
    expect(schema.fields.amount!.required).toBeUndefined();
    expect(schema.fields.amount).toMatchObject({ type: 'number', 'x-db-type': 'numeric(12,2)' });
    expect(schema.fields.qty).toMatchObject({ type: 'integer', default: 0 });
    expect(schema.fields.shipDay).toMatchObject({ type: 'string', format: 'date' });
    expect(schema.fields.shippedAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(schema.fields.shippedAt!['x-db-type']).toBeUndefined();
    expect(schema.fields.paid).toMatchObject({ type: 'boolean', default: false });
  });

  it('turns a foreign key to an entity id into x-ref and leaves out the engine columns, with notes', () => {
    expect(schema.fields.carrierId!['x-ref']).toEqual({ entity: 'base.carrier', value: 'id', label: 'carrierCode' });
    for (const left of ['id', 'tenantId', 'createdAt', 'batch2024', 'tags']) expect(schema.fields[left]).toBeUndefined();
    expect(notes.join('\n')).toMatch(/engine's own/);
    expect(notes.join('\n')).toMatch(/batch_2024 left out/);
    expect(notes.join('\n')).toMatch(/tags left out/);
    expect(notes.join('\n')).toMatch(/titles are the column names/);
  });

  it('drafts a schema the meta-schema accepts, list and actions from the template', () => {
    expect(validateEntityJson(schema)).toEqual([]);
    expect(schema.list.columns.length).toBeLessThanOrEqual(8);
    expect(schema.actions).toMatchObject({ create: { button: 'add' }, edit: { button: 'edit' }, delete: { button: 'delete' } });
    const customs = reverseSchema(ORDER, { ...DEFAULT_TEMPLATE, apiPattern: 'customs', withExport: true, listColumnsMax: 3 }, carrier).schema;
    expect(customs.api).toEqual({ pattern: 'customs', entity: 'SampleOrder', export: true });
    expect(customs.list.columns).toHaveLength(3);
    expect(customs.list.toolbar).toEqual(['create', 'export']);
    expect(validateEntityJson(customs)).toEqual([]);
  });
});

describe('literalDefault', () => {
  it('reads literals and leaves expressions', () => {
    expect(literalDefault("'abc'::character varying")).toBe('abc');
    expect(literalDefault("'it''s'::text")).toBe("it's");
    expect(literalDefault('12')).toBe(12);
    expect(literalDefault('(-1.5)')).toBe(-1.5);
    expect(literalDefault('true')).toBe(true);
    expect(literalDefault('now()')).toBeUndefined();
    expect(literalDefault(null)).toBeUndefined();
  });
});

describe('generator template names', () => {
  it('strips the strip prefix, else the table prefix', () => {
    expect(entityOfTable('legacy_sample_order', DEFAULT_TEMPLATE)).toBe('sampleOrder');
    expect(entityOfTable('gen_sample_order', DEFAULT_TEMPLATE)).toBe('sampleOrder');
    expect(entityOfTable('base_carrier', DEFAULT_TEMPLATE)).toBe('baseCarrier');
  });

  it('names files, tables, calls and qids by pattern', () => {
    const cus = templateFromRow({ areaFolder: 'customs-generated', idPrefix: 'cus', tablePrefix: 'cus_', apiPattern: 'customs', formGrid: 3, withExport: true });
    expect(namesFor('sampleOrder', cus)).toMatchObject({
      id: 'cus.sampleOrder', table: 'cus_sample_order', schemaFile: 'customs-generated/sample-order.json',
      demoFile: 'customs-generated/demo/sample-order.json', listQid: 'ENTITY_CUS_SAMPLEORDER', api: { pattern: 'customs', entity: 'SampleOrder', export: true },
    });
    expect(namesFor('sampleOrder', { ...DEFAULT_TEMPLATE, apiPattern: 'admin' }).api).toEqual({ pattern: 'admin', entity: 'sampleorder', name: 'SampleOrder' });
  });

  it('previews the names of a sample table', () => {
    const lines = namingPreview(DEFAULT_TEMPLATE, 'en');
    expect(lines).toContainEqual({ item: 'Schema file', value: 'schemas/generated/sample-order.json' });
    expect(lines).toContainEqual({ item: 'Sample table (reverse)', value: 'legacy_sample_order' });
    expect(lines).toContainEqual({ item: 'List qid', value: 'FIND_SAMPLE_ORDER' });
    expect(lines.find((l) => l.item === 'Calls')!.value).toContain('POST /api/bdtibs/base/saveSampleOrder');
    expect(namingPreview(DEFAULT_TEMPLATE, 'zh')).toContainEqual({ item: '架构文件', value: 'schemas/generated/sample-order.json' });
  });
});
