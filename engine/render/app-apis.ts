import { createContext, useContext } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createLazyAppApis } from './lazy-app-apis';

/** antd's message, modal and notification APIs bound to the app's theme and locale: what antd's `App.useApp()` gives. */
export interface AppApis {
  message: MessageInstance;
  modal: ModalHookApi;
  notification: NotificationInstance;
}

/**
 * Outside any provider (a component rendered on its own, in a test): antd's static message, Modal and notification,
 * fetched on first use. They do not follow the app's theme.
 */
const statics = createLazyAppApis(() =>
  Promise.all([import('antd/es/message'), import('antd/es/modal'), import('antd/es/notification')]).then(([message, modal, notification]) =>
    statics.attach({ message: message.default, modal: modal.default as unknown as ModalHookApi, notification: notification.default }),
  ),
);

/** Provided by the shell (src/app/AppApisProvider), or by `<AntdAppApis>` inside antd's `<App>`. */
export const AppApisContext = createContext<AppApis>(statics.apis);

/**
 * The app's message, modal and notification APIs. Use it where antd's `App.useApp()` would go: importing antd's `App`
 * puts its modal and notification code in the importer's chunk, and neither the login page nor the layout draws a
 * dialog at first; the shell's provider fetches that code when a toast or dialog is first asked for.
 * @example const { message } = useAppApis(); void message.success(t('saved'));
 */
export function useAppApis(): AppApis {
  return useContext(AppApisContext);
}
