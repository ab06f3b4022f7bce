import { useEffect, useMemo, useState } from 'react';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { connect, mapReadPretty } from '@formily/react';
import { useHttp } from '../../engine/render/http-context';
import type { TreeNode, TreeRow } from '../../engine/tree/build-tree';
import { optionLabel, toTreeOptions } from '../../engine/tree/tree-options';

export interface TreePickerProps extends Omit<TreeSelectProps, 'treeData'> {
  /** A tree read (`query{Entity}Tree`, GET) answering nested nodes `[{ id, …, children }]`. */
  url: string;
  /** The field a node is shown by. */
  labelField: string;
  /**
   * The row whose parent is being chosen: it and its descendants are disabled (the server refuses such a move
   * anyway, with TREE_CYCLE).
   */
  excludeId?: number;
}

/** The nodes at `url`: undefined while loading, empty (failed) when the call fails. */
function useTreeNodes(url: string): { nodes?: TreeNode<TreeRow>[]; failed: boolean } {
  const http = useHttp();
  const [state, setState] = useState<{ url: string; nodes?: TreeNode<TreeRow>[]; failed: boolean }>({ url: '', failed: false });
  useEffect(() => {
    if (!http) return;
    let live = true;
    http.request<{ data?: unknown }>({ method: 'GET', url }).then(
      (reply) => live && setState({ url, nodes: Array.isArray(reply.data?.data) ? (reply.data.data as TreeNode<TreeRow>[]) : [], failed: false }),
      () => live && setState({ url, nodes: [], failed: true }),
    );
    return () => {
      live = false;
    };
  }, [http, url]);
  return state.url === url ? state : { failed: false };
}

/** An antd TreeSelect over an entity's tree, searchable by label. */
export function TreePickerBase({ url, labelField, excludeId, ...props }: TreePickerProps) {
  const { nodes, failed } = useTreeNodes(url);
  const treeData = useMemo(() => toTreeOptions(nodes ?? [], labelField, excludeId), [nodes, labelField, excludeId]);
  return (
    <TreeSelect
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll={treeData.length < 50}
      {...props}
      loading={nodes === undefined}
      status={failed ? 'error' : props.status}
      treeData={treeData}
    />
  );
}

/** The chosen node's label (read-pretty forms and the detail), the id itself until the tree has arrived. */
function TreePickerText({ url, labelField, value }: { url: string; labelField: string; value?: unknown }) {
  const { nodes } = useTreeNodes(url);
  if (value === undefined || value === null || value === '') return null;
  return <span>{optionLabel(toTreeOptions(nodes ?? [], labelField), value) ?? String(value)}</span>;
}

/** The tree picker as a Formily field component (`"x-component": "TreePicker"`, props `url` and `labelField`). */
export const TreePicker = connect(TreePickerBase, mapReadPretty(TreePickerText));
