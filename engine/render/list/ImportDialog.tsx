import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Form, Modal, Select, Space, Table } from 'antd';
import { IMPORT_ACCEPT } from '../../actions/import';
import { reportFailure } from '../../actions/action-errors';
import type { ActionNotifier } from '../../actions/action-types';
import { startDownload } from '../../data/start-download';
import type { ImportResult, ImportRowError, ImportTemplateChoice } from '../../data/entity-source';
import { localize } from '../localize';
import { useListContext } from './list-context';

type Stage = { kind: 'start' } | { kind: 'preview'; file: File; result: ImportResult } | { kind: 'done'; result: ImportResult };

/** The rows of a result, each with its sheet, row, column and message. */
function RowErrors({ errors }: { errors: ImportRowError[] }) {
  const { t, model, language } = useListContext();
  return (
    <Table<ImportRowError>
      size="small"
      rowKey={(error) => `${error.sheet ?? ''}:${error.row}:${error.field}:${error.message}`}
      dataSource={errors}
      pagination={errors.length > 10 ? { pageSize: 10 } : false}
      columns={[
        { key: 'sheet', dataIndex: 'sheet', title: t('import.sheet'), width: 100 },
        { key: 'row', dataIndex: 'row', title: t('import.row'), width: 70 },
        { key: 'field', dataIndex: 'field', title: t('import.field'), width: 160, render: (field: string, error) => error.column || localize(model.schema.fields[field]?.title, language) || field },
        { key: 'message', dataIndex: 'message', title: t('import.message') },
      ]}
    />
  );
}

function FileLink({ file, label, testId }: { file: NonNullable<ImportResult['errorFile']>; label: string; testId: string }) {
  return (
    <a href={file.url} data-testid={testId} onClick={(event) => { event.preventDefault(); startDownload(file.url, file.name); }}>{label}</a>
  );
}

/**
 * The import dialog of an entity whose schema declares `import` (docs/schemas.md, "Imports"): download the template,
 * choose a file, see the dry run's preview (what would be inserted, updated, left, refused — or the invalid rows), then
 * run it and see the result with the refused rows and their file. An import that takes templates (`import.templates`)
 * first asks which import template maps the sheet (required when the entity has no import key); an import batch list
 * (`import.target`) uses its own template and shows its new batch row after each run.
 */
export function ImportDialog() {
  const list = useListContext();
  const { t, model, language, source } = list;
  const [stage, setStage] = useState<Stage>({ kind: 'start' });
  const [busy, setBusy] = useState(false);
  const spec = model.schema.import;
  const takesTemplates = Boolean(spec?.templates) && !spec?.target;
  const [templates, setTemplates] = useState<ImportTemplateChoice[]>([]);
  const [template, setTemplate] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!takesTemplates || !source.importTemplates) return;
    let live = true;
    source.importTemplates().then((list) => { if (live) setTemplates(list); }, () => undefined);
    return () => { live = false; };
  }, [takesTemplates, source]);
  const needsTemplate = takesTemplates && !spec?.key;
  const notify: ActionNotifier = { error: (message) => void Modal.error({ content: message }), success: () => undefined, warning: () => undefined };

  const guarded = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      reportFailure(error, notify);
    } finally {
      setBusy(false);
    }
  };
  const choose = () => guarded(async () => {
    if (needsTemplate && !template) {
      notify.error(t('import.templateNeeded'));
      return;
    }
    const file = await list.pickFile(IMPORT_ACCEPT);
    if (!file) return;
    setStage({ kind: 'preview', file, result: await source.import(file, { dryRun: true, ...(template ? { template } : {}) }) });
  });
  const run = (file: File) => guarded(async () => {
    const result = template ? await source.import(file, { template }) : await source.import(file);
    setStage(result.errors.length ? { kind: 'preview', file, result } : { kind: 'done', result });
    // A batch list records a refused upload too.
    if (!result.errors.length || spec?.target) list.reload();
  });
  const download = () => guarded(async () => {
    if (source.importTemplate) list.download(await source.importTemplate(template));
  });
  const unmapped = (result: ImportResult) => result.unmappedColumns?.length
    ? <Alert type="warning" showIcon data-testid="import-unmapped" message={t('import.unmapped', { columns: result.unmappedColumns.join(language === 'zh' ? '、' : ', ') })} />
    : null;

  const counts = (result: ImportResult) => result.counts && (
    <Descriptions size="small" column={4} bordered data-testid="import-counts">
      {(['inserted', 'updated', 'unchanged', 'refused'] as const).map((key) => (
        <Descriptions.Item key={key} label={t(`import.${key}`)}><span data-testid={`import-${key}`}>{result.counts![key]}</span></Descriptions.Item>
      ))}
    </Descriptions>
  );

  let body;
  let footer;
  if (stage.kind === 'start') {
    body = (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t('import.hint')} />
        {takesTemplates && (
          <Form layout="vertical">
            <Form.Item label={t('import.templateLabel')} required={needsTemplate} style={{ marginBottom: 0 }}>
              <Select
                data-testid="import-template-select"
                allowClear={!needsTemplate}
                placeholder={needsTemplate ? t('import.templateNeeded') : t('import.templateNone')}
                value={template}
                onChange={(value: string | undefined) => setTemplate(value)}
                options={templates.map((choice) => ({ value: choice.templateCode, label: `${choice.templateCode} ${choice.templateName}` }))}
              />
            </Form.Item>
          </Form>
        )}
      </Space>
    );
    footer = (
      <Space>
        <Button onClick={download} disabled={busy || !source.importTemplate} data-testid="import-template">{t('import.template')}</Button>
        <Button type="primary" onClick={choose} loading={busy} data-testid="import-choose">{t('import.choose')}</Button>
      </Space>
    );
  } else if (stage.kind === 'preview') {
    const { result, file } = stage;
    const invalid = result.errors.length > 0;
    body = (
      <Space direction="vertical" style={{ width: '100%' }}>
        {invalid
          ? <Alert type="error" showIcon message={t('import.failed', { count: new Set(result.errors.map((e) => e.row)).size })} />
          : <Alert type="info" showIcon message={t('import.preview', { name: file.name })} data-testid="import-preview" />}
        {counts(result)}
        {unmapped(result)}
        {result.errorFile && <FileLink file={result.errorFile} label={t(invalid ? 'import.errorFile' : 'import.refusedFile')} testId="import-error-file" />}
        {invalid ? <RowErrors errors={result.errors} /> : result.counts?.refusedRows.length ? <RowErrors errors={result.counts.refusedRows} /> : null}
      </Space>
    );
    footer = (
      <Space>
        <Button onClick={choose} disabled={busy} data-testid="import-choose">{t('import.choose')}</Button>
        <Button type="primary" disabled={invalid} loading={busy} onClick={() => run(file)} data-testid="import-confirm">{t('import.confirm')}</Button>
      </Space>
    );
  } else {
    const { result } = stage;
    body = (
      <Space direction="vertical" style={{ width: '100%' }} data-testid="import-result">
        <Alert type="success" showIcon message={t('import.result')} />
        {counts(result)}
        {unmapped(result)}
        {result.errorFile && <FileLink file={result.errorFile} label={t('import.refusedFile')} testId="import-error-file" />}
        {result.counts?.refusedRows.length ? <RowErrors errors={result.counts.refusedRows} /> : null}
      </Space>
    );
    footer = <Button onClick={list.closeImportErrors}>{t('confirm.ok')}</Button>;
  }
  return (
    <Modal open title={t('import.title', { title: localize(model.schema.title, language) })} footer={footer} onCancel={list.closeImportErrors} width={720}>
      {body}
    </Modal>
  );
}
