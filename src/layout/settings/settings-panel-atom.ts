import { atom } from 'jotai';

/** Whether the settings panel (drawer) is open. */
export const settingsPanelOpenAtom = atom(false);
