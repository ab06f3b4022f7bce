import { Alert, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProblemList } from './ProblemList';
import type { ForwardGenerator } from './use-forward-generator';

/** Opens a page with a full load: the app reads its schema index once per session, so a new page needs one. */
const openPage = (route: string) => window.location.assign(route);

/**
 * Development mode only: write the generated files into the schema folder (confirmed, naming the folder), then the
 * way to the new page, or the problems that stopped the write.
 */
export function WriteAction({ controller, disabled }: { controller: ForwardGenerator; disabled: boolean }) {
  const { t } = useTranslation();
  const { settings, write } = controller;
  if (!settings?.devMode) return null;
  const dir = settings.generatorDir ?? '';
  return (
    <Popconfirm title={t('codegen.forward.write')} description={t('codegen.forward.writeConfirm', { dir })} onConfirm={controller.runWrite} disabled={disabled}>
      <Button danger disabled={disabled} loading={write.status === 'loading'} data-testid="codegen-write">{t('codegen.forward.write')}</Button>
    </Popconfirm>
  );
}

/** What the write answered: written (with the link to the page), or refused with its problems. */
export function WriteResult({ controller }: { controller: ForwardGenerator }) {
  const { t } = useTranslation();
  const { write, settings } = controller;
  if (write.status !== 'ready') return null;
  const { reply } = write;
  if (reply.problems.length) return <ProblemList title={t('codegen.forward.writeProblems', { count: reply.problems.length })} problems={reply.problems} />;
  if (!reply.written) return null;
  return (
    <Alert
      type="success"
      showIcon
      data-testid="codegen-written"
      message={t('codegen.forward.written', { dir: settings?.generatorDir ?? '' })}
      description={
        <Space direction="vertical">
          <span>{t('codegen.forward.writtenText')}</span>
          <Space>
            {reply.files.map((file) => <code key={file.path}>{file.path}</code>)}
          </Space>
        </Space>
      }
      action={reply.route ? <Button type="primary" size="small" onClick={() => openPage(reply.route!)} data-testid="codegen-open-page">{t('codegen.forward.openPage')}</Button> : undefined}
    />
  );
}
