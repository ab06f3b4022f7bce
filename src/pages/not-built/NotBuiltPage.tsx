import { Button } from 'antd';
import { StatusResult } from '../../../engine/render/StatusResult';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RouteEntry } from '../../../engine/schema/route-catalogue';

/** A route of the catalogue whose page does not exist yet: says so plainly, never a fake screen. */
export function NotBuiltPage({ route }: { route: RouteEntry }) {
  const { t, i18n } = useTranslation();
  const title = i18n.language === 'zh' ? route.title.zh : route.title.en;
  return (
    <StatusResult
      status="info"
      title={t('pages.notBuilt.title', { title })}
      subTitle={t('pages.notBuilt.subtitle', { path: route.path })}
      extra={<Link to="/workbench"><Button>{t('pages.notBuilt.back')}</Button></Link>}
      data-testid="not-built"
    />
  );
}
