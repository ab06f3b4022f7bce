/**
 * The table side of a tree list (tree-list.ts): antd Table's expandable rows over the nested rows, every branch of a
 * search's result open (so the matches show under their ancestors), and — for a lazy tree — a node's children read
 * when it is first expanded. Undefined for a flat list.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Row } from '../../data/entity-source';
import { branchIds } from '../../tree/search-tree';
import type { TreeNode, TreeRow } from '../../tree/build-tree';
import type { ListController } from './useListController';
import { isTreeList } from './tree-list';

type Key = string | number | bigint;

/** A lazy node with children not read yet gets an empty list, so the table draws its expander. */
function withLoaded(rows: readonly Row[], loaded: ReadonlyMap<number, Row[]>): Row[] {
  return rows.map((row) => {
    const children = loaded.get(row.id as number) ?? (row.children as Row[] | undefined);
    if (children) return { ...row, children: withLoaded(children, loaded) };
    return row.hasChildren ? { ...row, children: [] } : row;
  });
}

export function useTreeTable(list: ListController) {
  const { model, source, rows, filters } = list;
  const tree = isTreeList(model, source);
  const lazy = model.schema.tree?.lazy === true;
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [loaded, setLoaded] = useState<ReadonlyMap<number, Row[]>>(new Map());
  const searching = !!model.schema.tree && typeof filters[model.schema.tree.label] === 'string';

  // New rows (a reload, a search): a search opens every branch of its result, anything else starts closed.
  useEffect(() => {
    if (!tree) return;
    setLoaded(new Map());
    setExpanded(searching ? branchIds(rows as TreeNode<TreeRow>[]) : []);
  }, [tree, rows, searching]);

  const dataSource = useMemo(() => (tree ? withLoaded(rows, loaded) : rows), [tree, rows, loaded]);
  const onExpand = useCallback(
    (open: boolean, row: Row) => {
      const id = row.id as number;
      if (open && lazy && row.hasChildren && !loaded.has(id) && !(row.children as Row[] | undefined)?.length) {
        void source.tree!({ parentId: id }).then((children) => setLoaded((current) => new Map(current).set(id, children)));
      }
    },
    [lazy, loaded, source],
  );
  if (!tree) return undefined;
  return {
    dataSource,
    expandable: { expandedRowKeys: expanded as Key[], onExpandedRowsChange: (keys: readonly Key[]) => setExpanded(keys), onExpand, indentSize: 20 },
  };
}
