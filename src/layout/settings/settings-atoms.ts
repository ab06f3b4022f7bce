import { atom } from 'jotai';
import { readCookie, writeCookie } from '../../session/cookies';
import { parseSettings, parseSize, type LayoutSettings, type UiSize } from './settings-model';
import { local } from '../../../engine/data/browser-storage';

const SETTINGS_KEY = 'clearway.settings';
const SIDEBAR_KEY = 'sidebarStatus';

/** Settings panel values, persisted in local storage. */
const settingsBase = atom<LayoutSettings>(parseSettings(local.getItem(SETTINGS_KEY)));
export const settingsAtom = atom(
  (get) => get(settingsBase),
  (_get, set, patch: Partial<LayoutSettings>) => {
    set(settingsBase, (current) => {
      const next = { ...current, ...patch };
      local.setItem(SETTINGS_KEY, JSON.stringify(next));
      return next;
    });
  },
);

/** Global size (spec 01 §2): a cookie named size, default small. */
const sizeBase = atom<UiSize>(parseSize(readCookie('size')));
export const sizeAtom = atom(
  (get) => get(sizeBase),
  (_get, set, size: UiSize) => {
    writeCookie('size', size, 365);
    set(sizeBase, size);
  },
);

/** Sidebar open or closed, persisted (a cookie, as the original shell kept it). */
const sidebarBase = atom<boolean>(readCookie(SIDEBAR_KEY) !== '0');
export const sidebarOpenedAtom = atom(
  (get) => get(sidebarBase),
  (_get, set, opened: boolean) => {
    writeCookie(SIDEBAR_KEY, opened ? '1' : '0', 365);
    set(sidebarBase, opened);
  },
);

/** 'mobile' below 992 px (spec 01 §2). */
export const deviceAtom = atom<'desktop' | 'mobile'>('desktop');
