import { atom } from 'jotai';
import { initialTagsViewState, tagsViewReducer, type TagsViewAction, type TagsViewState } from './tags-view-state';

const stateAtom = atom<TagsViewState>(initialTagsViewState);

/** The tags view: read the state, dispatch reducer actions. */
export const tagsViewAtom = atom(
  (get) => get(stateAtom),
  (get, set, action: TagsViewAction) => set(stateAtom, tagsViewReducer(get(stateAtom), action)),
);

/** Bumped per path to remount a page (the tab's refresh). */
export const refreshKeysAtom = atom<Record<string, number>>({});
