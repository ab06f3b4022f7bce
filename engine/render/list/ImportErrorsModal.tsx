import { Modal, Table } from 'antd';
import { startDownload } from '../../data/start-download';
import type { ImportResult, ImportRowError } from '../../data/entity-source';
import { localize } from '../localize';
import { useListContext } from './list-context';
import { ImportDialog } from './ImportDialog';

/** The rows an import refused (nothing was written), row by row; or the import dialog of a schema with `import`. */
export function ImportErrorsModal({ result }: { result: ImportResult }) {
  const list = useListContext();
  if (result.start) return <ImportDialog />;
  const { t, model, language } = list;
  return (
    <Modal open title={t('import.failed', { count: new Set(result.errors.map((e) => e.row)).size })} footer={null} onCancel={list.closeImportErrors} width={640}>
      {result.errorFile && (
        <p>
          <a
            href={result.errorFile.url}
            onClick={(event) => {
              event.preventDefault();
              startDownload(result.errorFile!.url, result.errorFile!.name);
            }}
            data-testid="import-error-file"
          >
            {t('import.errorFile')}
          </a>
        </p>
      )}
      <Table<ImportRowError>
        size="small"
        rowKey={(error) => `${error.row}:${error.field}`}
        dataSource={result.errors}
        pagination={result.errors.length > 10 ? { pageSize: 10 } : false}
        columns={[
          { key: 'row', dataIndex: 'row', title: t('import.row'), width: 80 },
          { key: 'field', dataIndex: 'field', title: t('import.field'), width: 160, render: (field: string) => localize(model.schema.fields[field]?.title, language) || field },
          { key: 'message', dataIndex: 'message', title: t('import.message') },
        ]}
      />
    </Modal>
  );
}
