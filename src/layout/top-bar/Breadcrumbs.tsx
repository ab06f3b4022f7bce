import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { routeCatalogue } from '../../../schemas/routes';

/** The route's place in the catalogue; /workbench is the root of every trail (spec 01 §2). */
export function Breadcrumbs() {
  const { i18n, t } = useTranslation();
  const { pathname } = useLocation();
  const chain = routeCatalogue.ancestors(pathname).filter((r) => r.path !== '/' && r.path !== '/workbench');
  const title = (path: string) => {
    const route = routeCatalogue.byPath(path);
    return route ? (i18n.language === 'zh' ? route.title.zh : route.title.en) : path;
  };
  const items = [
    { key: '/workbench', title: <Link to="/workbench">{title('/workbench')}</Link> },
    ...chain.map((route, index) => ({
      key: route.path,
      title: index === chain.length - 1 || routeCatalogue.children(route.path).length ? <span>{title(route.path)}</span> : <Link to={route.path}>{title(route.path)}</Link>,
    })),
  ];
  return <Breadcrumb className="cw-breadcrumb" items={items} aria-label={t('layout.breadcrumb')} data-testid="breadcrumb" />;
}
