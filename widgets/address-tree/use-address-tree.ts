import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDataQuery } from '../../engine/render/data-context';
import { loadRegionChain, loadRegionLevel } from '../region-cascader/region-levels';
import { buildAddressTree, keysOfPath, nodeKey, pathOf, toAddressRows, type AddressNode, type AddressRow } from './address-tree-model';

export type TreeStatus = 'loading' | 'ready' | 'error';

export interface AddressTreeController {
  nodes: AddressNode[];
  /** Of the countries (and a stored value's levels). */
  status: TreeStatus;
  /** The node whose children failed to load last, if any. */
  failedKey?: string;
  loadedKeys: string[];
  expandedKeys: string[];
  selectedKeys: string[];
  setExpandedKeys(keys: string[]): void;
  /** Loads a node's children (the tree's loadData); resolves even when the load fails (failedKey says so). */
  loadChildren(node: Pick<AddressNode, 'key' | 'level' | 'value'>): Promise<void>;
  /** The path (country down) of the node with this key. */
  pathOfKey(key: string): string[];
  /** Tries again: the countries after an error, or the node that failed. */
  retry(): void;
}

function merge(rows: AddressRow[], more: AddressRow[]): AddressRow[] {
  const known = new Set(rows.map((row) => nodeKey(row.level, row.value)));
  return rows.concat(more.filter((row) => !known.has(nodeKey(row.level, row.value))));
}

/**
 * The address tree's controller (no JSX): the countries first, a stored path's levels so the chosen node shows
 * expanded and selected, then each node's children when it is opened. The tree is rebuilt from the flat rows
 * loaded so far (address-tree-model.ts), sorted at every level.
 */
export function useAddressTree(path: string[], depth: number): AddressTreeController {
  const query = useDataQuery();
  const [rows, setRows] = useState<AddressRow[]>([]);
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState<TreeStatus>('loading');
  const [failedKey, setFailedKey] = useState<string>();
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const pathKey = path.join('\u0000');

  useEffect(() => {
    const keys = keysOfPath(path);
    if (status === 'ready' && keys.every((key) => rowsRef.current.some((row) => nodeKey(row.level, row.value) === key))) return;
    let live = true;
    setStatus('loading');
    loadRegionChain(query, path, depth).then(
      (levels) => {
        if (!live) return;
        setRows((current) => merge(current, toAddressRows(levels.flat())));
        const opened = keys.slice(0, levels.length - 1);
        setLoaded((current) => new Set([...current, ...opened]));
        setExpandedKeys((current) => [...new Set([...current, ...opened])]);
        setStatus('ready');
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
    // Deliberately keyed on the path by value.
  }, [query, pathKey, depth, attempt]);

  const loadChildren = useCallback(
    async (node: Pick<AddressNode, 'key' | 'level' | 'value'>) => {
      try {
        const items = await loadRegionLevel(query, node.level + 1, node.value);
        setRows((current) => merge(current, toAddressRows(items)));
        setLoaded((current) => new Set([...current, node.key]));
        setFailedKey((current) => (current === node.key ? undefined : current));
      } catch {
        setFailedKey(node.key);
      }
    },
    [query],
  );

  const nodes = useMemo(() => buildAddressTree(rows, { loaded, depth }), [rows, loaded, depth]);
  const retry = useCallback(() => {
    if (status === 'error') setAttempt((n) => n + 1);
    else if (failedKey) {
      const row = rowsRef.current.find((candidate) => nodeKey(candidate.level, candidate.value) === failedKey);
      if (row) void loadChildren({ key: failedKey, level: row.level, value: row.value });
    }
  }, [status, failedKey, loadChildren]);

  return {
    nodes, status, failedKey, loadedKeys: [...loaded], expandedKeys, setExpandedKeys,
    selectedKeys: path.length ? [nodeKey(path.length - 1, path[path.length - 1]!)] : [],
    loadChildren, pathOfKey: (key) => pathOf(rowsRef.current, key), retry,
  };
}
