import { useEffect, useMemo, useState } from 'react';
import { Alert, Empty, Input, Spin, Tree } from 'antd';
import { connect, observer, useForm } from '@formily/react';
import { useHttp } from '../../engine/render/http-context';
import { useLanguage } from '../../engine/render/language-context';
import { filterTree, firstLevelKeys, treeReply, treeUrl, type CheckNode } from './tree-data';

export interface TreeCheckboxProps {
  /** A GET answering nodes `[{ key, title, children }]`, or `{ tree, checkedKeys }` (also under a command's `result`). */
  url: string;
  /**
   * Another field of the same form whose value the call takes as `param` (the role whose grants are shown): the
   * tree is read again when it changes, and the keys the reply checks become the value.
   */
  dependsOn?: { field: string; param: string };
  /** The tree's height in pixels (it scrolls, and draws only the rows in view). Default 420. */
  height?: number;
  value?: string[];
  onChange?: (keys: string[]) => void;
  disabled?: boolean;
}

/** The value of the field the tree depends on, or undefined without one (or outside a form). */
function useDependency(dependsOn: TreeCheckboxProps['dependsOn']): { waiting: boolean; value: unknown } {
  const form = useForm();
  if (!dependsOn || !form) return { waiting: false, value: undefined };
  const value = form.values[dependsOn.field];
  return { waiting: value === undefined || value === null || value === '', value };
}

/**
 * A checkable tree read from a call (`"x-component": "TreeCheckbox"`): each node checked on its own (a parent and
 * its children are separate choices), the value the checked keys. With `dependsOn` it waits for that field and
 * takes the checked keys of each new reply.
 */
function TreeCheckboxInner({ url, dependsOn, height = 420, value, onChange, disabled }: TreeCheckboxProps) {
  const http = useHttp();
  const language = useLanguage();
  const { waiting, value: dependency } = useDependency(dependsOn);
  const source = treeUrl(url, dependsOn?.param, dependency);
  const [state, setState] = useState<{ source: string; tree?: CheckNode[]; failed?: boolean }>({ source: '' });
  useEffect(() => {
    if (!http || waiting) return undefined;
    let live = true;
    http.request<{ data?: unknown }>({ method: 'GET', url: source }).then(
      (reply) => {
        if (!live) return;
        const { tree, checkedKeys } = treeReply(reply.data?.data);
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
