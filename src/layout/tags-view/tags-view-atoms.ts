import { atom } from 'jotai';
import { initialTagsViewState, tagsViewReducer, type TagsViewAction, type TagsViewState } from './tags-view-state';
import { session } from '../../../engine/data/browser-storage';

const STORAGE_KEY = 'clearway.tagsView';

/** The tabs survive a reload of the browser tab (session storage), not a new browser session. */
function restore(): TagsViewState {
  try {
    const parsed = JSON.parse(session.getItem(STORAGE_KEY) ?? 'null') as TagsViewState | null;
    return parsed && Array.isArray(parsed.visited) && Array.isArray(parsed.cached) ? parsed : initialTagsViewState;
  } catch {
    return initialTagsViewState;
  }
}

const stateAtom = atom<TagsViewState>(restore());

/** The tags view: read the state, dispatch reducer actions. */
export const tagsViewAtom = atom(
  (get) => get(stateAtom),
  (get, set, action: TagsViewAction) => {
    const next = tagsViewReducer(get(stateAtom), action);
    set(stateAtom, next);
    session.setItem(STORAGE_KEY, JSON.stringify(next));
  },
);

/** Forgets every tab (logout: the next user starts with none). */
export const clearTagsViewAtom = atom(null, (_get, set) => {
  set(stateAtom, initialTagsViewState);
  session.removeItem(STORAGE_KEY);
});

/** Bumped per path to remount a page (the tab's refresh). */
export const refreshKeysAtom = atom<Record<string, number>>({});
