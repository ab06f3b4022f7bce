import { useState } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { StatusResult } from '../../../engine/render/StatusResult';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '../../../engine/schema/route-catalogue';
import { useOpenWarehouseSystem } from '../../warehouse/use-open-warehouse-system';

/**
 * A warehouse-system (WMS) route opened directly (a bookmark, a typed address): says it opens in the warehouse
 * system and offers the same link the menu entry follows.
 */
export function WmsLaunchPage({ route }: { route: RouteEntry }) {
  const { t, i18n } = useTranslation();
  const openWarehouse = useOpenWarehouseSystem();
  const [busy, setBusy] = useState(false);
  const title = i18n.language === 'zh' ? route.title.zh : route.title.en;
  const open = () => {
    setBusy(true);
    void openWarehouse({ menuCode: route.name, menuPath: route.path }).finally(() => setBusy(false));
  };
  return (
    <StatusResult
      icon={<ExportOutlined />}
      title={t('reminders.warehouse.launchTitle', { title })}
      subTitle={t('reminders.warehouse.launchSubtitle')}
      extra={
        <Button type="primary" icon={<ExportOutlined />} loading={busy} onClick={open} data-testid="wms-launch">
          {t('reminders.warehouse.open')}
        </Button>
      }
      data-testid="wms-launch-page"
    />
  );
}
