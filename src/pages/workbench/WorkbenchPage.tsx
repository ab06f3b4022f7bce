import { lazy, Suspense } from 'react';
import { Card, Col, Empty, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { ClockCircleOutlined, RightOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { timeAgo } from '../../../engine/format/relative-time';
import { routeCatalogue } from '../../../schemas/routes';
import { tagsViewAtom } from '../../layout/tags-view/tags-view-atoms';
import { reminderSummariesAtom } from '../../reminders/reminder-atoms';
import type { ReminderSummary } from '../../reminders/reminder-categories';
import { currentUserAtom } from '../../session/session-atoms';
import type { CurrentUser } from '../../session/session-types';
import { partOfDay } from './part-of-day';
import { recentEntries, type RecentEntry } from './recent-pages';
import { useRecentPages } from './use-recent-pages';

const WORKBENCH_PATH = '/workbench';

// The person's own figures: the workbench's dashboard (schemas/dashboards/workbench.json), fetched with its renderer.
const DashboardSection = lazy(() => import('../dashboard/DashboardSection'));

/**
 * The home page (/workbench, the pinned tab): a greeting with the user's nickname, tenant and site; the reminder
 * categories the user may open, as cards with counts linking to their pages; the user's own figures (the workbench's
 * dashboard: scans, tasks, claims, quotations, customs orders, each card opening its list); the user's recent pages.
 */
export default function WorkbenchPage() {
  const user = useAtomValue(currentUserAtom);
  const summaries = useAtomValue(reminderSummariesAtom);
  const recent = useRecentPages();
  const tabs = useAtomValue(tagsViewAtom).visited;
  const entries = recentEntries(recent, tabs, [WORKBENCH_PATH]);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="workbench">
      {user && <Greeting user={user} />}
      <ReminderCards summaries={summaries} />
      <MyFigures />
      <RecentPages entries={entries} />
    </Space>
  );
}

function Greeting({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const site = user.ownerSiteName ? `${user.ownerSiteName} (${user.ownerSiteCode ?? ''})` : user.ownerSiteCode || t('reminders.workbench.noSite');
  return (
    <Card data-testid="workbench-greeting">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t(`reminders.workbench.greeting.${partOfDay(new Date().getHours())}`, { name: user.nickname || user.name })}
      </Typography.Title>
      <Space size="large" wrap>
        <Typography.Text type="secondary">
          {t('reminders.workbench.tenant')}: <span data-testid="workbench-tenant">{user.tenantName} ({user.tenantCode})</span>
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('reminders.workbench.site')}: <span data-testid="workbench-site">{site}</span>
        </Typography.Text>
      </Space>
    </Card>
  );
}

function MyFigures() {
  const { t } = useTranslation();
  return (
    <Card title={t('reminders.workbench.figures')} data-testid="workbench-figures">
      <Suspense fallback={<Skeleton active />}>
        <DashboardSection path={WORKBENCH_PATH} showTitle={false} />
      </Suspense>
    </Card>
  );
}

function ReminderCards({ summaries }: { summaries: readonly ReminderSummary[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('reminders.workbench.reminders')} data-testid="workbench-reminders">
      {summaries.length === 0 ? (
        <Empty description={t('reminders.workbench.noReminders')} />
      ) : (
        <Row gutter={[16, 16]}>
          {summaries.map((summary) => {
            const body = (
              <Card size="small" hoverable={summary.count > 0} style={{ height: '100%' }}>
                <Typography.Text type="secondary">{t(`reminders.category.${summary.key}`)}</Typography.Text>
                <div style={{ fontSize: 28, fontWeight: 600, margin: '4px 0', color: summary.count > 0 ? undefined : '#bfbfbf' }} data-testid="count">
                  {summary.count}
                </div>
                <Typography.Text type={summary.count > 0 ? undefined : 'secondary'}>
                  {summary.count > 0 ? <>{t('reminders.workbench.open')} <RightOutlined /></> : t('reminders.workbench.nothingToDo')}
                </Typography.Text>
              </Card>
            );
            return (
              <Col key={summary.key} flex="1 1 180px">
                {summary.count > 0 ? (
                  <Link to={summary.target} data-testid={`workbench-reminder-${summary.key}`}>{body}</Link>
                ) : (
                  <div data-testid={`workbench-reminder-${summary.key}`}>{body}</div>
                )}
              </Col>
            );
          })}
        </Row>
      )}
    </Card>
  );
}

function RecentPages({ entries }: { entries: readonly RecentEntry[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  const titleOf = (path: string) => routeCatalogue.byPath(path)?.title[language] ?? path;
  return (
    <Card title={t('reminders.workbench.recent')} data-testid="workbench-recent">
      {entries.length === 0 ? (
        <Empty description={t('reminders.workbench.noRecent')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => (
            <li key={entry.path} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Link to={entry.fullPath} data-testid={`workbench-recent-${entry.path}`}>{titleOf(entry.path)}</Link>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>{entry.path}</Typography.Text>
              {entry.open && <Tag color="blue">{t('reminders.workbench.openTab')}</Tag>}
              {entry.visitedAt !== undefined && (
                <Typography.Text type="secondary" style={{ marginLeft: 'auto', fontSize: 12 }}>
                  <ClockCircleOutlined /> {timeAgo(entry.visitedAt, Date.now(), language)}
                </Typography.Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
