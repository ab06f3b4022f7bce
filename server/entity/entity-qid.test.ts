import { compileEntity } from '../../engine/schema/entity-model';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { entityQidDefinition, sliceQidDefinition } from './entity-qid';
import type { QidDefinition } from '../qid/definition';

const t = (zh: string) => ({ zh, en: zh });

const schema: EntitySchema = {
  id: 'test.waybill',
  title: t('运单'),
  api: { pattern: 'base', entity: 'Waybill', list: { qid: 'FIND_WAYBILL' } },
  storage: { table: 'test_waybill', site: 'siteCode' },
  fields: {
    waybillNo: { type: 'string', title: t('运单号'), 'x-filter': { op: 'like' }, 'x-column': { sortable: true } },
    siteCode: { type: 'string', title: t('站点'), 'x-filter': { op: 'in' } },
    weight: { type: 'number', title: t('重量'), 'x-filter': { op: 'range' } },
    pieces: { type: 'integer', title: t('件数') },
    shippedAt: { type: 'string', format: 'date-time', title: t('发货时间'), 'x-filter': { op: 'range' } },
    paid: { type: 'boolean', title: t('已付') },
  },
  list: { columns: ['waybillNo', 'siteCode', 'weight'], filters: ['waybillNo', 'siteCode', 'weight', 'pieces', 'shippedAt'], defaultSort: { field: 'shippedAt', order: 'desc' } },
};

describe('entityQidDefinition', () => {
  it('derives the list qid from the schema', () => {
    expect(entityQidDefinition(compileEntity(structuredClone(schema)))).toEqual({
      qid: 'FIND_WAYBILL',
      description: 'The list of test.waybill (derived from its schema).',
      from: 'testWaybill',
      fields: {
        id: 'id', waybillNo: 'waybillNo', siteCode: 'siteCode', weight: 'weight', pieces: 'pieces', shippedAt: 'shippedAt', paid: 'paid',
        version: 'version', createdAt: 'createdAt', createdBy: 'createdBy', updatedAt: 'updatedAt', updatedBy: 'updatedBy', ext: 'ext',
      },
      filters: {
        waybillNo: { column: 'waybillNo', op: 'like', type: 'string' },
        siteCode: { column: 'siteCode', op: 'in', type: 'string' },
        weightFrom: { column: 'weight', op: 'gte', type: 'number' },
        weightTo: { column: 'weight', op: 'lte', type: 'number' },
        pieces: { column: 'pieces', op: 'eq', type: 'integer' },
        shippedAtFrom: { column: 'shippedAt', op: 'gte', type: 'date' },
        shippedAtTo: { column: 'shippedAt', op: 'lte', type: 'date' },
      },
      scope: { site: 'siteCode' },
      orderBy: [{ column: 'shippedAt', direction: 'desc' }],
      sortable: ['waybillNo', 'shippedAt'],
      maxRows: 10000,
    });
  });

  it('names the admin pattern\'s qid after the entity id, and leaves the qid pattern alone', () => {
    const admin = compileEntity({ ...structuredClone(schema), id: 'admin.sysparam', api: { pattern: 'admin', entity: 'sysparam' } });
    expect(entityQidDefinition(admin)?.qid).toBe('ENTITY_ADMIN_SYSPARAM');
    expect(entityQidDefinition(compileEntity({ ...structuredClone(schema), api: { pattern: 'qid', qid: 'FIND_SITE' } }))).toBeUndefined();
  });

  it('adds the link filters (list.urlFilters) and the owner scope (storage.owner)', () => {
    const model = compileEntity({
      ...structuredClone(schema),
      storage: { table: 'test_waybill', owner: { field: 'waybillNo', user: 'username' } },
      list: { ...structuredClone(schema.list), urlFilters: { orderCodes: { field: 'id' }, nos: { field: 'waybillNo', op: 'eq' } } },
    });
    const definition = entityQidDefinition(model)!;
    expect(definition.filters!.orderCodes).toEqual({ column: 'id', op: 'in', type: 'integer' });
    expect(definition.filters!.nos).toEqual({ column: 'waybillNo', op: 'eq', type: 'string' });
    expect(definition.scope).toEqual({ owner: { column: 'waybillNo', user: 'username' } });
  });

  it('refuses a filter the qid layer cannot bind', () => {
    const model = compileEntity({ ...structuredClone(schema), list: { columns: ['paid'], filters: ['paid'] } });
    expect(() => entityQidDefinition(model)).toThrow(/list filter paid is of type boolean/);
  });
});

describe('sliceQidDefinition', () => {
  const shared: QidDefinition = {
    qid: 'FIND_SCAN_RECORD', from: 'scanRecord', fields: { id: 'id', scanType: 'scanType', scanCode: 'scanCode' },
    filters: { scanType: { column: 'scanType', op: 'eq' }, scanCode: { column: 'scanCode', op: 'like' } },
    where: [{ column: 'tenantId', op: 'notNull' }], scope: { site: 'ownerSiteCode' },
  };
  const page = (fixedFilters: Record<string, string>): EntitySchema => ({
    id: 'operate.loadScan', title: t('装车扫描'), route: '/loadScan', api: { pattern: 'qid', qid: 'FIND_SCAN_RECORD' },
    fields: { scanCode: { type: 'string', title: t('单号') } }, list: { columns: ['scanCode'], fixedFilters },
  });

  it('narrows the shared qid to the page: a condition instead of the filter, the page\'s own name and route', () => {
    const model = compileEntity(page({ scanType: 'load' }));
    expect(model.listQid).toBe('FIND_SCAN_RECORD__OPERATE_LOADSCAN');
    expect(sliceQidDefinition(model, shared)).toMatchObject({
      qid: 'FIND_SCAN_RECORD__OPERATE_LOADSCAN', from: 'scanRecord', route: '/loadScan', scope: { site: 'ownerSiteCode' },
      filters: { scanCode: { column: 'scanCode', op: 'like' } },
      where: [{ column: 'tenantId', op: 'notNull' }, { column: 'scanType', op: 'eq', value: 'load' }],
    });
    expect(sliceQidDefinition(model, shared).filters).not.toHaveProperty('scanType');
    // The shared definition is left as it was.
    expect(shared.filters).toHaveProperty('scanType');
  });

  it('refuses a fixed filter that is not an eq filter of the shared qid', () => {
    expect(() => sliceQidDefinition(compileEntity(page({ scanCode: 'X' })), shared)).toThrow(/scanCode is not an eq filter of FIND_SCAN_RECORD/);
  });
});
