import { useAppApis } from '../../engine/render/app-apis';
import { antdApis } from './notifier';

/** Gives the HTTP client's notifier the app's themed message and modal APIs. Renders nothing. */
export function NotifierBridge() {
  const { message, modal } = useAppApis();
  antdApis.message = message;
  antdApis.modal = modal;
  return null;
}
