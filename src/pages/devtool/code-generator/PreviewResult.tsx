import { Alert, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { GeneratedFilesView } from './GeneratedFilesView';
import { ProblemList } from './ProblemList';
import type { ForwardGenerator } from './use-forward-generator';

/** The preview: nothing yet, loading, failed, the problems (and nothing else), or the files and where the page opens. */
export function PreviewResult({ controller }: { controller: ForwardGenerator }) {
  const { t } = useTranslation();
  const { preview } = controller;
  if (preview.status === 'idle') return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('codegen.forward.idle')} />;
  if (preview.status === 'loading') return <Spin data-testid="codegen-preview-loading"><div style={{ minHeight: 120 }} /></Spin>;
  if (preview.status === 'failed') return <Alert type="error" showIcon message={preview.message} />;
  const { reply } = preview;
  return (
    <>
      {controller.stale ? <Alert type="warning" showIcon message={t('codegen.forward.stale')} style={{ marginBottom: 8 }} /> : null}
      {reply.problems.length ? (
        <ProblemList title={t('codegen.forward.problems', { count: reply.problems.length })} problems={reply.problems} />
      ) : (
        <>
          {reply.route ? <Alert type="info" showIcon message={t('codegen.forward.opensOn', { route: reply.route })} style={{ marginBottom: 8 }} /> : null}
          <GeneratedFilesView files={reply.files} />
        </>
      )}
    </>
  );
}
