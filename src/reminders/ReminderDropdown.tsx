import { BellOutlined } from '@ant-design/icons';
import { Badge, Dropdown, type MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { reminderSummariesAtom } from './reminder-atoms';
import { reminderTotal } from './reminder-categories';

/**
 * The top bar's reminder dropdown (spec 01 §2, §4): a bell with a count badge when any category has entries; the
 * menu lists the user's categories with their counts, and a category with entries opens its page with
 * `?orderCodes=…`.
 */
export function ReminderDropdown() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summaries = useAtomValue(reminderSummariesAtom);
  const total = reminderTotal(summaries);
  if (summaries.length === 0) return null;

  const items: MenuProps['items'] = summaries.map((summary) => ({
    key: summary.key,
    disabled: summary.count === 0,
    label: (
      <span data-testid={`reminder-${summary.key}`} style={{ display: 'flex', justifyContent: 'space-between', gap: 24, minWidth: 160 }}>
        <span>{t(`reminders.category.${summary.key}`)}</span>
        <Badge count={summary.count} showZero color={summary.count ? undefined : '#bfbfbf'} overflowCount={999} />
      </span>
    ),
  }));
  const label = total > 0 ? t('reminders.bellWithCount', { count: total }) : t('reminders.bell');

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
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
