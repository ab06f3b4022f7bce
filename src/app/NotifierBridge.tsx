import { App } from 'antd';
import { antdApis } from './notifier';

/** Gives the HTTP client's notifier antd's themed message and modal APIs. Renders nothing. */
export function NotifierBridge() {
  const { message, modal } = App.useApp();
  antdApis.message = message;
  antdApis.modal = modal;
  return null;
}
