import type { ColumnsType } from 'antd/es/table';
import type { FieldSchema, RelatedColumn } from '../../schema/entity-schema';
import { FieldValue } from '../FieldValue';
import { localize } from '../localize';
import type { Language } from '../localize';

/** The field schema a related column's display keys make: its values read as that field's would. */
export function columnField(column: RelatedColumn): FieldSchema {
  const { field: _field, title, ...display } = column;
  return { type: display.type ?? 'string', title, ...display } as FieldSchema;
}

/** The table columns of a related tab (`related` or `call`), each value drawn as its column's field says. */
export function relatedColumns(columns: readonly RelatedColumn[], language: Language): ColumnsType<Record<string, unknown>> {
  return columns.map((column) => {
    const field = columnField(column);
    return {
      key: column.field,
      dataIndex: column.field,
      title: localize(column.title, language),
      render: (value: unknown, row: Record<string, unknown>) => <FieldValue field={field} value={value} row={row} />,
    };
  });
}
