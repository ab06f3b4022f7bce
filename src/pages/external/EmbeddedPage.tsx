import { useCallback, useState } from 'react';
import { ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '../../../engine/data/envelope';
import { StatusResult } from '../../../engine/render/StatusResult';
import type { RouteEntry } from '../../../engine/schema/route-catalogue';
import { http } from '../../app/http';
import { PageSpinner } from '../PageSpinner';
import { useFetchedOnMount } from '../use-fetched-on-mount';
import './embedded-page.css';

/** The server's answer for a monitor route (server/routes/embedded-page.ts). */
interface EmbeddedAddress {
  path: string;
  url: string | null;
  source: 'environment' | 'catalogue' | null;
  variable: string;
}

/**
 * A monitor route (`external.kind: "monitor"`: /swagger, /grafana, /sentinel, /nacos, /druid, /distributedlog/elk):
 * the address the installation configured for it, shown inside the app in a frame, with reload and "open in a new
 * window" (for a tool that refuses to be framed); or, with none configured, which variable sets it. One page for
 * every such route: the catalogue and the server's configuration say what it shows.
 */
export function EmbeddedPage({ route }: { route: RouteEntry }) {
  const { t, i18n } = useTranslation();
  const title = t(route.titleKey, { defaultValue: i18n.language === 'zh' ? route.title.zh : route.title.en });
  const load = useCallback(
    async (path: string) => (await http.get<Envelope<EmbeddedAddress>>('/api/clearway/embedded-page', { params: { path }, silent: true })).data.data,
    [],
  );
  const fetched = useFetchedOnMount(route.path, load);
  const [reloads, setReloads] = useState(0);
  if (fetched.status === 'loading') return <PageSpinner />;
  if (fetched.status === 'failed') {
    return (
      <StatusResult status="error" title={t('pages.external.failed', { title, message: fetched.message })}
        extra={<Button onClick={fetched.retry}>{t('pages.external.retry')}</Button>} data-testid="embedded-failed" />
    );
  }
  const { url, variable } = fetched.value;
  if (!url) {
    return (
      <StatusResult status="info" title={t('pages.external.notConfiguredTitle', { title })}
        subTitle={t('pages.external.notConfigured', { path: route.path, variable })} data-testid="embedded-not-configured" />
    );
  }
  return (
    <div className="cw-embedded" data-testid="embedded-page">
      <Space className="cw-embedded-bar" wrap>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type="secondary" copyable={{ text: url }} ellipsis>{t('pages.external.address')}: {url}</Typography.Text>
        <Button size="small" icon={<ReloadOutlined />} onClick={() => setReloads((n) => n + 1)}>{t('pages.external.reload')}</Button>
        <Button size="small" icon={<ExportOutlined />} href={url} target="_blank" rel="noreferrer">{t('pages.external.open')}</Button>
      </Space>
      <iframe key={reloads} className="cw-embedded-frame" src={url} title={title} referrerPolicy="no-referrer" data-testid="embedded-frame" />
    </div>
  );
}
