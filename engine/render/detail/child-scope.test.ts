import { describe, expect, it, vi } from 'vitest';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import type { EntitySource } from '../../data/entity-source';
import { childTabModel, scopedChildSource } from './child-scope';

const t = (zh: string, en: string) => ({ zh, en });
const BOX: EntitySchema = {
  id: 'test.box',
  title: t('箱', 'Boxes'),
  api: { pattern: 'customs', entity: 'Box' },
  storage: { table: 'test_box' },
  parent: { entity: 'test.order', field: 'orderId' },
  fields: {
    orderId: { type: 'integer', title: t('单', 'Order'), required: true },
    boxNo: { type: 'string', title: t('箱号', 'Box no.'), required: true },
  },
  list: { columns: ['orderId', 'boxNo'], filters: ['orderId', 'boxNo'] },
};

describe('a child table in its header\'s detail page', () => {
  it('leaves the parent field out of the tab\'s filters, columns and form', () => {
    const model = childTabModel(compileEntity(BOX));
    expect(model.filterFields).toEqual(['boxNo']);
    expect(model.listColumns).toEqual(['boxNo']);
    expect(model.formFields).toEqual(['boxNo']);
  });

  it('keeps only the reading actions on the tab of locked lines', () => {
    const withActions: EntitySchema = {
      ...BOX,
      list: { ...BOX.list, toolbar: ['create', 'export'], row: ['view', 'edit', 'delete'] },
      actions: { create: { action: 'create' }, export: { action: 'export' }, view: { action: 'view' }, edit: { action: 'edit' }, delete: { action: 'delete' } },
    };
    expect(childTabModel(compileEntity(withActions), true).schema.list).toMatchObject({ toolbar: ['export'], row: ['view'] });
    expect(childTabModel(compileEntity(withActions), false).schema.list).toMatchObject({ toolbar: ['create', 'export'], row: ['view', 'edit', 'delete'] });
  });

  it('reads only the header\'s lines and writes them with its id', async () => {
    const source = { list: vi.fn(async () => ({ list: [], total: 0, currentPage: 1, pageSize: 10 })), create: vi.fn(async (row) => row), update: vi.fn(async (row) => row) } as unknown as EntitySource;
    const scoped = scopedChildSource(source, compileEntity(BOX), 7);
    await scoped.list({ currentPage: 1, pageSize: 10, filters: { boxNo: 'B', orderId: 99 } });
    expect(source.list).toHaveBeenCalledWith({ currentPage: 1, pageSize: 10, filters: { boxNo: 'B', orderId: 7 } });
    await scoped.create({ boxNo: 'B1' });
    expect(source.create).toHaveBeenCalledWith({ boxNo: 'B1', orderId: 7 });
    await scoped.update({ id: 3, version: 1, boxNo: 'B2', orderId: 8 });
    expect(source.update).toHaveBeenCalledWith({ id: 3, version: 1, boxNo: 'B2', orderId: 7 });
  });
});
