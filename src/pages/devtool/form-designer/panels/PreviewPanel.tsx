import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Form } from '@formily/core';
import { Alert, Descriptions, Segmented, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../../../engine/render/localize';
import type { AllowedButtons } from '../../../../../engine/actions/buttons-context';
import type { DesignProps } from './panel-props';
import { AudiencePicker } from './AudiencePicker';
import { PreviewForm } from './PreviewForm';
import { allowedActions, type PreviewMode } from './preview-request';
import { useAudiences } from './use-audiences';
import { usePreview } from './use-preview';
import { withDesignTitles } from './field-titles';
import { refreshFields } from './live-fields';
import { PageErrorBoundary } from '../../../../layout/error-log/PageErrorBoundary';
import { registerDesignerPanelsTexts } from './designer-panels-texts';

registerDesignerPanelsTexts();

/**
 * The engine's form as a chosen tenant and role would get it: their override (the draft, or what is saved), their
 * buttons, their hidden and masked fields. Fill it in and submit: the messages under the fields, or the values;
 * nothing is written. `data-preview-rendered-at` on the root is performance.now() of the last redraw (benchmarks).
 */
export function PreviewPanel(props: DesignProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { audiences, choice, setChoice } = useAudiences(props.tenantCode);
  const [mode, setMode] = useState<PreviewMode>('draft');
  const { state, compiled, local } = usePreview(props, choice, mode);
  const reply = state.reply;
  const root = useRef<HTMLDivElement>(null);
  // A field renamed, made required, given a placeholder or an option keeps the model (and the form): the change is
  // written into the form instead (live-fields.ts).
  const form = useRef<Form>();
  // A form made again from the same model (after the error boundary's reset) starts from the model: counted, so the
  // design's live properties are written into it too.
  const [formsMade, setFormsMade] = useState(0);
  const onForm = useCallback((made: Form) => {
    if (form.current === made) return;
    const again = !!form.current;
    form.current = made;
    if (again) setFormsMade((n) => n + 1);
  }, []);
  // In the draft, the served fields carry the design's titles: a rename shows before the server's reply arrives.
  const drawsDraft = !local && (props.target === 'base' || mode === 'draft');
  const fields = useMemo(() => (drawsDraft ? withDesignTitles(reply?.schema.fields, props.edited) : reply?.schema.fields), [drawsDraft, reply, props.edited]);
  // Rewritten fields redraw in a commit of their own: counted, so the stamp below follows it.
  const [relabelled, setRelabelled] = useState(0);
  useLayoutEffect(() => {
    if (form.current && compiled?.model && fields && refreshFields(form.current, compiled.model, fields, language).length) setRelabelled((n) => n + 1);
  }, [compiled, fields, language, formsMade]);
  // A form drawn in error is drawn again after a live change too (the change may be the fix).
  const resetKey = useMemo(() => ({ model: compiled?.model, relabelled }), [compiled?.model, relabelled]);
  // Stamped when what is drawn changed (not on a spinner's commit), after the form below has committed.
  useLayoutEffect(() => {
    root.current?.setAttribute('data-preview-rendered-at', String(performance.now()));
  }, [compiled, reply, language, relabelled]);
  const buttons = useMemo<AllowedButtons>(() => (!reply || reply.buttons === 'all' ? 'all' : new Set(reply.buttons)), [reply]);
  const version = reply?.overrideVersion;
  return (
    <div ref={root} data-testid="preview-panel">
      <Space wrap style={{ marginBottom: 12 }}>
        {!local && <AudiencePicker audiences={audiences} value={choice} onChange={setChoice} />}
        {!local && props.target === 'override' && (
          <Segmented<PreviewMode>
            value={mode}
            onChange={setMode}
            options={[{ value: 'draft', label: t('designerPanels.preview.draft') }, { value: 'saved', label: t('designerPanels.preview.saved') }]}
          />
        )}
        {state.status === 'loading' && <Spin size="small" />}
      </Space>
      {local && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('designerPanels.preview.localNotice')} />}
      {state.status === 'failed' && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={t('designerPanels.preview.failed', { message: state.message })} />}
      {reply && !local && (
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }} data-testid="preview-access">
          <Descriptions.Item label={t('designerPanels.preview.override')}>
            {version === 'draft' ? t('designerPanels.preview.overrideDraft') : version == null ? t('designerPanels.preview.overrideNone') : t('designerPanels.preview.overrideVersion', { version })}
          </Descriptions.Item>
          <Descriptions.Item label={t('designerPanels.preview.buttons')}>
            {reply.buttons === 'all' && <Tag color="blue">{t('designerPanels.preview.allButtons')}</Tag>}
            {allowedActions(reply.schema, reply.buttons).map((key) => <Tag key={key}>{key}</Tag>)}
          </Descriptions.Item>
          <Descriptions.Item label={t('designerPanels.preview.hidden')}>
            {reply.access.hidden.length ? reply.access.hidden.map((name) => <Tag key={name}>{name}</Tag>) : t('designerPanels.preview.none')}
          </Descriptions.Item>
          <Descriptions.Item label={t('designerPanels.preview.masked')}>
            {Object.keys(reply.access.masked).length ? Object.entries(reply.access.masked).map(([name, mask]) => <Tag key={name}>{`${name}: ${mask}`}</Tag>) : t('designerPanels.preview.none')}
          </Descriptions.Item>
        </Descriptions>
      )}
      {reply && !reply.opens && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('designerPanels.preview.cannotOpen')} data-testid="preview-cannot-open" />}
      {compiled?.error && <Alert type="error" showIcon message={t('designerPanels.preview.invalid', { message: compiled.error })} />}
      {compiled?.model && reply?.opens !== false && (
        // A design the engine compiles but cannot draw (half typed) shows its error here, not over the designer.
        <PageErrorBoundary resetKey={resetKey} production={false}>
          <PreviewForm model={compiled.model} layout={compiled.form} language={language} buttons={buttons} onForm={onForm} />
        </PageErrorBoundary>
      )}
    </div>
  );
}
