import type { HTMLAttributes } from 'react';
import { Card, Descriptions, Drawer, Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../engine/format/format-date';
import type { MyNotification } from './notification-api';
import { HtmlValue } from '../../../engine/render/HtmlValue';
import { isMarkup, notificationPlainText, optionLabel } from './notification-text';
import { useMyNotifications } from './use-my-notifications';

const PRIORITY_COLOURS: Record<string, string> = { high: 'red', normal: 'blue', low: 'default' };

/**
 * /mynotification: the caller's current notifications (spec 02 §3, §7) in a paged table; clicking a row opens its
 * content in a drawer: rich text with its formatting (purified as everywhere in the app), plain text as written.
 */
export default function MyNotificationPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  const controller = useMyNotifications();
  const { reading } = controller;
  const typeLabel = (value: string) => optionLabel(controller.types, value, language);
  const priorityTag = (value: string) => <Tag color={PRIORITY_COLOURS[value] ?? 'default'}>{optionLabel(controller.priorities, value, language)}</Tag>;
  const endTime = (value: string | null) => (value ? formatDateTime(value) : t('reminders.notifications.noEnd'));

  const columns: TableColumnsType<MyNotification> = [
    { key: 'title', dataIndex: 'title', title: t('reminders.notifications.columns.title'), ellipsis: true, render: (title: string) => <Typography.Link>{title}</Typography.Link> },
    { key: 'type', dataIndex: 'type', title: t('reminders.notifications.columns.type'), width: 140, render: typeLabel },
    { key: 'priority', dataIndex: 'priority', title: t('reminders.notifications.columns.priority'), width: 100, render: priorityTag },
    { key: 'publisher', dataIndex: 'publisher', title: t('reminders.notifications.columns.publisher'), width: 140, ellipsis: true },
    { key: 'startTime', dataIndex: 'startTime', title: t('reminders.notifications.columns.startTime'), width: 180, render: (value: string) => formatDateTime(value) },
    { key: 'endTime', dataIndex: 'endTime', title: t('reminders.notifications.columns.endTime'), width: 180, render: endTime },
  ];

  return (
    <Card title={t('reminders.notifications.title')} data-testid="my-notifications">
      <Table<MyNotification>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={controller.rows}
        loading={controller.loading}
        locale={{ emptyText: <Empty description={t('reminders.notifications.empty')} /> }}
        onRow={(row) => ({ onClick: () => controller.read(row), style: { cursor: 'pointer' }, 'data-testid': `notification-row-${row.id}` } as HTMLAttributes<HTMLElement>)}
        pagination={{
          current: controller.currentPage,
          pageSize: controller.pageSize,
          total: controller.total,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('reminders.notifications.total', { total }),
          onChange: controller.changePage,
        }}
      />
      <Drawer open={!!reading} title={reading?.title ?? t('reminders.notifications.detail')} width={560} onClose={() => controller.read(undefined)} destroyOnHidden>
        {reading && (
          <>
            <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('reminders.notifications.columns.type')}>{typeLabel(reading.type)}</Descriptions.Item>
              <Descriptions.Item label={t('reminders.notifications.columns.priority')}>{priorityTag(reading.priority)}</Descriptions.Item>
              <Descriptions.Item label={t('reminders.notifications.columns.publisher')}>{reading.publisher}</Descriptions.Item>
              <Descriptions.Item label={t('reminders.notifications.columns.startTime')}>{formatDateTime(reading.startTime)}</Descriptions.Item>
              <Descriptions.Item label={t('reminders.notifications.columns.endTime')}>{endTime(reading.endTime)}</Descriptions.Item>
            </Descriptions>
            <div style={{ whiteSpace: isMarkup(reading.content) ? undefined : 'pre-wrap', wordBreak: 'break-word', lineHeight: 1.8 }} data-testid="notification-content">
              {/* Rich text as written (bold, lists, links, pictures), purified with the app's one DOMPurify policy. */}
              {isMarkup(reading.content) ? <HtmlValue html={reading.content} />
                : notificationPlainText(reading.content) || <Typography.Text type="secondary">{t('reminders.notifications.emptyContent')}</Typography.Text>}
            </div>
          </>
        )}
      </Drawer>
    </Card>
  );
}
