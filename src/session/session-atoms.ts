import { atom, createStore } from 'jotai';
import type { CurrentUser, MenuAuthority, SessionPhase } from './session-types';

/** The app's one jotai store: React reads it through the Provider, the HTTP client and services directly. */
export const appStore = createStore();

export const sessionPhaseAtom = atom<SessionPhase>('anonymous');
export const currentUserAtom = atom<CurrentUser | null>(null);
export const menuAuthorityAtom = atom<MenuAuthority | null>(null);
