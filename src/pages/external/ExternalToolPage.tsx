import { Button } from 'antd';
import { StatusResult } from '../../../engine/render/StatusResult';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '../../../engine/schema/route-catalogue';

/** A monitoring tool outside the product (sentinel, nacos, swagger, druid, grafana, ELK). */
export function ExternalToolPage({ route }: { route: RouteEntry }) {
  const { t, i18n } = useTranslation();
  const title = i18n.language === 'zh' ? route.title.zh : route.title.en;
  const url = route.external?.url;
  return (
    <StatusResult
      status="info"
      title={t('pages.external.title', { title })}
      subTitle={url ? url : t('pages.external.notConfigured', { path: route.path })}
      extra={url ? <Button type="primary" href={url} target="_blank" rel="noreferrer">{t('pages.external.open')}</Button> : undefined}
    />
  );
}
