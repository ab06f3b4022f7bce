import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** 401: the route exists, but the user's menu does not grant it. */
export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('pages.unauthorized.title')}
      subTitle={t('pages.unauthorized.subtitle')}
      extra={<Space><Link to="/"><Button type="primary">{t('pages.unauthorized.home')}</Button></Link><Link to="/login"><Button>{t('pages.unauthorized.relogin')}</Button></Link></Space>}
    />
  );
}
