/** The table's columns: the person's shown columns in their order and widths, then the row actions. */
import type { ColumnsType, SortOrder } from 'antd/es/table/interface';
import { Space } from 'antd';
import type { Row } from '../../data/entity-source';
import { localize } from '../localize';
import { FieldValue } from '../FieldValue';
import { refLabel } from '../../schema/references';
import { isExtField } from '../../data/row-fields';
import { shownColumns } from './column-settings';
import { ActionButton } from './ActionButton';
import { actionLabel } from '../../actions/resolve-actions';
import { displayFormatOf, isNumericDisplay } from '../../format/display-format';
import { actionsWidth, columnWidth } from './column-widths';
import type { ListController } from './useListController';

/** The width a column gets when neither the schema nor the person sets one (virtual rows need widths). */
export const DEFAULT_COLUMN_WIDTH = 160;

const antdOrder = (order: 'asc' | 'desc' | undefined): SortOrder => (order === 'asc' ? 'ascend' : order === 'desc' ? 'descend' : null);

export function listColumns(list: ListController): ColumnsType<Row> {
  const { model, language } = list;
  const settings = list.columns.settings;
  // The first status stays in view beside the fixed actions, unless the schema places it (one: several would crowd the table).
  let pinned = false;
  const pin = (format: string): 'right' | undefined => {
    if (format !== 'status' || pinned || !list.actions.row.length) return undefined;
    pinned = true;
    return 'right';
  };
  const columns: ColumnsType<Row> = shownColumns(settings).map((name) => {
    const field = model.schema.fields[name];
    const display = field?.['x-column'];
    const title = field ? localize(field.title, language) : name;
    const format = displayFormatOf(field);
    return {
      key: name,
      // A custom field's value is inside the row's `ext`: antd reads a path given as an array.
      dataIndex: isExtField(name) ? ['ext', name] : name,
      title,
      width: columnWidth(settings.widths[name] ?? display?.width ?? DEFAULT_COLUMN_WIDTH, title, !!display?.sortable),
      // Tags end in an ellipsis inside their cell rather than running into the next column.
      ellipsis: display?.ellipsis ?? (format === 'tag' || format === 'status' || format === 'reference' ? { showTitle: false } : undefined),
      align: isNumericDisplay(field) ? ('right' as const) : undefined,
      fixed: display?.fixed ?? pin(format),
      sorter: display?.sortable ? true : undefined,
      sortOrder: display?.sortable ? (list.sort?.field === name ? antdOrder(list.sort.order) : null) : undefined,
      render: (value: unknown, row: Row) => <FieldValue field={field} value={value} label={refLabel(row, name)} row={row} />,
    };
  });
  // antd draws right-fixed columns only at the end: they move there, in their order.
  columns.sort((a, b) => Number(a.fixed === 'right') - Number(b.fixed === 'right'));
  if (list.actions.row.length) {
    columns.push({
      key: '__actions',
      title: list.t('list.actions'),
      fixed: 'right',
      width: actionsWidth(list.actions.row.map((action) => actionLabel(action, language)), list.t('list.actions')),
      render: (_: unknown, row: Row) => (
        <Space size={0}>
          {list.actions.row.map((action) => <ActionButton key={action.key} action={action} row={row} type="link" size="small" />)}
        </Space>
      ),
    });
  }
  return columns;
}
