import type { HTMLAttributes } from 'react';
import { Alert, Button, Card, Empty, Input, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TableInfo } from '../devtool-api';
import type { ReverseGenerator } from './use-reverse-generator';

/**
 * The database's tables, searchable; a row is picked by a click or, focused, by Enter (rows are in the tab order).
 * Entity tables carry their schema id as a tag.
 */
export function TableListCard({ controller }: { controller: ReverseGenerator }) {
  const { t } = useTranslation();
  const { tables, picked } = controller;
  const columns = [
    { key: 'table', title: t('codegen.reverse.table'), dataIndex: 'table' },
    { key: 'columns', title: t('codegen.reverse.columns'), dataIndex: 'columns', width: 80 },
    {
      key: 'schema',
      title: t('codegen.reverse.schema'),
      render: (_: unknown, row: TableInfo) => (row.schemaId ? <Tag color="blue">{row.schemaId}</Tag> : <Tag>{t('codegen.reverse.noSchema')}</Tag>),
    },
  ];
  return (
    <Card title={t('codegen.reverse.tables')} size="small" data-testid="codegen-tables">
      <Input.Search
        allowClear
        aria-label={t('codegen.reverse.search')}
        placeholder={t('codegen.reverse.search')}
        value={controller.search}
        onChange={(event) => controller.setSearch(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      {tables.status === 'failed' ? (
        <Alert type="error" showIcon message={t('codegen.reverse.tablesFailed')} description={tables.message}
          action={<Button size="small" onClick={tables.retry}>{t('common.retry')}</Button>} />
      ) : (
        <Table<TableInfo>
          size="small"
          rowKey="table"
          loading={tables.status === 'loading'}
          columns={columns}
          dataSource={controller.shown}
          pagination={{ pageSize: 15, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('codegen.reverse.tablesEmpty')} /> }}
          rowClassName={(row) => (row.table === picked ? 'ant-table-row-selected' : '')}
          onRow={(row) => ({
            tabIndex: 0,
            'aria-current': row.table === picked ? 'true' : undefined,
            'data-testid': `codegen-table-${row.table}`,
            style: { cursor: 'pointer' },
            onClick: () => controller.pick(row.table),
            onKeyDown: (event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                controller.pick(row.table);
              }
            },
          }) as HTMLAttributes<HTMLElement>}
        />
      )}
    </Card>
  );
}
