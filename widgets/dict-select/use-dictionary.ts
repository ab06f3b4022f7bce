import { useEffect, useState } from 'react';
import { useDataQuery } from '../../engine/render/data-context';
import { cachedDictionary, loadDictionary, type DictionaryItem } from './dictionary-cache';

/** The items of a dictionary for a component: cached ones at once, else loading until they arrive. */
export function useDictionary(dictionaryCode: string | undefined): { items: DictionaryItem[]; loading: boolean } {
  const query = useDataQuery();
  const [state, setState] = useState(() => ({ code: dictionaryCode, items: dictionaryCode ? cachedDictionary(dictionaryCode) : [] }));
  useEffect(() => {
    if (!dictionaryCode) return;
    let live = true;
    const known = cachedDictionary(dictionaryCode);
    if (known) setState({ code: dictionaryCode, items: known });
    else
      loadDictionary(query, dictionaryCode).then(
        (items) => live && setState({ code: dictionaryCode, items }),
        () => live && setState({ code: dictionaryCode, items: [] }),
      );
    return () => {
      live = false;
    };
  }, [dictionaryCode, query]);
  const current = state.code === dictionaryCode ? state.items : undefined;
  return { items: current ?? [], loading: !!dictionaryCode && current === undefined };
}
