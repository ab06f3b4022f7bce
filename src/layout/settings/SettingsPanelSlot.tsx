import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { settingsPanelOpenAtom } from './settings-panel-atom';

/** The panel (a drawer, switches, the printer section) is fetched when first opened: the layout draws it closed. */
const SettingsPanel = lazy(() => import('./SettingsPanel').then((m) => ({ default: m.SettingsPanel })));

/** Where the settings panel goes in the layout: nothing until it is first opened, then the panel (kept, to animate closed). */
export function SettingsPanelSlot() {
  const open = useAtomValue(settingsPanelOpenAtom);
  const [asked, setAsked] = useState(open);
  useEffect(() => {
    if (open) setAsked(true);
  }, [open]);
  if (!asked && !open) return null;
  return (
    <Suspense fallback={null}>
      <SettingsPanel />
    </Suspense>
  );
}
