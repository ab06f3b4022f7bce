import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { AppApis } from './app-apis';

type Use = (apis: AppApis) => void;
type ModalMethod = 'info' | 'success' | 'error' | 'warning' | 'confirm';
type MessageMethod = Exclude<keyof MessageInstance, 'destroy'>;
type NotificationMethod = 'info' | 'success' | 'error' | 'warning' | 'open';

/**
 * Stand-ins for antd's message, modal and notification APIs until the real ones exist: the first call made before
 * then asks for them (`load`; asked again after a failed load) and every call is replayed once
 * {@link LazyAppApis.attach} hands them over. What a call returns works meanwhile: a message's close function and
 * promise, a dialog's `destroy`, `update` and promise.
 */
export interface LazyAppApis {
  apis: AppApis;
  attach(real: AppApis): void;
}

/** @example const lazy = createLazyAppApis(() => void import('./holders').then((m) => lazy.attach(m.apis))); */
export function createLazyAppApis(load: () => Promise<unknown>): LazyAppApis {
  let real: AppApis | undefined;
  const waiting: Use[] = [];
  let asked = false;
  const whenReady = (use: Use) => {
    if (real) return use(real);
    waiting.push(use);
    if (asked) return;
    asked = true;
    load().catch(() => {
      asked = false;
    });
  };

  const messageCall = <M extends MessageMethod>(method: M): MessageInstance[M] =>
    ((...args: unknown[]): MessageType => {
      const show = (apis: AppApis) => (apis.message[method] as (...a: unknown[]) => MessageType)(...args);
      if (real) return show(real);
      let shown: MessageType | undefined;
      let closed = false;
      const done = new Promise<boolean>((resolve) =>
        whenReady((apis) => {
          shown = show(apis);
          if (closed) shown();
          void shown.then(resolve);
        }),
      );
      const close = (() => {
        closed = true;
        shown?.();
      }) as MessageType;
      close.then = (onFulfilled, onRejected) => done.then(onFulfilled, onRejected);
      return close;
    }) as unknown as MessageInstance[M];

  const modalCall = (method: ModalMethod): AppApis['modal'][ModalMethod] =>
    ((config: Parameters<AppApis['modal'][ModalMethod]>[0]) => {
      if (real) return real.modal[method](config);
      let instance: ReturnType<AppApis['modal'][ModalMethod]> | undefined;
      let destroyed = false;
      type Update = Parameters<ReturnType<AppApis['modal'][ModalMethod]>['update']>[0];
      const updates: Update[] = [];
      const closed = new Promise<boolean>((resolve, reject) =>
        whenReady((apis) => {
          if (destroyed) return resolve(false);
          instance = apis.modal[method](config);
          for (const update of updates) instance.update(update);
          instance.then(resolve, reject);
        }),
      );
      return {
        destroy: () => {
          destroyed = true;
          instance?.destroy();
        },
        update: (next: Update) => (instance ? instance.update(next) : void updates.push(next)),
        then: (resolve: (confirmed: boolean) => unknown, reject: () => void) => closed.then(resolve, reject),
      };
    }) as unknown as AppApis['modal'][ModalMethod];

  const notificationCall = (method: NotificationMethod): NotificationInstance[NotificationMethod] => (args) => whenReady((apis) => apis.notification[method](args));

  const apis: AppApis = {
    message: {
      info: messageCall('info'),
      success: messageCall('success'),
      error: messageCall('error'),
      warning: messageCall('warning'),
      loading: messageCall('loading'),
      open: messageCall('open'),
      // Nothing shows before the real API exists; what is still waiting to show is dropped.
      destroy: (key) => (real ? real.message.destroy(key) : void (waiting.length = 0)),
    },
    modal: {
      info: modalCall('info'),
      success: modalCall('success'),
      error: modalCall('error'),
      warning: modalCall('warning'),
      confirm: modalCall('confirm'),
    },
    notification: {
      info: notificationCall('info'),
      success: notificationCall('success'),
      error: notificationCall('error'),
      warning: notificationCall('warning'),
      open: notificationCall('open'),
      destroy: (key) => real?.notification.destroy(key),
    },
  };

  return {
    apis,
    attach(next) {
      real = next;
      for (const use of waiting.splice(0)) use(next);
    },
  };
}
