import i18next from 'i18next';
import type { AppApis } from '../../engine/render/app-apis';
import type { NotifierPort } from '../../engine/data/http-client';
import { ERROR_TOAST_SECONDS } from '../../engine/data/error-policy';

/**
 * antd's message and modal APIs bound to the app's theme; set by <NotifierBridge/> in the app's first render, before
 * any request can fail. Until then (never, in the app) a failure is only logged.
 */
export const antdApis: Partial<Pick<AppApis, 'message' | 'modal'>> = {};

function unbound(text: string): void {
  console.error(`[notifier] no message API yet: ${text}`);
}

let reloginOpen = false;

/** How the HTTP client speaks to the person (spec 01 §8). */
export const notifier: NotifierPort = {
  error: (text) => (antdApis.message ? void antdApis.message.error(text, ERROR_TOAST_SECONDS) : unbound(text)),
  locked: () => (antdApis.message ? void antdApis.message.error(i18next.t('session.locked'), ERROR_TOAST_SECONDS) : unbound('locked')),
  loginExpired: () => (antdApis.message ? void antdApis.message.warning(i18next.t('session.loginExpired'), ERROR_TOAST_SECONDS) : unbound('login expired')),
  confirmRelogin: (text) => {
    // Many requests can fail at once with 5001x: one box is enough.
    if (reloginOpen) return Promise.resolve(false);
    const modal = antdApis.modal;
    if (!modal) {
      unbound(text);
      return Promise.resolve(false);
    }
    reloginOpen = true;
    return new Promise<boolean>((resolve) => {
      modal.confirm({
        title: i18next.t('session.reloginTitle'),
        content: i18next.t('session.reloginContent', { message: text }),
        okText: i18next.t('session.relogin'),
        cancelText: i18next.t('common.cancel'),
        maskClosable: false,
        keyboard: false,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
        afterClose: () => {
          reloginOpen = false;
        },
      });
    });
  },
};
