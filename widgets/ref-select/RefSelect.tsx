import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Select, TreeSelect, type SelectProps, type TreeSelectProps } from 'antd';
import { connect, mapReadPretty, observer, useForm } from '@formily/react';
import type { RefSpec } from '../../engine/schema/entity-schema';
import { isEmptyRefValue } from '../../engine/schema/references';
import { useHttp } from '../../engine/render/http-context';
import type { RefTreeOption } from '../../engine/schema/references';
import { refLabelOf, refTreeOptions, searchRefOptions, type RefOption, type RefTarget } from './ref-options';

/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface RefSelectProps extends Omit<SelectProps, 'options' | 'onSearch' | 'showSearch' | 'filterOption'> {
  /** The referring entity and field (set by the engine's form and filter schemas: field-component.ts refTargetProps). */
  entity: string;
  field: string;
  /** The field's `x-ref`. */
  reference: RefSpec;
}

type Key = string | number;

/**
 * The parent's value for a cascading reference whose parent field is in the same form (a filter form without the
 * parent filters among every target row): `cascading` says whether it applies.
 */
function useParent(reference: RefSpec): { cascading: boolean; parent: unknown } {
  const form = useForm();
  const name = reference.dependsOn?.field;
  if (!name || !form || !form.query(name).take()) return { cascading: false, parent: undefined };
  return { cascading: true, parent: form.values[name] };
}

/** The label of the current value, asked from the server once (a row being edited shows its department's name). */
function useCurrentLabel(target: RefTarget, value: unknown): string | undefined {
  const http = useHttp();
  const [found, setFound] = useState<{ value: unknown; label?: string }>();
  useEffect(() => {
    if (!http || isEmptyRefValue(value) || (typeof value !== 'string' && typeof value !== 'number')) return undefined;
    let live = true;
    refLabelOf(http, target, value).then((label) => live && setFound({ value, label }), () => undefined);
    return () => {
      live = false;
    };
  }, [http, target.entity, target.field, value]); // eslint-disable-line react-hooks/exhaustive-deps
  return found && found.value === value ? found.label : undefined;
}

/**
 * A searchable remote select over a reference's target: the first options when it opens, then the server's matches
 * as the person types (debounced), the current value shown by its label, keyboard as antd's Select (type, arrows,
 * Enter, Escape). A cascading field waits for its parent, and clears itself when the parent changes.
 */
function RefSelectInner({ entity, field, reference, value, onChange, disabled, ...props }: RefSelectProps) {
  const http = useHttp();
  const target = useMemo(() => ({ entity, field }), [entity, field]);
  const { cascading, parent } = useParent(reference);
  const waiting = cascading && isEmptyRefValue(parent);
  const [options, setOptions] = useState<RefOption[]>();
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const asked = useRef(0);
  const currentLabel = useCurrentLabel(target, value);

  const search = useCallback((text: string) => {
    if (!http || waiting) return;
    const ask = ++asked.current;
    setLoading(true);
    searchRefOptions(http, target, { search: text, parent: cascading ? (parent as Key | null) : undefined }).then(
      (found) => ask === asked.current && (setOptions(found), setLoading(false)),
      () => ask === asked.current && (setOptions([]), setLoading(false)),
    );
  }, [http, target, waiting, cascading, parent]);

  const debounced = useCallback((text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
  }, [search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A new parent (another province): its children are other rows, and the value chosen under the old one goes.
  const lastParent = useRef(parent);
  useEffect(() => {
    if (!cascading || lastParent.current === parent) return;
    lastParent.current = parent;
    setOptions(undefined);
    if (!isEmptyRefValue(value)) onChange?.(undefined, []);
  }, [cascading, parent]); // eslint-disable-line react-hooks/exhaustive-deps

  const shown = useMemo(() => {
    const list = options ?? [];
    // Several values (a link field, mode multiple) or one; a value not among the options is shown by its label.
    const values = Array.isArray(value) ? value as Key[] : isEmptyRefValue(value) ? [] : [value as Key];
    const missing = values.filter((item) => !list.some((option) => String(option.value) === String(item)));
    return [...missing.map((item) => ({ value: item, label: (Array.isArray(value) ? undefined : currentLabel) ?? String(item) })), ...list];
  }, [options, value, currentLabel]);

  // Several values: the first options are read at once, so the chosen values show by their labels.
  useEffect(() => {
    if (props.mode === 'multiple' && options === undefined) search('');
  }, [props.mode]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      {...props}
      value={isEmptyRefValue(value) ? undefined : value}
      onChange={onChange}
      disabled={disabled || waiting}
      loading={loading}
      options={shown}
      notFoundContent={loading ? null : undefined}
      onSearch={debounced}
      onOpenChange={(open) => {
        if (open && options === undefined) search('');
        props.onOpenChange?.(open);
      }}
    />
  );
}

/**
 * The picker of a tree reference (`x-ref.tree`): the target's whole tree in a searchable TreeSelect (a category under
 * its parents), loaded when the field first shows.
 */
function RefTreeSelect({ entity, field, reference: _reference, value, onChange, disabled, mode, ...props }: RefSelectProps) {
  const http = useHttp();
  const [nodes, setNodes] = useState<RefTreeOption[]>();
  useEffect(() => {
    if (!http) return undefined;
    let live = true;
    refTreeOptions(http, { entity, field }).then((found) => live && setNodes(found), () => live && setNodes([]));
    return () => {
      live = false;
    };
  }, [http, entity, field]);
  const treeData = useMemo(() => toTreeData(nodes ?? []), [nodes]);
  return (
    <TreeSelect
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll={(nodes?.length ?? 0) < 50}
      {...(props as Omit<TreeSelectProps, 'treeData'>)}
      // A link field (several values) checks nodes, each on its own (a post does not bring its sub-posts).
      {...(mode === 'multiple' ? { multiple: true } : {})}
      value={isEmptyRefValue(value) ? undefined : value}
      onChange={(next) => onChange?.(next, [])}
      disabled={disabled}
      loading={nodes === undefined}
      treeData={treeData}
    />
  );
}

type TreeData = NonNullable<TreeSelectProps['treeData']>;
const toTreeData = (nodes: readonly RefTreeOption[]): TreeData =>
  nodes.map((node) => ({ value: node.value, title: node.label, children: node.children ? toTreeData(node.children) : undefined }));

/** The searchable remote select, re-drawn when a cascading parent's value in the form changes. */
const FlatRefSelect = observer(RefSelectInner);

/** The picker as a plain component (tests, and pages outside a Formily form): a tree for a tree target, else the select. */
export function RefSelectBase(props: RefSelectProps) {
  return props.reference.tree ? <RefTreeSelect {...props} /> : <FlatRefSelect {...props} />;
}

/** The value's label in read-pretty forms. */
function RefSelectText({ entity, field, value }: { entity: string; field: string; value?: unknown }) {
  const target = useMemo(() => ({ entity, field }), [entity, field]);
  const label = useCurrentLabel(target, value);
  if (isEmptyRefValue(value)) return null;
  return <span>{label ?? String(value)}</span>;
}

/** The reference picker as a Formily field component (the engine draws every `x-ref` field with it: REF_SELECT). */
export const RefSelect = connect(RefSelectBase, mapReadPretty(RefSelectText));
