import type { EntitySchema } from './entity-schema';
import { gridChildProblems } from './grid-check';

const t = (text: string) => ({ zh: text, en: text });
const header = (over: Partial<EntitySchema> = {}): EntitySchema => ({
  id: 'test.order', title: t('Orders'), route: '/orders', api: { pattern: 'customs', entity: 'Order' }, storage: { table: 'test_order' },
  fields: { orderNo: { type: 'string', title: t('No') } },
  list: { columns: ['orderNo'] },
  detail: { mode: 'page', route: '/orderDetail', tabs: [{ title: t('Lines'), child: 'lines' }] },
  children: { lines: { entity: 'test.line', edit: 'grid' } },
  actions: { edit: { action: 'edit', button: 'edit' } },
  ...over,
} as EntitySchema);
const line = (fields: EntitySchema['fields'] = {}): EntitySchema => ({
  id: 'test.line', title: t('Lines'), api: { pattern: 'customs', entity: 'Line' }, storage: { table: 'test_line' },
  parent: { entity: 'test.order', field: 'orderId' },
  fields: { orderId: { type: 'integer', title: t('Order'), required: true }, qty: { type: 'number', title: t('Qty') }, total: { type: 'number', title: t('Total'), 'x-compute': 'qty * 2' }, ...fields },
  list: { columns: ['qty'], filters: ['orderId'] },
} as EntitySchema);
const byId = (...schemas: EntitySchema[]) => new Map(schemas.map((s) => [s.id, s]));

describe('gridChildProblems', () => {
  it('accepts a grid child shown on the detail page, saved by the header\'s edit action, with plain cells', () => {
    expect(gridChildProblems(header(), byId(header(), line()))).toEqual([]);
  });

  it('refuses a grid without a detail tab or without the header\'s edit action', () => {
    const noTab = header({ detail: { mode: 'page', route: '/orderDetail', tabs: [] } });
    expect(gridChildProblems(noTab, byId(noTab, line())).map((p) => p.message)).toEqual(['a grid is drawn on the detail page: add a tab with "child": "lines"']);
    const noEdit = header({ actions: {} });
    expect(gridChildProblems(noEdit, byId(noEdit, line()))[0]).toMatchObject({ path: '/children/lines/edit', message: expect.stringContaining('"edit" action') });
  });

  it('refuses cells a grid cannot type: arrays, rich text, widgets of their own', () => {
    const child = line({
      photos: { type: 'array', title: t('Photos') },
      note: { type: 'string', title: t('Note'), 'x-sanitize': 'html' },
      file: { type: 'string', title: t('File'), 'x-component': 'Upload' },
    });
    const messages = gridChildProblems(header(), byId(header(), child)).map((p) => p.message);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toContain('"photos" is an array');
    expect(messages[2]).toContain('uses the component "Upload"');
  });
});
