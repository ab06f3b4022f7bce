import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** 404: the path is not a route of the product. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return <Result status="404" title={t('pages.notFound.title')} subTitle={t('pages.notFound.subtitle')} extra={<Link to="/"><Button type="primary">{t('pages.notFound.home')}</Button></Link>} />;
}
