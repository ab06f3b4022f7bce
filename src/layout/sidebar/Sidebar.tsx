import { useMemo } from 'react';
import { Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { menuAuthorityAtom } from '../../session/session-atoms';
import { deviceAtom, settingsAtom, sidebarOpenedAtom } from '../settings/settings-atoms';
import { SIDEBAR_WIDTH_PX } from '../settings/settings-model';
import { useOpenWarehouseSystem } from '../../warehouse/use-open-warehouse-system';
import { routeIcons } from './route-icons';
import { openKeysFor, sidebarItems, type SidebarItem } from './sidebar-items';

/** The sidebar menu of the user's permitted routes (spec 01 §2), 210 px wide, collapsible, persisted. */
export function Sidebar() {
  const { t, i18n } = useTranslation();
  const authority = useAtomValue(menuAuthorityAtom);
  const opened = useAtomValue(sidebarOpenedAtom);
  const device = useAtomValue(deviceAtom);
  const settings = useAtomValue(settingsAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const openWarehouse = useOpenWarehouseSystem();
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  const items = useMemo(() => sidebarItems(authority?.menu ?? [], language), [authority, language]);
  const byKey = useMemo(() => {
    const map = new Map<string, SidebarItem>();
    const walk = (list: SidebarItem[]) => list.forEach((item) => (map.set(item.key, item), item.children && walk(item.children)));
    walk(items);
    return map;
  }, [items]);
  const toAntd = (list: SidebarItem[]): MenuProps['items'] =>
    list.map((item) => {
      const Icon = item.icon ? routeIcons[item.icon] : undefined;
      return { key: item.key, label: item.label, icon: Icon ? <Icon /> : undefined, children: item.children ? toAntd(item.children) : undefined };
    });
  const collapsed = !opened;
  return (
    <Layout.Sider
      className="cw-sidebar"
      width={SIDEBAR_WIDTH_PX}
      collapsed={collapsed}
      collapsedWidth={device === 'mobile' ? 0 : 54}
      trigger={null}
      theme="dark"
      data-testid="sidebar"
    >
      {settings.sidebarLogo && (
        <div className="cw-logo" title={t('common.productTitle')}>
          <span className="cw-logo-mark">C</span>
          {!collapsed && <span className="cw-logo-title">{t('common.productTitle')}</span>}
        </div>
      )}
      <Menu
        mode="inline"
        theme="dark"
        items={toAntd(items)}
        selectedKeys={[pathname]}
        defaultOpenKeys={collapsed ? [] : openKeysFor(items, pathname)}
        onClick={({ key }) => {
          const item = byKey.get(key);
          if (!item) return;
          if (item.external === 'wms') void openWarehouse({ menuCode: item.key, menuPath: item.target });
          else navigate(item.target);
        }}
      />
    </Layout.Sider>
  );
}
