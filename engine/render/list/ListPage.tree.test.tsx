// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import sysmenu from '../../../schemas/admin/sysmenu.json';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import { createMemoryEntitySource } from '../../data/memory-entity-source';
import type { Row, TreeQuery } from '../../data/entity-source';
import { renderList, table } from '../testing/list-page-fixtures';

const model = compileEntity(sysmenu as unknown as EntitySchema);
const menu = (id: number, menuName: string, children?: Row[]): Row => ({ id, version: 1, menuName, menuPath: `/m${id}`, menuSequence: id, menuStatus: 1, hideInMenu: false, hasChildren: !!children, ...(children ? { children } : {}) });
const TREE = [menu(1, '系统管理', [menu(2, '菜单管理'), menu(3, '组织管理')]), menu(4, '运营管理')];

function treeSource(answer: (query: TreeQuery) => Row[] = () => TREE) {
  const tree = vi.fn(async (query: TreeQuery) => answer(query));
  return { source: { ...createMemoryEntitySource([]), tree }, tree };
}

describe('ListPage (a tree schema: /sysmenu)', () => {
  it('draws the nested rows without pages, children shown when their parent is expanded', async () => {
    const { source, tree } = treeSource();
    const page = renderList({ model, source });
    expect(await screen.findByText('系统管理')).toBeTruthy();
    expect(tree).toHaveBeenCalledWith({});
    expect(screen.queryByText('菜单管理')).toBeNull();
    expect(table().querySelector('.ant-pagination')).toBeNull();
    await page.user.click(table().querySelector('.ant-table-row-expand-icon')!);
    expect(await screen.findByText('菜单管理')).toBeTruthy();
    expect(screen.getByText('组织管理')).toBeTruthy();
  });

  it('searches through the tree read, with every branch of the result open', async () => {
    const { source, tree } = treeSource((query) => (query.keyword ? [menu(1, '系统管理', [menu(3, '组织管理')])] : TREE));
    const page = renderList({ model, source });
    await screen.findByText('系统管理');
    await page.user.type(screen.getByPlaceholderText('菜单名称'), '组织');
    await page.user.click(screen.getByTestId('list-search'));
    await waitFor(() => expect(tree).toHaveBeenLastCalledWith({ keyword: '组织' }));
    expect(await screen.findByText('组织管理')).toBeTruthy();
    expect(screen.queryByText('运营管理')).toBeNull();
  });

  it('reads a lazy tree one level at a time, a node\'s children when it is first expanded', async () => {
    const schema = structuredClone(sysmenu) as unknown as EntitySchema;
    schema.tree = { ...schema.tree!, lazy: true };
    const lazyModel = compileEntity(schema);
    const { source, tree } = treeSource((query) => (query.parentId === 1 ? [menu(2, '菜单管理'), menu(3, '组织管理')] : [{ ...menu(1, '系统管理'), hasChildren: true }, menu(4, '运营管理')]));
    const page = renderList({ model: lazyModel, source });
    expect(await screen.findByText('系统管理')).toBeTruthy();
    expect(tree).toHaveBeenCalledWith({ parentId: 0 });
    await page.user.click(table().querySelector('.ant-table-row-expand-icon')!);
    expect(await screen.findByText('菜单管理')).toBeTruthy();
    expect(tree).toHaveBeenLastCalledWith({ parentId: 1 });
  });
});
