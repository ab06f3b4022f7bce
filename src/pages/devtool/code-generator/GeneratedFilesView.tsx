import { Button, Empty, Tabs, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppApis } from '../../../../engine/render/app-apis';
import { copyToClipboard } from '../../../../widgets/downloads/copy-to-clipboard';
import type { GeneratedFile } from '../devtool-api';
import { baseNameOf } from './download-generated-files';

/** Spec 01 §8: the copy message shows for 1500 ms (as widgets/downloads/CopyText). */
const COPY_SUCCESS_SECONDS = 1.5;

/** The generated files as tabs: each its path, its content, and a copy button. */
export function GeneratedFilesView({ files }: { files: readonly GeneratedFile[] }) {
  const { t } = useTranslation();
  const { message } = useAppApis();
  if (!files.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('codegen.forward.noFiles')} />;
  const copy = async (content: string) => {
    if (await copyToClipboard(content)) void message.success(t('codegen.forward.copied'), COPY_SUCCESS_SECONDS);
    else void message.error(t('codegen.forward.copyFailed'));
  };
  return (
    <Tabs
      data-testid="codegen-files"
      items={files.map((file) => ({
        key: file.path,
        label: <span title={file.path}>{baseNameOf(file.path)}</span>,
        children: (
          <div data-testid={`codegen-file-${file.path}`}>
            <Typography.Text code>{file.path}</Typography.Text>
            <Button size="small" type="link" icon={<CopyOutlined />} onClick={() => void copy(file.content)}>{t('codegen.forward.copy')}</Button>
            <pre style={{ maxHeight: 480, overflow: 'auto', margin: '8px 0 0', padding: 8, background: 'rgba(0,0,0,0.03)' }}>{file.content}</pre>
          </div>
        ),
      }))}
    />
  );
}
