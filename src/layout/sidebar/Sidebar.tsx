import { useEffect, useMemo, useRef, useState } from 'react';
import { Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { menuAuthorityAtom } from '../../session/session-atoms';
import { deviceAtom, settingsAtom, sidebarOpenedAtom } from '../settings/settings-atoms';
import { SIDEBAR_WIDTH_PX } from '../settings/settings-model';
import { useOpenWarehouseSystem } from '../../warehouse/use-open-warehouse-system';
import { routeIcons } from './route-icons';
import { activeParentAtom } from './active-parent-atom';
import { findSection, openKeysFor, sectionMenu, sectionPathOf, sidebarItems, type SidebarItem } from './sidebar-items';

/**
 * The sidebar menu of the user's permitted routes (spec 01 §2), 210 px wide, collapsible, persisted. When the
 * parent-menu switcher has chosen a section, only that section's subtree shows; opening a page of another section
 * (menu search, a tab, a link) moves the choice to that section so the page is always in the sidebar.
 */
export function Sidebar() {
  const { t, i18n } = useTranslation();
  const authority = useAtomValue(menuAuthorityAtom);
  const opened = useAtomValue(sidebarOpenedAtom);
  const device = useAtomValue(deviceAtom);
  const settings = useAtomValue(settingsAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const openWarehouse = useOpenWarehouseSystem();
  const [activeParent, setActiveParent] = useAtom(activeParentAtom);
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  const menu = authority?.menu;
  const section = menu ? findSection(menu, activeParent) : undefined;
  const items = useMemo(() => sidebarItems(sectionMenu(menu ?? [], section ? section.path : null), language), [menu, section, language]);
  useEffect(() => {
    if (!menu || !section) return;
    const holder = sectionPathOf(menu, pathname);
    if (holder && holder !== section.path) setActiveParent(holder);
  }, [menu, section, pathname, setActiveParent]);
  const byKey = useMemo(() => {
    const map = new Map<string, SidebarItem>();
    const walk = (list: SidebarItem[]) => list.forEach((item) => (map.set(item.key, item), item.children && walk(item.children)));
    walk(items);
    return map;
  }, [items]);
  // The current page's section is open and its entry selected, on load (once the menu has come) and on every
  // navigation, whatever opened the page (a link, the menu search, a tab); sections the person opened stay open.
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const collapsedNow = useRef(!opened);
  collapsedNow.current = !opened;
  useEffect(() => {
    const trail = openKeysFor(items, pathname);
    setOpenKeys((open) => (trail.every((key) => open.includes(key)) ? open : [...new Set([...open, ...trail])]));
    // And scrolled into view, once the section has finished opening (a page low in a long menu was open but unseen);
    // not while the sidebar is folded away (on a phone it opens over the page later, where the person scrolls it).
    if (collapsedNow.current) return;
    const timer = window.setTimeout(() => document.querySelector('.cw-sidebar .ant-menu-item-selected')?.scrollIntoView?.({ block: 'nearest' }), 350);
    return () => window.clearTimeout(timer);
  }, [items, pathname]);
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
        key={section?.path ?? 'all'}
        mode="inline"
        theme="dark"
        items={toAntd(items)}
        selectedKeys={[pathname]}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
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
