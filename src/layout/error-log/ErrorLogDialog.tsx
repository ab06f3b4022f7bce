import { Button, Collapse, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../engine/format/format-date';
import type { ErrorLogEntry } from './error-log-store';

export interface ErrorLogDialogProps {
  open: boolean;
  entries: readonly ErrorLogEntry[];
  onClose(): void;
  /** Empties the log (and closes). */
  onClear(): void;
}

/** The error log's dialog (ErrorLogBell): each entry's message, where, when, the stack folded away; clear and close. */
export default function ErrorLogDialog({ open, entries, onClose, onClear }: ErrorLogDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('layout.errorLog.title', { count: entries.length })}
      open={open}
      onCancel={onClose}
      width={800}
      footer={[
        <Button key="clear" danger disabled={entries.length === 0} onClick={onClear} data-testid="error-log-clear">
          {t('layout.errorLog.clear')}
        </Button>,
        <Button key="close" onClick={onClose}>
          {t('common.close')}
        </Button>,
      ]}
      data-testid="error-log-dialog"
    >
      {entries.length === 0 ? <Typography.Text type="secondary">{t('layout.errorLog.empty')}</Typography.Text> : [...entries].reverse().map((entry) => <ErrorLogItem key={entry.id} entry={entry} />)}
    </Modal>
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
