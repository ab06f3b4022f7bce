import { useMemo } from 'react';
import { Empty, Space, Table, Tag, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { localize } from '../localize';
import type { Row } from '../../data/entity-source';
import { FilterForm } from './FilterForm';
import { ActionButton } from './ActionButton';
import { ColumnSettingsPopover } from './ColumnSettingsPopover';
import { listColumns, DEFAULT_COLUMN_WIDTH } from './list-columns';
import { scrollWidth } from './column-widths';
import { useListContext } from './list-context';
import { ListError } from './ListError';
import { useTreeTable } from './use-tree-table';

/** With pages of more rows than this the table draws only the rows in view (virtual rows, fixed height). */
export const VIRTUAL_ROWS_FROM = 100;
/** The scroll height of a virtual table. */
export const VIRTUAL_HEIGHT = 560;

/** The page sizes offered (the org list reads 10,000 rows at once, spec 01 §9). */
const PAGE_SIZES = ['10', '20', '50', '100', '500'];

/** Draws the list controller's state: filters, toolbar, table (server paging and sorting), empty and error states. */
export function ListView() {
  const list = useListContext();
  const { t } = list;
  const { model, language, sort } = list;
  const settings = list.columns.settings;
  const rowActions = list.actions.row;
  // Only what the columns are made of: new rows must not give the table new columns (it would measure them again).
  const columns = useMemo(() => listColumns(list), [model, language, settings, sort, rowActions, t]);
  const emptyLocale = useMemo(() => ({ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} /> }), [t]);
  // Decided by the page size, not the rows: the table keeps one body when the rows arrive (no remount, no re-measure).
  const virtual = list.page.pageSize > VIRTUAL_ROWS_FROM;
  const selectable = list.actions.batch.length > 0;
  // The sum of the column widths (and the selection column): a fixed column never covers another one.
  const width = scrollWidth(columns.map((column) => (typeof column.width === 'number' ? column.width : DEFAULT_COLUMN_WIDTH)), selectable);
  // A tree schema's rows nest, without pages (use-tree-table.ts).
  const tree = useTreeTable(list);

  const onChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<Row> | SorterResult<Row>[]) => {
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = sort?.order ? String(sort.columnKey ?? sort.field) : undefined;
    const next = field ? { field, order: sort!.order === 'ascend' ? ('asc' as const) : ('desc' as const) } : undefined;
    if (next?.field !== list.sort?.field || next?.order !== list.sort?.order) {
      list.setSort(next);
      return;
    }
    list.setPage(pagination.current ?? 1, pagination.pageSize ?? list.page.pageSize);
  };

  return (
    <div className="cw-list" data-testid="schema-list">
      {list.model.filterFields.length > 0 && <FilterForm model={list.model} language={list.language} t={t} setFilters={list.setFilters} defaults={list.defaultFilterValues} />}
      <LinkFilterTags />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '8px 0' }}>
        <Space wrap>
          {list.actions.toolbar.map((action) => <ActionButton key={action.key} action={action} type={action.definition.name === 'create' ? 'primary' : 'default'} />)}
          {list.actions.batch.map((action) => <ActionButton key={action.key} action={action} />)}
          {selectable && list.selection.length > 0 && <span>{t('list.selected', { count: list.selection.length })}</span>}
        </Space>
        <ColumnSettingsPopover model={model} language={language} t={t} settings={settings} update={list.columns.update} reset={list.columns.reset} />
      </div>
      {list.error ? (
        <ListError title={t('list.error')} message={list.error.message} retry={list.reload} retryLabel={t('list.retry')} />
      ) : (
        <Table<Row>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={tree ? tree.dataSource : list.rows}
          expandable={tree?.expandable}
          loading={list.loading}
          virtual={virtual && !tree}
          scroll={virtual && !tree ? { x: width, y: VIRTUAL_HEIGHT } : { x: width }}
          onChange={onChange}
          locale={emptyLocale}
          rowSelection={selectable ? { selectedRowKeys: list.selection.map((row) => row.id as number), onChange: (_keys, rows) => list.setSelection(rows) } : undefined}
          pagination={tree ? false : {
            current: list.page.currentPage,
            pageSize: list.page.pageSize,
            total: list.total,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total) => t('list.total', { total }),
          }}
        />
      )}
    </div>
  );
}

/**
 * The link filters narrowing the list (`list.urlFilters`: a reminder opened `?orderCodes=3,7`), one closable tag each
 * naming what they keep; closing one shows the whole list again.
 */
function LinkFilterTags() {
  const list = useListContext();
  const entries = Object.entries(list.linkFilters);
  if (!entries.length) return null;
  const specs = list.model.schema.list.urlFilters ?? {};
  return (
    <div style={{ margin: '8px 0' }} data-testid="list-link-filters">
      {entries.map(([name, value]) => {
        const title = specs[name]?.title ? localize(specs[name]!.title!, list.language) : list.t('list.linkFilter');
        const shown = value.length > 60 ? `${value.slice(0, 60)}…` : value;
        return (
          <Tag key={name} color="blue" closable onClose={list.clearLinkFilters} closeIcon={<span aria-label={list.t('list.linkFilterClear')} title={list.t('list.linkFilterClear')}>×</span>} data-testid={`list-link-filter-${name}`}>
            {title}: {shown}
          </Tag>
        );
      })}
    </div>
  );
}
