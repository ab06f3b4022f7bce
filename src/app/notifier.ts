import { message as staticMessage, Modal as StaticModal } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import i18next from 'i18next';
import type { NotifierPort } from '../../engine/data/http-client';
import { ERROR_TOAST_SECONDS } from '../../engine/data/error-policy';

/** antd's message and modal APIs bound to the app's theme; set by <NotifierBridge/> once the app has mounted. */
export const antdApis: { message: MessageInstance; modal: Omit<ModalStaticFunctions, 'warn'> } = {
  message: staticMessage,
  modal: StaticModal,
};

let reloginOpen = false;

/** How the HTTP client speaks to the person (spec 01 §8). */
export const notifier: NotifierPort = {
  error: (text) => void antdApis.message.error(text, ERROR_TOAST_SECONDS),
  locked: () => void antdApis.message.error(i18next.t('session.locked'), ERROR_TOAST_SECONDS),
  loginExpired: () => void antdApis.message.warning(i18next.t('session.loginExpired'), ERROR_TOAST_SECONDS),
  confirmRelogin: (text) => {
    // Many requests can fail at once with 5001x: one box is enough.
    if (reloginOpen) return Promise.resolve(false);
    reloginOpen = true;
    return new Promise<boolean>((resolve) => {
      antdApis.modal.confirm({
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
