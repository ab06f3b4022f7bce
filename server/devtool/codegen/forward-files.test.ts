import Ajv from 'ajv';
import { validateEntityJson } from '../../../engine/schema/entity-check';
import type { EntitySchema } from '../../../engine/schema/entity-schema';
import demoRowsSchema from '../../seed/demo-rows.schema.json';
import { demoValue, forwardFiles, kebabOf } from './forward-files';
import { DEFAULT_TEMPLATE } from './generator-template';

const SCHEMA = {
  id: 'gen.sampleOrder',
  title: { zh: '示例订单', en: 'Sample orders' },
  route: '/warehouseManage',
  api: { pattern: 'base', entity: 'SampleOrder', list: { qid: 'FIND_SAMPLE_ORDER' } },
  storage: { table: 'gen_sample_order', unique: [['orderNo']] },
  fields: {
    orderNo: { type: 'string', title: { zh: '订单号', en: 'Order no' }, required: true, maxLength: 8, pattern: '^[A-Z0-9]+$' },
    name: { type: 'string', title: { zh: '名称', en: 'Name' }, required: true, maxLength: 20 },
    kind: { type: 'string', title: { zh: '类型', en: 'Kind' }, maxLength: 1, enum: ['A', 'B'] },
    qty: { type: 'integer', title: { zh: '数量', en: 'Qty' }, minimum: 5 },
    day: { type: 'string', format: 'date', title: { zh: '日期', en: 'Day' } },
    carrierId: { type: 'integer', title: { zh: '承运商', en: 'Carrier' }, required: true, 'x-ref': { entity: 'base.carrier', value: 'id', label: 'carrierCode' } },
  },
  list: { columns: ['orderNo', 'name'], toolbar: ['create', 'import'], row: ['edit', 'delete', 'approve'] },
  actions: {
    create: { action: 'create', button: 'add' }, edit: { action: 'edit', button: 'edit' }, delete: { action: 'delete', button: 'delete' },
    import: { action: 'import', button: 'import' }, approve: { action: 'edit', button: 'audit' },
  },
} as unknown as EntitySchema;

const input = (catalogueButtons?: string[]) => ({
  schema: SCHEMA, template: DEFAULT_TEMPLATE,
  catalogueRoute: catalogueButtons ? { path: '/warehouseManage', buttons: catalogueButtons.map((code) => ({ code, title: { zh: code, en: code } })) } : undefined,
  metaSchemaRef: '../../engine/schema/entity-meta-schema.json', demoSchemaRef: '../../../server/seed/demo-rows.schema.json', demoTenants: ['demo', 'harbor'],
}) as Parameters<typeof forwardFiles>[0];

describe('forwardFiles', () => {
  it('writes the schema file in the area folder with $schema, pretty', () => {
    const { schemaFile } = forwardFiles(input(['add', 'edit', 'delete', 'import']));
    expect(schemaFile.path).toBe('generated/sample-order.json');
    expect(schemaFile.content).toMatch(/^\{\n {2}"\$schema": "\.\.\/\.\.\/engine\/schema\/entity-meta-schema\.json",\n {2}"id": "gen\.sampleOrder"/);
    expect(validateEntityJson(JSON.parse(schemaFile.content))).toEqual([]);
  });

  it('keeps a catalogue route and leaves out the actions whose button it lacks, noted', () => {
    const { schema, routeFile, notes } = forwardFiles(input(['add', 'edit', 'delete']));
    expect(routeFile).toBeUndefined();
    expect(Object.keys(schema.actions!)).toEqual(['create', 'edit', 'delete']);
    expect(schema.list.toolbar).toEqual(['create']);
    expect(schema.list.row).toEqual(['edit', 'delete']);
    expect(notes.join('\n')).toMatch(/actions import, approve left out: route \/warehouseManage has no button import, audit/);
    expect(notes.join('\n')).toMatch(/derived by the engine/);
  });

  it('proposes a route entry for a path the catalogue lacks, with the buttons the schema uses', () => {
    const { routeFile, routeEntry, notes } = forwardFiles(input());
    expect(routeFile!.path).toBe('routes/sample-order.json');
    expect(routeEntry).toMatchObject({ path: '/warehouseManage', name: 'sampleOrder', titleKey: 'route.sampleOrder' });
    expect(routeEntry!.buttons!.map((b) => b.code)).toEqual(['add', 'edit', 'delete', 'import', 'audit']);
    expect(JSON.parse(routeFile!.content).routes).toHaveLength(1);
    expect(notes.join('\n')).toMatch(/restart/);
  });

  it('stubs two demo rows per demo tenant, valid for the format and the fields', () => {
    const { demoFile, notes } = forwardFiles(input(['add', 'edit', 'delete']));
    expect(demoFile!.path).toBe('generated/demo/sample-order.json');
    const demo = JSON.parse(demoFile!.content);
    expect(new Ajv().validate(demoRowsSchema, demo)).toBe(true);
    expect(demo.entity).toBe('gen.sampleOrder');
    expect(demo.rows.demo).toHaveLength(2);
    expect(demo.rows.harbor).toHaveLength(2);
    const [first, second] = demo.rows.demo;
    expect(first.orderNo).toMatch(/^[A-Z0-9]+$/);
    expect(first.orderNo).not.toBe(second.orderNo);
    expect(first.name.length).toBeLessThanOrEqual(20);
    expect(first.kind).toBe('A');
    expect(first.qty).toBe(5);
    expect(first.day).toBe('2026-11-01');
    expect(first.carrierId).toBeUndefined();
    expect(demo.rows.harbor[0].name).toBe('Name1');
    expect(notes.join('\n')).toMatch(/fill carrierId/);
  });
});

describe('demoValue and kebabOf', () => {
  it('fits lengths and bounds', () => {
    expect(demoValue({ type: 'string', title: { zh: '很长的名称', en: 'Long name' }, maxLength: 3 }, 2, true)).toBe('Lo2');
    expect(demoValue({ type: 'number', title: { zh: 'x', en: 'x' }, maximum: 5 }, 1, false)).toBe(5);
    expect(demoValue({ type: 'object', title: { zh: 'x', en: 'x' } }, 1, false)).toBeUndefined();
    expect(kebabOf('sampleOrderLine')).toBe('sample-order-line');
  });
});
