/// <reference types="vite/client" />
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { BugOutlined } from '@ant-design/icons';
import { Badge, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { captureGlobalErrors, errorLog, type ErrorLogStore } from './error-log-store';

/** The list of errors, fetched when the bell is first clicked (the layout draws no dialog at first). */
const ErrorLogDialog = lazy(() => import('./ErrorLogDialog'));

export interface ErrorLogBellProps {
  /** Whether this is a production build (default `import.meta.env.PROD`): the log is kept and shown only then. */
  production?: boolean;
  /** The log to show (default the app's). */
  store?: ErrorLogStore;
}

/**
 * The error-log bell of the top bar (spec 01 §2, §8), production only: it captures the window's unhandled errors
 * and rejections into the log, shows itself once the log has entries, with their count, and opens a dialog
 * listing them (message, where, when, the stack folded away) with a button that clears the log.
 */
export function ErrorLogBell({ production = import.meta.env.PROD, store = errorLog }: ErrorLogBellProps) {
  const { t } = useTranslation();
  const entries = useSyncExternalStore(store.subscribe, store.entries, store.entries);
  const [open, setOpen] = useState(false);
  // The dialog stays mounted once opened, so it can animate closed.
  const [asked, setAsked] = useState(false);
  useEffect(() => (production ? captureGlobalErrors(window, store) : undefined), [production, store]);
  if (!production || (entries.length === 0 && !open)) return null;
  return (
    <>
      <Tooltip title={t('layout.errorLog.open')}>
        <button type="button" className="cw-icon-button" aria-label={t('layout.errorLog.open')} onClick={() => (setAsked(true), setOpen(true))} data-testid="error-log-bell">
          <Badge count={entries.length} size="small" offset={[4, -2]}>
            <BugOutlined style={{ fontSize: 17, color: '#f56c6c' }} />
          </Badge>
        </button>
      </Tooltip>
      {asked && (
        <Suspense fallback={null}>
          <ErrorLogDialog open={open} entries={entries} onClose={() => setOpen(false)} onClear={() => (store.clear(), setOpen(false))} />
        </Suspense>
      )}
    </>
  );
}
