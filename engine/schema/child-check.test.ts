import { describe, expect, it } from 'vitest';
import type { EntitySchema } from './entity-schema';
import { accessRouteOf, childLinkProblems, childShapeProblems } from './child-check';

const t = (zh: string, en: string) => ({ zh, en });
const header = (): EntitySchema => ({
  id: 'test.order',
  title: t('单', 'Orders'),
  route: '/orders',
  api: { pattern: 'customs', entity: 'Order' },
  storage: { table: 'test_order' },
  fields: { orderNo: { type: 'string', title: t('单号', 'No.') } },
  list: { columns: ['orderNo'] },
  detail: { mode: 'page', route: '/orderDetail', tabs: [{ title: t('箱', 'Boxes'), child: 'boxes' }] },
  children: { boxes: { entity: 'test.box' } },
});
const child = (): EntitySchema => ({
  id: 'test.box',
  title: t('箱', 'Boxes'),
  api: { pattern: 'customs', entity: 'Box' },
  storage: { table: 'test_box' },
  parent: { entity: 'test.order', field: 'orderId' },
  fields: { orderId: { type: 'integer', title: t('单', 'Order'), required: true }, boxNo: { type: 'string', title: t('箱号', 'Box') } },
  list: { columns: ['boxNo'], filters: ['orderId'] },
});
const byId = (...schemas: EntitySchema[]) => new Map(schemas.map((s) => [s.id, s]));

describe('child table checks', () => {
  it('accepts a header and a child that point at each other', () => {
    const all = byId(header(), child());
    for (const schema of all.values()) expect([...childShapeProblems(schema), ...childLinkProblems(schema, all)]).toEqual([]);
    expect(accessRouteOf(child(), all)).toBe('/orders');
  });

  it('refuses a missing child, a child that names another parent, and a parent that does not list the child', () => {
    const lonely = header();
    expect(childLinkProblems(lonely, byId(lonely))).toEqual([{ path: '/children/boxes/entity', message: 'unknown entity "test.box"' }]);
    const stranger = { ...child(), parent: { entity: 'test.other', field: 'orderId' } };
    expect(childLinkProblems(header(), byId(header(), stranger))[0]?.message).toContain('does not name "test.order" as its parent');
    const unlisted = { ...header(), children: {} };
    expect(childLinkProblems(child(), byId(unlisted, child()))[0]).toMatchObject({ path: '/parent/entity' });
  });

  it('refuses a parent field that cannot hold the id, a child with a route or children, and an unscoped list', () => {
    const bad: EntitySchema = { ...child(), route: '/boxes', children: { x: { entity: 'y' } }, fields: { orderId: { type: 'string', title: t('单', 'Order') } }, list: { columns: [] } };
    expect(childShapeProblems(bad).map((p) => p.path)).toEqual(['/fields/orderId', '/route', '/children', '/list/filters']);
    expect(childShapeProblems({ ...child(), parent: { entity: 'test.order', field: 'nope' } })[0]).toMatchObject({ path: '/parent/field' });
  });

  it('refuses a child lock naming an unknown lifecycle or state', () => {
    const order = header();
    order.fields.feeStatus = { type: 'string', title: t('费用状态', 'Fee status') };
    order.states = { fee: { field: 'feeStatus', initial: '1', values: { 1: t('草稿', 'Draft'), 2: t('提交', 'Submitted') }, transitions: {} } };
    order.children = { boxes: { entity: 'test.box', lock: { fee: ['2'] } } };
    expect(childShapeProblems(order)).toEqual([]);
    order.children = { boxes: { entity: 'test.box', lock: { fee: ['9'], declare: ['1'] } } };
    expect(childShapeProblems(order).map((p) => p.message)).toEqual(['"9" is not a state of the lifecycle "fee"', 'the header has no lifecycle "declare"']);
  });

  it('refuses a tab of an unknown child, a child tab outside a detail page, and a child key that is a field', () => {
    const schema = header();
    schema.detail = { tabs: [{ title: t('x', 'x'), child: 'trays' }] };
    schema.fields.boxes = { type: 'string', title: t('x', 'x') };
    expect(childShapeProblems(schema).map((p) => p.path)).toEqual(['/children/boxes', '/detail/tabs/0/child', '/detail/tabs/0/child']);
  });
});
