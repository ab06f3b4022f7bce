import { useEffect, useMemo, useState } from 'react';
import { Alert, Empty, Input, Spin, Tree } from 'antd';
import { connect, observer, useForm } from '@formily/react';
import { useHttp } from '../../engine/render/http-context';
import { useLanguage } from '../../engine/render/language-context';
import { filterTree, firstLevelKeys, treeReply, treeUrlOf, type CheckNode, type ItemFields } from './tree-data';

/** A field of the form whose value the call takes as `param`. */
export interface TreeDependency {
  field: string;
  param: string;
}

export interface TreeCheckboxProps {
  /** A GET answering nodes `[{ key, title, children }]`, or `{ tree, checkedKeys }` (also under a command's `result`). */
  url: string;
  /**
   * Another field of the same form whose value the call takes as `param` (the role whose grants are shown): the
   * tree is read again when it changes, and the keys the reply checks become the value.
   */
  dependsOn?: TreeDependency | TreeDependency[];
  /** Read a flat list reply as leaves (`{ keyField, titleField, checkedField }`): e.g. a menu's data fields. */
  items?: ItemFields;
  /** The tree's height in pixels (it scrolls, and draws only the rows in view). Default 420. */
  height?: number;
  value?: string[];
  onChange?: (keys: string[]) => void;
  disabled?: boolean;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The values of the fields the tree depends on (none outside a form); waiting while one is empty. */
function useDependencies(dependsOn: TreeCheckboxProps['dependsOn']): { waiting: boolean; values: { param: string; value: unknown }[] } {
  const form = useForm();
  const list = dependsOn ? (Array.isArray(dependsOn) ? dependsOn : [dependsOn]) : [];
  if (!list.length || !form) return { waiting: false, values: [] };
  const values = list.map(({ field, param }) => ({ param, value: form.values[field] }));
  return { waiting: values.some(({ value }) => blank(value)), values };
}

/**
 * A checkable tree read from a call (`"x-component": "TreeCheckbox"`): each node checked on its own (a parent and
 * its children are separate choices), the value the checked keys. With `dependsOn` it waits for that field and
 * takes the checked keys of each new reply.
 */
function TreeCheckboxInner({ url, dependsOn, items, height = 420, value, onChange, disabled }: TreeCheckboxProps) {
  const http = useHttp();
  const language = useLanguage();
  const { waiting, values: dependencies } = useDependencies(dependsOn);
  const source = treeUrlOf(url, dependencies);
  const [state, setState] = useState<{ source: string; tree?: CheckNode[]; failed?: boolean }>({ source: '' });
  useEffect(() => {
    if (!http || waiting) return undefined;
    let live = true;
    http.request<{ data?: unknown }>({ method: 'GET', url: source }).then(
      (reply) => {
        if (!live) return;
        const { tree, checkedKeys } = treeReply(reply.data?.data, items);
        setState({ source, tree });
        if (checkedKeys && dependsOn) onChange?.(checkedKeys);
      },
      () => live && setState({ source, tree: [], failed: true }),
    );
    return () => {
      live = false;
    };
  }, [http, source, waiting]); // eslint-disable-line react-hooks/exhaustive-deps
  const tree = state.source === source ? state.tree : undefined;
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterTree(tree ?? [], search), [tree, search]);
  const [expanded, setExpanded] = useState<string[]>([]);
  useEffect(() => setExpanded(search.trim() ? shown.expanded : firstLevelKeys(tree ?? [])), [shown, tree]); // eslint-disable-line react-hooks/exhaustive-deps
  if (waiting) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={language === 'zh' ? '请先选择上一项' : 'Choose the field above first'} />;
  if (state.failed && state.source === source) return <Alert type="error" showIcon message={language === 'zh' ? '加载失败，请重试' : 'Could not load: try again'} />;
  if (!tree) return <Spin />;
  return (
    <div data-testid="tree-checkbox">
      <Input.Search
        allowClear
        size="small"
        style={{ marginBottom: 8 }}
        placeholder={language === 'zh' ? '搜索' : 'Search'}
        aria-label={language === 'zh' ? '搜索' : 'Search'}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Tree
        checkable
        checkStrictly
        selectable={false}
        disabled={disabled}
        height={height}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
        treeData={shown.tree}
        checkedKeys={value ?? []}
        onCheck={(checked) => onChange?.((Array.isArray(checked) ? checked : checked.checked).map(String))}
      />
    </div>
  );
}

/** The tree as a plain component (tests, pages outside a Formily form). */
export const TreeCheckboxBase = observer(TreeCheckboxInner);

/** The tree as a Formily field component. */
export const TreeCheckbox = connect(TreeCheckboxBase);
