import { DownloadOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Spec 01 §2: the top bar links to the export-task query page. */
export function ExportTaskLink() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('layout.exportTasks')}>
      <Link to="/exportTaskQuery" className="cw-icon-button" aria-label={t('layout.exportTasks')} data-testid="export-task-link">
        <DownloadOutlined />
      </Link>
    </Tooltip>
  );
}
