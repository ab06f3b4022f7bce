import type { ReactNode } from 'react';
import { Descriptions, Table, Tabs } from 'antd';
import type { EntityModel } from '../../schema/entity-model';
import type { FieldSchema } from '../../schema/entity-schema';
import type { EntitySource, Row } from '../../data/entity-source';
import { readField } from '../../data/row-fields';
import { FieldValue } from '../FieldValue';
import { refLabel } from '../../schema/references';
import { useLanguage } from '../language-context';
import { createTranslator, type EngineTextKey } from '../engine-texts';
import { localize, type Language } from '../localize';
import { RelatedRows } from './RelatedRows';
import { RelatedCall } from './RelatedCall';
import { RecordHistory } from './RecordHistory';
import { detailLayout, AUDIT_FIELDS } from './detail-layout';

const AUDIT_FIELD_SCHEMA: Record<string, FieldSchema> = Object.fromEntries(
  AUDIT_FIELDS.map((name) => [name, { type: 'string', title: { zh: name, en: name }, format: name.endsWith('At') ? 'date-time' : undefined } as FieldSchema]),
);

function fieldTitle(model: EntityModel, name: string, language: Language): string {
  const field = model.schema.fields[name];
  if (field) return localize(field.title, language);
  return (AUDIT_FIELDS as readonly string[]).includes(name) ? createTranslator(language)(`field.${name}` as EngineTextKey) : name;
}

function Fields({ model, row, fields, columns }: { model: EntityModel; row: Row; fields: string[]; columns: number }) {
  const language = useLanguage();
  return (
    <Descriptions
      size="small"
      bordered
      column={columns}
      items={fields.map((name) => ({ key: name, label: fieldTitle(model, name, language), children: <FieldValue field={model.schema.fields[name] ?? AUDIT_FIELD_SCHEMA[name]} value={readField(row, name)} label={refLabel(row, name)} row={row} /> }))}
    />
  );
}

/** Sub-table rows have no id: they are keyed by position. */
const ROW_KEY = '__rowIndex';

function SubTable({ field, rows }: { field: FieldSchema; rows: unknown }) {
  const language = useLanguage();
  const items = (Array.isArray(rows) ? (rows as Row[]) : []).map((item, index) => ({ ...item, [ROW_KEY]: index }));
  const properties = field.items?.properties ?? {};
  return (
    <Table<Row>
      size="small"
      pagination={false}
      rowKey={ROW_KEY}
      dataSource={items}
      columns={Object.entries(properties).map(([name, item]) => ({ key: name, dataIndex: name, title: localize(item.title, language), render: (value: unknown, line: Row) => <FieldValue field={item} value={value} row={line} /> }))}
    />
  );
}

/**
 * A row's detail: the schema's sections, then its tabs (fields, a sub-table of an array field, or a child table's
 * lines, drawn by `renderChild` — the detail page gives the child's own list, scoped to this row).
 */
export function DetailView({ model, row, renderChild, source, lineModels }: { model: EntityModel; row: Row; renderChild?: (key: string) => ReactNode; source?: EntitySource; lineModels?: Record<string, EntityModel | undefined> }) {
  const language = useLanguage();
  const layout = detailLayout(model, language);
  const columns = Math.min(model.schema.form?.grid ?? 2, 3) || 2;
  // Every detail ends with the row's history when its source can read it (RecordHistory.tsx).
  const history = source?.history ? [{ key: '__history', label: createTranslator(language)('history.tab'), children: <RecordHistory model={model} row={row} source={source} lineModels={lineModels} /> }] : [];
  return (
    <div data-testid="detail-view">
      {layout.sections.map((section) => (
        <section key={section.title} style={{ marginBottom: 16 }}>
          <h4 style={{ margin: '0 0 8px' }}>{section.title}</h4>
          <Fields model={model} row={row} fields={section.fields} columns={columns} />
        </section>
      ))}
      {layout.tabs.length + history.length > 0 && (
        <Tabs
          items={[...layout.tabs.map((tab) => ({
            key: tab.key,
            label: tab.title,
            children: tab.related
              ? <RelatedRows spec={tab.related} rowId={row[tab.related.by ?? 'id']} />
              : tab.call
              ? <RelatedCall model={model} spec={tab.call} row={row} />
              : tab.child !== undefined
              ? renderChild?.(tab.child) ?? null
              : tab.subTable && model.schema.fields[tab.subTable]
              ? <SubTable field={model.schema.fields[tab.subTable]!} rows={row[tab.subTable]} />
              : <Fields model={model} row={row} fields={tab.fields ?? []} columns={columns} />,
          })), ...history]}
        />
      )}
    </div>
  );
}
