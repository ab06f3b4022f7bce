import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataQuery } from '../../engine/render/data-context';
import { loadRegionChain, loadRegionLevel } from './region-levels';
import { hasPath, optionsFromChain, toRegionOptions, withChildren, withFailedLoad, type RegionOption } from './region-options';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface RegionOptionsController {
  options: RegionOption[];
  /** Of the first level (and of a stored value's levels): the state the widget shows. */
  status: LoadStatus;
  /** Loads the children of the option at `path` (the cascader's loadData). */
  loadChildren(path: string[]): Promise<void>;
  /** Tries the first level again after an error. */
  retry(): void;
}

/**
 * The cascader's controller (no JSX): the countries at first, a stored value's levels so it shows with labels, and
 * each level's children when the person opens an option. A value set from outside that the options do not hold
 * yet loads its levels again.
 */
export function useRegionOptions(path: string[], depth: number): RegionOptionsController {
  const query = useDataQuery();
  const [options, setOptions] = useState<RegionOption[]>([]);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const pathKey = path.join('\u0000');

  useEffect(() => {
    if (status === 'ready' && hasPath(optionsRef.current, path)) return;
    let live = true;
    setStatus('loading');
    loadRegionChain(query, path, depth).then(
      (levels) => {
        if (!live) return;
        setOptions(optionsFromChain(levels, path, depth));
        setStatus('ready');
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
    // Deliberately keyed on the path by value, not by identity.
  }, [query, pathKey, depth, attempt]);

  const loadChildren = useCallback(
    async (at: string[]) => {
      try {
        const rows = await loadRegionLevel(query, at.length, at[at.length - 1]);
        setOptions((current) => withChildren(current, at, toRegionOptions(rows, at.length, depth)));
      } catch {
        setOptions((current) => withFailedLoad(current, at));
      }
    },
    [query, depth],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { options, status, loadChildren, retry };
}
