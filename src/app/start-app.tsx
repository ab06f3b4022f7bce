import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n/i18n';
import { App } from './App';

/** Boots the browser app: texts first (the login page needs them), then React. */
export function startApp(root: HTMLElement): void {
  initI18n();
  createRoot(root).render(<App />);
}
