/**
 * /forwardgenerator (docs/domain/devtool.md "The code generator", Forward): from a designed schema (the draft handed
 * over, or pasted JSON) and a template, the files of the change, checked by the server as at start; download them,
 * or, in development mode, write them into the schema folder and open the new page.
 */
import { Input, Button, Card, Col, Row, Space } from 'antd';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppApis } from '../../../../engine/render/app-apis';
import { registerCodegenTexts } from './codegen-texts';
import { PreviewResult } from './PreviewResult';
import { RouteStatusView } from './RouteStatusView';
import { SchemaSourceCard } from './SchemaSourceCard';
import { TemplateSelect } from './TemplateSelect';
import { useForwardGenerator } from './use-forward-generator';
import { WriteAction, WriteResult } from './WriteAction';

registerCodegenTexts();

export default function ForwardGeneratorPage() {
  const { t } = useTranslation();
  const { message } = useAppApis();
  const controller = useForwardGenerator();
  const { preview, schema, stale } = controller;
  const hasProblems = preview.status === 'ready' && preview.reply.problems.length > 0;
  const downloadable = preview.status === 'ready' && !stale && !hasProblems && preview.reply.files.length > 0;
  const download = async () => {
    if ((await controller.download()) === 'separate') void message.warning(t('codegen.forward.downloadFailed'));
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="ForwardGeneratorPage">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <SchemaSourceCard controller={controller} />
            <Card size="small">
              <Space direction="vertical" style={{ width: '100%' }}>
                <TemplateSelect templates={controller.templates} />
                <RouteStatusView route={controller.route} status={controller.routeStatus} clash={controller.routeClash} onChange={controller.setRoute} />
                <Space wrap>
                  <label htmlFor="codegen-table-input">{t('codegen.forward.table')}</label>
                  <Input id="codegen-table-input" data-testid="codegen-table-input" value={controller.table} placeholder="gen_my_entity"
                    onChange={(event) => controller.setTable(event.target.value)} style={{ width: 260 }} />
                </Space>
              </Space>
            </Card>
          </Space>
        </Col>
        <Col xs={24} xl={14}>
          <Card
            size="small"
            title={t('codegen.forward.files')}
            extra={
              <Space wrap>
                <Button type="primary" icon={<EyeOutlined />} disabled={!schema || controller.templates.status === 'loading'} loading={preview.status === 'loading'} onClick={controller.runPreview} data-testid="codegen-preview">
                  {t('codegen.forward.preview')}
                </Button>
                <Button icon={<DownloadOutlined />} disabled={!downloadable} onClick={() => void download()} data-testid="codegen-download">
                  {t('codegen.forward.download')}
                </Button>
                <WriteAction controller={controller} disabled={!schema || hasProblems} />
              </Space>
            }
          >
            <Space direction="vertical" style={{ width: '100%' }}>
              {!schema ? <span data-testid="codegen-no-schema">{t('codegen.forward.noSchema')}</span> : null}
              <WriteResult controller={controller} />
              <PreviewResult controller={controller} />
            </Space>
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
