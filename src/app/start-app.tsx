import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n/i18n';
import { App } from './App';
import { captureGlobalErrors } from '../layout/error-log/error-log-store';

/** Boots the browser app: texts first (the login page needs them), then React. */
export function startApp(root: HTMLElement): void {
  initI18n();
  // Spec 01 §8: unhandled UI errors go to the error log in production (the bell shows it).
  if (import.meta.env.PROD) captureGlobalErrors(window);
  createRoot(root).render(<App />);
}
