import { Alert, Button, Card, Collapse, Descriptions, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { DraftFieldsTable } from './DraftFieldsTable';
import type { ReverseGenerator } from './use-reverse-generator';

/** The picked table's draft: what it is, its fields to name, the server's notes, its JSON, and where to take it. */
export function DraftCard({ controller }: { controller: ReverseGenerator }) {
  const { t, i18n } = useTranslation();
  const { draft } = controller;
  if (draft.status === 'none') {
    return (
      <Card size="small" data-testid="codegen-draft">
        <Alert type="info" showIcon message={t('codegen.reverse.pickHint')} />
      </Card>
    );
  }
  const title = t('codegen.reverse.draftOf', { table: draft.table });
  if (draft.status === 'loading') {
    return (
      <Card size="small" title={title} data-testid="codegen-draft">
        <Spin tip={t('codegen.reverse.draftLoading')}><div style={{ minHeight: 120 }} /></Spin>
      </Card>
    );
  }
  if (draft.status === 'failed') {
    return (
      <Card size="small" title={title} data-testid="codegen-draft">
        <Alert type="error" showIcon message={t('codegen.reverse.draftFailed')} description={draft.message}
          action={<Button size="small" onClick={controller.retryDraft}>{t('common.retry')}</Button>} />
      </Card>
    );
  }
  const { schema, notes } = draft;
  const language = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <Card
      size="small"
      title={title}
      data-testid="codegen-draft"
      extra={
        <Space wrap>
          <Button onClick={controller.openInDesigner} data-testid="codegen-open-designer">{t('codegen.reverse.openDesigner')}</Button>
          <Button type="primary" onClick={controller.sendToForward} data-testid="codegen-to-forward">{t('codegen.reverse.toForward')}</Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Descriptions size="small" column={3} items={[
          { key: 'id', label: t('codegen.reverse.schemaId'), children: <code>{schema.id}</code> },
          { key: 'title', label: t('codegen.reverse.schema'), children: schema.title?.[language] ?? '' },
          { key: 'route', label: t('codegen.reverse.route'), children: schema.route ? <code>{schema.route}</code> : t('codegen.reverse.noRoute') },
        ]} />
        {notes.length ? (
          <Alert type="warning" showIcon message={t('codegen.reverse.notes')} data-testid="codegen-draft-notes"
            description={<ul style={{ margin: 0, paddingInlineStart: 18 }}>{notes.map((note, i) => <li key={i}>{note}</li>)}</ul>} />
        ) : null}
        <DraftFieldsTable schema={schema} onRename={controller.renameField} />
        <Collapse size="small" items={[{
          key: 'json',
          label: t('codegen.reverse.json'),
          children: <pre data-testid="codegen-draft-json" style={{ maxHeight: 400, overflow: 'auto', margin: 0 }}>{JSON.stringify(schema, null, 2)}</pre>,
        }]} />
      </Space>
    </Card>
  );
}
