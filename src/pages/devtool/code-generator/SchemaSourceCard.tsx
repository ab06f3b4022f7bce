import { useRef } from 'react';
import { Alert, Button, Card, Form, Input, Radio, Space } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import type { ForwardGenerator } from './use-forward-generator';

/** Where the schema comes from: the handed-over draft, or JSON pasted in (its error shown at its line and column). */
export function SchemaSourceCard({ controller }: { controller: ForwardGenerator }) {
  const { t, i18n } = useTranslation();
  const area = useRef<TextAreaRef>(null);
  const { draft, kind, source } = controller;
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const goTo = (offset: number) => {
    const element = area.current?.resizableTextArea?.textArea;
    if (!element) return;
    element.focus();
    element.setSelectionRange(offset, offset);
  };
  const jsonHelp = source.status === 'jsonError' ? (
    <Button type="link" size="small" danger style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} onClick={() => goTo(source.position.offset)} data-testid="codegen-json-error">
      {t('codegen.forward.jsonError', { line: source.position.line, column: source.position.column, message: source.message })}
    </Button>
  ) : source.status === 'notObject' ? t('codegen.forward.notObject') : undefined;
  return (
    <Card size="small" title={t('codegen.forward.source')} data-testid="codegen-source">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio.Group value={kind} onChange={(event) => controller.setKind(event.target.value)} optionType="button" options={[
          { value: 'draft', label: t('codegen.forward.fromDraft'), disabled: draft.status !== 'ready' },
          { value: 'pasted', label: t('codegen.forward.pasted') },
        ]} />
        {draft.status === 'broken' ? <Alert type="warning" showIcon message={t('codegen.forward.draftBroken')} /> : null}
        {kind === 'draft' && draft.status === 'ready' ? (
          <Alert type="success" showIcon data-testid="codegen-draft-summary"
            message={t('codegen.forward.draftReady', { id: draft.schema.id, title: draft.schema.title?.[language] ?? '' })} />
        ) : null}
        {kind === 'pasted' ? (
          <Form layout="vertical">
            <Form.Item label={t('codegen.forward.pasteLabel')} htmlFor="codegen-pasted" validateStatus={jsonHelp ? 'error' : undefined} help={jsonHelp} style={{ marginBottom: 0 }}>
              <Input.TextArea
                id="codegen-pasted"
                ref={area}
                data-testid="codegen-pasted"
                value={controller.pasted}
                onChange={(event) => controller.setPasted(event.target.value)}
                placeholder={t('codegen.forward.pastePlaceholder')}
                autoSize={{ minRows: 8, maxRows: 24 }}
                spellCheck={false}
                style={{ fontFamily: 'monospace' }}
              />
            </Form.Item>
          </Form>
        ) : null}
      </Space>
    </Card>
  );
}
