import { BellOutlined } from '@ant-design/icons';
import { Badge, Dropdown, type MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notificationUnreadAtom, reminderSummariesAtom } from './reminder-atoms';
import { reminderTotal } from './reminder-categories';
import { MY_NOTIFICATIONS_PATH } from './notification-unread';

/**
 * The top bar's reminder dropdown (spec 01 §2, §4): a bell with a count badge when any category has entries; the
 * menu lists the user's categories with their counts, and a category with entries opens its page with
 * `?orderCodes=…`. New notifications (use-notification-polling.ts) count in the badge too, their entry opening My
 * notifications.
 */
export function ReminderDropdown() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summaries = useAtomValue(reminderSummariesAtom);
  const unread = useAtomValue(notificationUnreadAtom);
  const total = reminderTotal(summaries) + (unread ?? 0);
  if (summaries.length === 0 && unread === undefined) return null;

  const entry = (key: string, label: string, count: number) => (
    <span data-testid={`reminder-${key}`} style={{ display: 'flex', justifyContent: 'space-between', gap: 24, minWidth: 160 }}>
      <span>{label}</span>
      <Badge count={count} showZero color={count ? undefined : '#bfbfbf'} overflowCount={999} />
    </span>
  );
  const notifications: MenuProps['items'] = unread === undefined ? [] : [{ key: 'notifications', label: entry('notifications', t('reminders.category.notifications'), unread) }];
  const items: MenuProps['items'] = [...notifications, ...summaries.map((summary) => ({
    key: summary.key,
    disabled: summary.count === 0,
    label: entry(summary.key, t(`reminders.category.${summary.key}`), summary.count),
  }))];
  const label = total > 0 ? t('reminders.bellWithCount', { count: total }) : t('reminders.bell');

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'notifications') return navigate(MY_NOTIFICATIONS_PATH);
          const summary = summaries.find((s) => s.key === key);
          if (summary && summary.count > 0) navigate(summary.target);
        },
      }}
    >
      <button type="button" className="cw-icon-button" aria-label={label} title={label} data-testid="reminder-bell">
        {total > 0 ? (
          <Badge count={total} size="small" overflowCount={99} data-testid="reminder-badge">
            <BellOutlined style={{ fontSize: 17 }} />
          </Badge>
        ) : (
          <BellOutlined />
        )}
      </button>
    </Dropdown>
  );
}
