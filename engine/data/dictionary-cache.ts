/**
 * Dictionary items (FIND_BASE_DICTIONARY_DETAIL by dictionaryCode), fetched once per session and shared by every
 * DictSelect and DictTag (widgets/dict-select) and the editable grid's dictionary cells (engine/render/grid). The
 * session's reset calls {@link clearDictionaryCache} (engine/session/session-caches), so the next user (or tenant)
 * reads its own dictionaries.
 */
import type { DataQuery } from './data-query';
import { clearWithSession } from '../session/session-caches';

/** The qid of dictionary items. */
export const DICTIONARY_QID = 'FIND_BASE_DICTIONARY_DETAIL';

/** One item of a dictionary, as the query returns it. */
export interface DictionaryItem {
  dictionaryCode: string;
  dictionaryValue: string;
  dictionaryName: string;
  dictionaryNameEn?: string | null;
  dictionaryOrder?: number | string | null;
}

const pending = new Map<string, Promise<DictionaryItem[]>>();
const loaded = new Map<string, DictionaryItem[]>();

/**
 * The items of a dictionary: from the cache, or fetched once (concurrent callers share the request). A failed fetch
 * is not cached.
 */
export function loadDictionary(query: Pick<DataQuery, 'findAll'>, dictionaryCode: string): Promise<DictionaryItem[]> {
  const known = pending.get(dictionaryCode);
  if (known) return known;
  const request = query.findAll<DictionaryItem>({ qid: DICTIONARY_QID, filters: { dictionaryCode } }).then(
    (items) => {
      const list = Array.isArray(items) ? items : [];
      if (pending.get(dictionaryCode) === request) loaded.set(dictionaryCode, list);
      return list;
    },
    (error: unknown) => {
      if (pending.get(dictionaryCode) === request) pending.delete(dictionaryCode);
      throw error;
    },
  );
  pending.set(dictionaryCode, request);
  return request;
}

/** The items of a dictionary already fetched this session, without waiting. */
export function cachedDictionary(dictionaryCode: string): DictionaryItem[] | undefined {
  return loaded.get(dictionaryCode);
}

/** Forgets every dictionary (logout). */
export function clearDictionaryCache(): void {
  pending.clear();
  loaded.clear();
}

clearWithSession(clearDictionaryCache);
