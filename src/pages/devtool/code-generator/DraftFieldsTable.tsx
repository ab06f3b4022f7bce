import { Empty, Input, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../../engine/schema/entity-schema';
import { draftFieldRows, type DraftFieldRow } from './draft-fields';

interface Props {
  schema: EntitySchema;
  onRename(field: string, language: 'zh' | 'en', title: string): void;
}

/** The drafted fields, one row each, with both titles editable in place (the server's titles are column names). */
export function DraftFieldsTable({ schema, onRename }: Props) {
  const { t } = useTranslation();
  const titleInput = (language: 'zh' | 'en') => (_: unknown, row: DraftFieldRow) => (
    <Input
      size="small"
      value={row.title[language]}
      aria-label={`${row.name} ${t(language === 'zh' ? 'codegen.reverse.titleZh' : 'codegen.reverse.titleEn')}`}
      data-testid={`codegen-title-${language}-${row.name}`}
      onChange={(event) => onRename(row.name, language, event.target.value)}
    />
  );
  const columns = [
    { key: 'name', title: t('codegen.reverse.name'), dataIndex: 'name', render: (name: string) => <code>{name}</code> },
    { key: 'type', title: t('codegen.reverse.type'), dataIndex: 'type', width: 90 },
    { key: 'length', title: t('codegen.reverse.length'), dataIndex: 'maxLength', width: 70 },
    {
      key: 'required',
      title: t('codegen.reverse.required'),
      width: 70,
      render: (_: unknown, row: DraftFieldRow) => (row.required ? <Tag color="red">{t('codegen.reverse.yes')}</Tag> : t('codegen.reverse.no')),
    },
    { key: 'reference', title: t('codegen.reverse.reference'), dataIndex: 'reference', render: (ref?: string) => (ref ? <code>{ref}</code> : null) },
    { key: 'titleZh', title: t('codegen.reverse.titleZh'), render: titleInput('zh') },
    { key: 'titleEn', title: t('codegen.reverse.titleEn'), render: titleInput('en') },
  ];
  return (
    <Table<DraftFieldRow>
      size="small"
      rowKey="name"
      data-testid="codegen-draft-fields"
      columns={columns}
      dataSource={draftFieldRows(schema)}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('codegen.reverse.noFields')} /> }}
    />
  );
}
