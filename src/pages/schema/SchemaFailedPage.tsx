import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusResult } from '../../../engine/render/StatusResult';
import type { RouteEntry } from '../../../engine/schema/route-catalogue';

/** A schema page whose schema could not be fetched (server down, schema removed, no access): why, and a retry. */
export function SchemaFailedPage({ route, message, retry }: { route: RouteEntry; message: string; retry(): void }) {
  const { t, i18n } = useTranslation();
  const title = i18n.language === 'zh' ? route.title.zh : route.title.en;
  return (
    <StatusResult
      status="error"
      title={t('pages.schemaFailed.title', { title })}
      subTitle={t('pages.schemaFailed.subtitle', { message })}
      extra={<Button onClick={retry}>{t('pages.schemaFailed.retry')}</Button>}
      data-testid="schema-failed"
    />
  );
}
