import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Skeleton } from 'antd';
import { DashboardView } from '../../../engine/render/dashboard/DashboardView';
import { createHttpDashboardSource } from '../../../engine/render/dashboard/dashboard-source';
import { dashboardTexts } from '../../../engine/render/dashboard/dashboard-texts';
import { toLanguage } from '../../../engine/render/localize';
import { dataQuery } from '../../app/data-query';
import { currentUserAtom } from '../../session/session-atoms';
import { useSchemaIndex } from '../schema/schema-index';
import { useDashboard } from './use-dashboard';

/**
 * The dashboard of a route, if the server has one for it (the index of schema pages says so): drawn with the app's
 * data query, language, navigation and signed-in person. Nothing while the index loads or when there is none.
 */
export default function DashboardSection({ path, showTitle = true }: { path: string; showTitle?: boolean }) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const index = useSchemaIndex(user ? `${user.tenantCode}/${user.id}` : '');
  const dashboardId = index.status === 'ready' ? index.dashboardIdOf.get(path) : undefined;
  const loaded = useDashboard(dashboardId);
  const source = useMemo(() => createHttpDashboardSource(dataQuery), []);
  const language = toLanguage(i18n.language);
  const person = useMemo(() => (user ? { username: user.name, nickname: user.nickname } : undefined), [user]);
  if (index.status === 'ready' && !dashboardId) return null;
  if (loaded.status === 'failed') {
    return <Alert type="error" showIcon message={dashboardTexts(language).failed} description={loaded.message} action={<Button size="small" onClick={loaded.retry}>{dashboardTexts(language).retry}</Button>} data-testid="dashboard-failed" />;
  }
  if (loaded.status !== 'ready') return <Skeleton active data-testid="dashboard-loading" />;
  return <DashboardView key={loaded.dashboard.id} dashboard={loaded.dashboard} source={source} language={language} user={person} navigate={navigate} showTitle={showTitle} />;
}
