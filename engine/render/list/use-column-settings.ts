import { useCallback, useEffect, useState } from 'react';
import { columnSettingsKey, defaultColumnSettings, fitColumnSettings, type ColumnSettings, type SettingsStore } from './column-settings';

/**
 * A person's column settings of an entity's list: the defaults at once, the stored ones when they arrive, and each
 * change saved. A store failure keeps the list usable with what it has.
 */
export function useColumnSettings(entityId: string, columns: readonly string[], store: SettingsStore | undefined) {
  const [settings, setSettings] = useState<ColumnSettings>(() => defaultColumnSettings(columns));
  const key = columnSettingsKey(entityId);
  useEffect(() => {
    if (!store) return;
    let live = true;
    store.load(key).then(
      (stored) => live && stored !== null && stored !== undefined && setSettings(fitColumnSettings(stored, columns)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [store, key, columns]);
  const update = useCallback(
    (next: ColumnSettings) => {
      setSettings(next);
      void store?.save(key, next).catch(() => undefined);
    },
    [store, key],
  );
  const reset = useCallback(() => update(defaultColumnSettings(columns)), [update, columns]);
  return { settings, update, reset };
}
