import type { CSSProperties } from 'react';
import { Alert, Input, Typography } from 'antd';
import { connect, mapReadPretty, observer } from '@formily/react';
import { useLanguage } from '../../engine/render/language-context';
import { previewText } from './preview-texts';
import type { SampleSource, TypeSource } from './sample-record';
import { useTemplatePreview } from './use-template-preview';

export interface TemplatePreviewProps {
  /** The layout (HTML with `{{field}}` placeholders). */
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  /** Only the filled result, no editor (read-pretty forms). */
  readOnly?: boolean;
  /** Where the sample record comes from (sample-record.ts). */
  sample?: SampleSource;
  /** The template's type: its paper, and whether its documents are filled from the sample's records. */
  type?: TypeSource;
  'aria-label'?: string;
}

const column: CSSProperties = { flex: '1 1 360px', minWidth: 0 };

/**
 * A print template's layout beside its live preview (`"x-component": "TemplatePreview"`): the editor on the left,
 * on the right the layout filled from a sample order read through the data query (the newest, one of the template's
 * carrier, or the one whose number is typed), purified, unknown placeholders marked and listed.
 */
function TemplatePreviewBase({ value, onChange, disabled, readOnly, sample, type, 'aria-label': label }: TemplatePreviewProps) {
  const language = useLanguage();
  const layout = value ?? '';
  const model = useTemplatePreview(layout, sample, type);
  const paper = model.paper;
  const sheet: CSSProperties = {
    background: '#fff', color: '#000', boxShadow: '0 1px 4px rgba(0,0,0,0.25)', overflow: 'hidden',
    // The drawn layout's own positioning stays inside the sheet (a `position: fixed` cannot cover the page).
    contain: 'paint', position: 'relative',
    ...(paper ? { width: `${paper.width}mm`, minHeight: `${paper.height}mm` } : { minHeight: 200 }),
  };
  return (
    <div data-testid="template-preview" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {!readOnly && (
        <div style={column}>
          <Input.TextArea
            aria-label={label ?? previewText(language, 'editor')}
            value={layout}
            disabled={disabled}
            onChange={(event) => onChange?.(event.target.value)}
            autoSize={{ minRows: 16, maxRows: 36 }}
            spellCheck={false}
            style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 }}
          />
        </div>
      )}
      <div style={column} aria-label={previewText(language, 'preview')} role="region">
        {sample && (
          <Input.Search
            aria-label={previewText(language, 'search')}
            placeholder={previewText(language, 'searchPlaceholder')}
            allowClear
            enterButton
            onSearch={(text) => model.search(text)}
            style={{ marginBottom: 8 }}
          />
        )}
        <Typography.Text type={model.state === 'ready' ? undefined : 'secondary'} data-testid="template-sample">
          {model.status}{paper ? ` · ${previewText(language, 'paper', { width: paper.width, height: paper.height })}` : ''}
        </Typography.Text>
        {model.unknown.length > 0 && (
          <Alert type="warning" showIcon style={{ margin: '8px 0' }}
            message={previewText(language, 'unknown', { names: model.unknown.map((name) => `{{${name}}}`).join(language === 'zh' ? '、' : ', ') })} />
        )}
        <div style={{ overflow: 'auto', maxHeight: 720, padding: 12, marginTop: 8, background: '#f5f5f5', borderRadius: 6 }}>
          <div data-testid="template-rendered" style={sheet} dangerouslySetInnerHTML={{ __html: model.html }} />
        </div>
      </div>
    </div>
  );
}

const Observed = observer(TemplatePreviewBase);

/** The read-only view: the filled result alone. */
function TemplatePreviewReadOnly(props: TemplatePreviewProps) {
  return <Observed {...props} readOnly />;
}

/** The preview as a Formily field component: the layout is the field's value. */
export const TemplatePreview = connect(Observed, mapReadPretty(TemplatePreviewReadOnly));
