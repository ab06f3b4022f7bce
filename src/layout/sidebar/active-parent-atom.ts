import { atomWithStorage } from 'jotai/utils';
import { local } from '../../../engine/data/browser-storage';

/** Local-storage key of the parent-menu switcher's choice. */
export const ACTIVE_PARENT_KEY = 'clearway.activeParentMenu';

/** Reads and writes the chosen path as plain text; no entry (or an empty one) means "all menus". */
const pathStorage = {
  getItem: (key: string): string | null => {
    try {
      return local.getItem(key) || null;
    } catch {
      return null;
    }
  },
  setItem: (key: string, value: string | null): void => {
    try {
      if (value) local.setItem(key, value);
      else local.removeItem(key);
    } catch {
      // Storage can be unavailable (private mode, quota): the choice then lasts for the session only.
    }
  },
  removeItem: (key: string): void => {
    try {
      local.removeItem(key);
    } catch {
      // See setItem.
    }
  },
};

/**
 * The level-1 menu the sidebar is limited to (spec 01 §2, parent-menu switcher), by path; null shows every
 * section (the default). Persisted in local storage and read when a store first uses it.
 */
export const activeParentAtom = atomWithStorage<string | null>(ACTIVE_PARENT_KEY, null, pathStorage, { getOnInit: true });
