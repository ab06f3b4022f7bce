import { describe, expect, it, vi } from 'vitest';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import type { EntitySource } from '../../data/entity-source';
import { countNodes, isTreeList, loadTreePage, treeQuery } from './tree-list';

const t = (zh: string) => ({ zh, en: zh });
const schema = (lazy?: boolean): EntitySchema => ({
  id: 'admin.thing', title: t('x'), api: { pattern: 'admin', entity: 'thing' }, storage: { table: 'thing' },
  tree: { parent: 'parentId', label: 'name', ...(lazy ? { lazy } : {}) },
  fields: { name: { type: 'string', title: t('n'), 'x-filter': { op: 'like' } }, parentId: { type: 'integer', title: t('p') } },
  list: { columns: ['name'], filters: ['name'] },
});

describe('a tree list', () => {
  it('is a tree when the schema has tree and the source reads trees', () => {
    const source = { tree: vi.fn() } as unknown as EntitySource;
    expect(isTreeList(compileEntity(schema()), source)).toBe(true);
    expect(isTreeList(compileEntity(schema()), {} as EntitySource)).toBe(false);
  });

  it('searches by the label filter, and asks for the roots only when lazy', () => {
    expect(treeQuery(compileEntity(schema()), { name: ' 仓 ' })).toEqual({ keyword: '仓' });
    expect(treeQuery(compileEntity(schema()), {})).toEqual({});
    expect(treeQuery(compileEntity(schema(true)), {})).toEqual({ parentId: 0 });
  });

  it('loads the tree as one page counting every node', async () => {
    const rows = [{ id: 1, children: [{ id: 2 }, { id: 3, children: [{ id: 4 }] }] }];
    const source = { tree: vi.fn().mockResolvedValue(rows) } as unknown as EntitySource;
    expect(countNodes(rows)).toBe(4);
    expect(await loadTreePage(compileEntity(schema()), source, {})).toEqual({ list: rows, total: 4, currentPage: 1, pageSize: 4 });
  });
});
