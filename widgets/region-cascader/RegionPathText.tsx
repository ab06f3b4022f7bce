import { useEffect, useState } from 'react';
import { useDataQuery } from '../../engine/render/data-context';
import { useLanguage } from '../../engine/render/language-context';
import { loadRegionChain, toRegionPath } from './region-levels';
import { optionsFromChain, pathLabels, type RegionOption } from './region-options';

export interface RegionPathTextProps {
  value?: unknown;
  /** Between the labels (default ' / '). */
  separator?: string;
}

/** A stored region path as its labels (`China / Guangdong / Shenzhen`); the values themselves until they load. */
export function RegionPathText({ value, separator = ' / ' }: RegionPathTextProps) {
  const query = useDataQuery();
  const language = useLanguage();
  const path = toRegionPath(value);
  const key = path.join('\u0000');
  const [loaded, setLoaded] = useState<{ key: string; options: RegionOption[] }>();
  useEffect(() => {
    if (!path.length) return;
    let live = true;
    loadRegionChain(query, path).then((levels) => live && setLoaded({ key, options: optionsFromChain(levels, path) }), () => undefined);
    return () => {
      live = false;
    };
    // Deliberately keyed on the path by value.
  }, [query, key]);
  if (!path.length) return null;
  const labels = loaded?.key === key ? pathLabels(loaded.options, path, language) : path;
  return <span data-testid="region-path">{labels.join(separator)}</span>;
}
