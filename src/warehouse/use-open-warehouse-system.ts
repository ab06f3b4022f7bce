import { useCallback } from 'react';
import { useAppApis } from '../../engine/render/app-apis';
import { useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { routeCatalogue } from '../../schemas/routes';
import { dataQuery } from '../app/data-query';
import { currentUserAtom } from '../session/session-atoms';
import { menuCodeOf, openWarehouseSystem, warehouseApi, type PopupWindow } from './warehouse-link';

/**
 * Opening a warehouse-system (WMS) menu entry (spec 01 §2, §7): call the returned function inside the click.
 * Site 888888 users choose a warehouse first; the warehouse system then opens in a new window.
 * @example const openWarehouse = useOpenWarehouseSystem(); <Button onClick={() => void openWarehouse({ menuCode, menuPath })} />
 */
export function useOpenWarehouseSystem(): (menu: { menuCode: string; menuPath: string }) => Promise<void> {
  const store = useStore();
  const { modal, message } = useAppApis();
  const { t, i18n } = useTranslation();
  return useCallback(
    (menu) =>
      openWarehouseSystem(
        { menuCode: menuCodeOf(menu.menuCode, routeCatalogue), menuPath: menu.menuPath },
        {
          user: () => store.get(currentUserAtom),
          language: () => i18n.language,
          api: warehouseApi,
          // The picker (a dialog) is fetched when a site-888888 person needs it; its tile's click is the gesture.
          pickWarehouse: (onGesture) =>
            import('../../widgets/warehouse-picker').then(({ pickWarehouse }) => pickWarehouse(modal, { source: dataQuery, title: t('reminders.warehouse.pickTitle'), onPick: onGesture })),
          openBlankWindow: () => openWindow('', t('reminders.warehouse.opening')),
          openWindow: (url) => openWindow(url),
          popupBlocked: () => void message.warning(t('reminders.warehouse.popupBlocked'), 5),
        },
      ),
    [store, modal, message, t, i18n],
  );
}

/**
 * Opens a new window and cuts its way back to this one (the warehouse system gets no `window.opener`). A blank
 * window says what it is waiting for.
 */
function openWindow(url: string, waitingText?: string): PopupWindow | null {
  const opened = window.open(url || 'about:blank', '_blank');
  if (!opened) return null;
  try {
    opened.opener = null;
    if (!url && waitingText) {
      opened.document.title = waitingText;
      opened.document.body.textContent = waitingText;
    }
  } catch {
    // A window of another origin refuses these: nothing to do.
  }
  return opened;
}
