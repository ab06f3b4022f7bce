/**
 * /reversegenerator (docs/domain/devtool.md "The code generator", Reverse): pick a table of the database, the server
 * drafts its entity schema under a generator template; name the fields, then take the draft to the form designer or
 * to the forward generator.
 */
import { Col, Row, Space } from 'antd';
import { registerCodegenTexts } from './codegen-texts';
import { DraftCard } from './DraftCard';
import { TableListCard } from './TableListCard';
import { TemplateSelect } from './TemplateSelect';
import { useReverseGenerator } from './use-reverse-generator';

registerCodegenTexts();

export default function ReverseGeneratorPage() {
  const controller = useReverseGenerator();
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="ReverseGeneratorPage">
      <TemplateSelect templates={controller.templates} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <TableListCard controller={controller} />
        </Col>
        <Col xs={24} xl={16}>
          <DraftCard controller={controller} />
        </Col>
      </Row>
    </Space>
  );
}
