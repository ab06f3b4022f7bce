import { useMemo } from 'react';
import { Select } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { levelOneMenus, menuTarget } from '../../../engine/access/menu-routes';
import { menuAuthorityAtom } from '../../session/session-atoms';
import { activeParentAtom } from '../sidebar/active-parent-atom';
import { findSection } from '../sidebar/sidebar-items';

/** The option value of "all menus" (menu paths start with '/', so it cannot clash). */
const ALL = '*';

/**
 * The parent-menu switcher of spec 01 §2: the level-1 menus plus "all". Choosing a section limits the sidebar to
 * its subtree and opens the section's target page; "all" (the default) shows every section. Remembered in local
 * storage (see active-parent-atom).
 */
export function ParentMenuSwitcher() {
  const { t, i18n } = useTranslation();
  const authority = useAtomValue(menuAuthorityAtom);
  const [activeParent, setActiveParent] = useAtom(activeParentAtom);
  const navigate = useNavigate();
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  const sections = useMemo(() => levelOneMenus(authority?.menu ?? []), [authority]);
  const current = findSection(sections, activeParent)?.path ?? ALL;
  const options = [
    { value: ALL, label: t('layout.parentMenu.all') },
    ...sections.map((entry) => ({ value: entry.path, label: entry.meta.title?.[language] ?? entry.name })),
  ];
  return (
    <Select
      className="cw-parent-menu"
      value={current}
      options={options}
      onChange={(value: string) => {
        if (value === ALL) {
          setActiveParent(null);
          return;
        }
        const section = sections.find((entry) => entry.path === value);
        if (!section) return;
        setActiveParent(section.path);
        navigate(menuTarget(section));
      }}
      popupMatchSelectWidth={false}
      variant="borderless"
      style={{ minWidth: 120 }}
      aria-label={t('layout.parentMenu.label')}
      title={t('layout.parentMenu.label')}
      data-testid="parent-menu-switcher"
    />
  );
}
