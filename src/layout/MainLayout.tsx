import { useEffect, useRef } from 'react';
import { Layout } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { KeepAliveViews } from './content/KeepAliveViews';
import { Sidebar } from './sidebar/Sidebar';
import { TopBar } from './top-bar/TopBar';
import { TagsView } from './tags-view/TagsView';
import { SettingsPanelSlot } from './settings/SettingsPanelSlot';
import { deviceAtom, settingsAtom, sidebarOpenedAtom } from './settings/settings-atoms';
import { useDevice } from './use-device';
import { useTrackVisitedViews } from './tags-view/use-track-visited-views';
import { useIdleLogout } from '../session/use-idle-logout';
import { useReminderPolling } from '../reminders/use-reminder-polling';
import { useNotificationPolling } from '../reminders/use-notification-polling';
import { useRecordRecentPages } from '../pages/workbench/use-recent-pages';
import { prefetchSchemaPages } from '../pages/page-registry';
import '../app/shell.css';
import { routeCatalogue } from '../../schemas/routes';
import { registerRouteTitles } from '../i18n/i18n';
import { dayjsFollowsLanguage } from '../i18n/dayjs-language';
import { registerLayoutTexts } from './register-layout-texts';

registerLayoutTexts();
registerRouteTitles(routeCatalogue);
dayjsFollowsLanguage();

/** The shell around every signed-in page: sidebar, top bar, tags view, content, settings panel. */
export default function MainLayout() {
  const scroller = useRef<HTMLDivElement>(null);
  const settings = useAtomValue(settingsAtom);
  const device = useAtomValue(deviceAtom);
  const [opened, setOpened] = useAtom(sidebarOpenedAtom);
  useDevice();
  useTrackVisitedViews();
  useIdleLogout();
  useReminderPolling();
  useNotificationPolling();
  useRecordRecentPages();
  useEffect(() => prefetchSchemaPages(), []);
  return (
    <Layout className="cw-shell" data-device={device} data-sidebar={opened ? 'open' : 'closed'}>
      {device === 'mobile' && opened && <div className="cw-sidebar-mask" onClick={() => setOpened(false)} data-testid="sidebar-mask" />}
      <Sidebar />
      <div className="cw-main" ref={scroller}>
        <div className={settings.fixedHeader ? 'cw-header cw-header-fixed' : 'cw-header'}>
          <TopBar />
          {settings.tagsView && <TagsView />}
        </div>
        <main className="cw-content">
          <KeepAliveViews scroller={scroller} />
        </main>
      </div>
      <SettingsPanelSlot />
    </Layout>
  );
}
