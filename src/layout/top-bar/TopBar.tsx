import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { deviceAtom } from '../settings/settings-atoms';
import { sidebarOpenedAtom } from '../settings/settings-atoms';
import { settingsPanelOpenAtom } from '../settings/settings-panel-atom';
import { Breadcrumbs } from './Breadcrumbs';
import { ReminderDropdown } from '../../reminders/ReminderDropdown';
import { ExportTaskLink } from './ExportTaskLink';
import { ParentMenuSwitcher } from './ParentMenuSwitcher';
import { MenuSearch } from '../menu-search/MenuSearch';
import { ErrorLogBell } from '../error-log/ErrorLogBell';
import { FullScreenToggle } from './FullScreenToggle';
import { LanguageSelect } from './LanguageSelect';
import { SizeSelect } from './SizeSelect';
import { UserDropdown } from './UserDropdown';

/** The top bar of spec 01 §2, left to right. */
export function TopBar() {
  const { t } = useTranslation();
  const [opened, setOpened] = useAtom(sidebarOpenedAtom);
  const [, setSettingsOpen] = useAtom(settingsPanelOpenAtom);
  const device = useAtomValue(deviceAtom);
  return (
    <header className="cw-topbar" data-testid="top-bar">
      <button type="button" className="cw-icon-button" aria-label={t(opened ? 'layout.collapseSidebar' : 'layout.expandSidebar')} onClick={() => setOpened(!opened)} data-testid="hamburger">
        {opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      </button>
      {device === 'desktop' && <Breadcrumbs />}
      <div className="cw-topbar-right">
        {device === 'desktop' && <ParentMenuSwitcher />}
        <MenuSearch />
        <ReminderDropdown />
        <ExportTaskLink />
        <ErrorLogBell />
        {device === 'desktop' && <FullScreenToggle />}
        <LanguageSelect />
        <SizeSelect />
        <Tooltip title={t('layout.settings.title')}>
          <button type="button" className="cw-icon-button" aria-label={t('layout.settings.title')} onClick={() => setSettingsOpen(true)} data-testid="settings-button">
            <SettingOutlined />
          </button>
        </Tooltip>
        <UserDropdown />
      </div>
    </header>
  );
}
