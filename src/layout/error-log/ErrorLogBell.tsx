/// <reference types="vite/client" />
import { useEffect, useState, useSyncExternalStore } from 'react';
import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Collapse, Descriptions, Modal, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../engine/format/format-date';
import { captureGlobalErrors, errorLog, type ErrorLogEntry, type ErrorLogStore } from './error-log-store';

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
  useEffect(() => (production ? captureGlobalErrors(window, store) : undefined), [production, store]);
  if (!production || (entries.length === 0 && !open)) return null;
  return (
    <>
      <Tooltip title={t('layout.errorLog.open')}>
        <button type="button" className="cw-icon-button" aria-label={t('layout.errorLog.open')} onClick={() => setOpen(true)} data-testid="error-log-bell">
          <Badge count={entries.length} size="small" offset={[4, -2]}>
            <BugOutlined style={{ fontSize: 17, color: '#f56c6c' }} />
          </Badge>
        </button>
      </Tooltip>
      <Modal
        title={t('layout.errorLog.title', { count: entries.length })}
        open={open}
        onCancel={() => setOpen(false)}
        width={800}
        footer={[
          <Button key="clear" danger disabled={entries.length === 0} onClick={() => (store.clear(), setOpen(false))} data-testid="error-log-clear">
            {t('layout.errorLog.clear')}
          </Button>,
          <Button key="close" onClick={() => setOpen(false)}>
            {t('common.close')}
          </Button>,
        ]}
        data-testid="error-log-dialog"
      >
        {entries.length === 0 ? <Typography.Text type="secondary">{t('layout.errorLog.empty')}</Typography.Text> : [...entries].reverse().map((entry) => <ErrorLogItem key={entry.id} entry={entry} />)}
      </Modal>
    </>
  );
}

function ErrorLogItem({ entry }: { entry: ErrorLogEntry }) {
  const { t } = useTranslation();
  return (
    <div className="cw-error-log-entry" data-testid="error-log-entry" style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'message', label: t('layout.errorLog.message'), children: <Typography.Text type="danger">{entry.message}</Typography.Text> },
          { key: 'where', label: t('layout.errorLog.where'), children: <Typography.Text copyable={{ text: entry.url }}>{entry.url}</Typography.Text> },
          { key: 'time', label: t('layout.errorLog.time'), children: formatDateTime(entry.time) },
        ]}
      />
      {entry.stack && (
        <Collapse
          size="small"
          ghost
          items={[
            {
              key: 'stack',
              label: t('layout.errorLog.stack'),
              children: <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12, margin: 0, maxHeight: 240, overflow: 'auto' }}>{entry.stack}</pre>,
            },
          ]}
        />
      )}
    </div>
  );
}
