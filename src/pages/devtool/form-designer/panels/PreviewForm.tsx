import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Form } from '@formily/core';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionNotifier } from '../../../../../engine/actions/action-types';
import type { AllowedButtons } from '../../../../../engine/actions/buttons-context';
import { createMemoryEntitySource } from '../../../../../engine/data/memory-entity-source';
import type { Row } from '../../../../../engine/data/entity-source';
import { EngineProvider } from '../../../../../engine/render/EngineProvider';
import { EntityForm } from '../../../../../engine/render/form/EntityForm';
import { useFormController } from '../../../../../engine/render/form/useFormController';
import { useAppApis } from '../../../../../engine/render/app-apis';
import type { Language } from '../../../../../engine/render/localize';
import type { EntityModel } from '../../../../../engine/schema/entity-model';
import type { EntitySchema } from '../../../../../engine/schema/entity-schema';
import { toFormilySchema } from '../../../../../engine/render/form/to-formily-schema';
import { inOrder } from './form-order';
import { http } from '../../../../app/http';
import { dataQuery } from '../../../../app/data-query';
import { schemaComponents } from '../../../schema/schema-registries';

export interface PreviewFormProps {
  model: EntityModel;
  /** The form to draw the model's fields in, when only their order changed: the Formily form stays. */
  layout?: EntitySchema['form'];
  language: Language;
  buttons: AllowedButtons;
  /** Told each Formily form the preview makes (a changed schema makes a new one), before the panel's layout effects. */
  onForm?(form: Form): void;
}

/**
 * The engine's create form over the previewed model, with the app's widgets; submitting checks and shows the values.
 * Memoised: the panel's own redraws (a spinner) leave the form alone.
 */
export const PreviewForm = memo(function PreviewForm({ model, layout, language, buttons, onForm }: PreviewFormProps) {
  return (
    <EngineProvider components={schemaComponents} dataQuery={dataQuery} language={language} buttons={buttons} http={http}>
      <PreviewFormBody model={model} layout={layout} language={language} onForm={onForm} />
    </EngineProvider>
  );
});

function PreviewFormBody({ model, layout, language, onForm }: Omit<PreviewFormProps, 'buttons'>) {
  const { t } = useTranslation();
  const { message } = useAppApis();
  const [submitted, setSubmitted] = useState<Row>();
  // Nothing is written: the source stays empty and the values are shown instead of sent.
  const source = useMemo(() => createMemoryEntitySource(), []);
  const notify = useMemo<ActionNotifier>(() => ({
    success: (text) => void message.success(text),
    warning: (text) => void message.warning(text),
    error: (text) => void message.error(text),
  }), [message]);
  const controller = useFormController({
    model,
    source,
    language,
    mode: 'create',
    notify,
    onSaved: () => undefined,
    submitWith: async (values) => {
      setSubmitted(values);
      return false;
    },
  });
  useCarriedValues(controller.form);
  // Drawn in another order: the same fields of the same form (the preview has no lines nor row, like the controller's).
  const reordered = useMemo(() => (layout ? toFormilySchema(inOrder(model, layout), { language }) : undefined), [model, layout, language]);
  useLayoutEffect(() => onForm?.(controller.form), [controller.form, onForm]);
  return (
    <div data-testid="preview-form">
      <EntityForm controller={reordered ? { ...controller, schema: reordered } : controller} />
      <Space>
        <Button type="primary" onClick={() => { setSubmitted(undefined); void controller.submit(); }} data-testid="preview-submit">{t('designerPanels.preview.submit')}</Button>
        <Button onClick={() => { setSubmitted(undefined); void controller.form.reset('*', { forceClear: true }); }}>{t('designerPanels.preview.reset')}</Button>
      </Space>
      {submitted && (
        <div data-testid="preview-submitted" style={{ marginTop: 12 }}>
          <Typography.Text strong>{t('designerPanels.preview.submitted')}</Typography.Text>
          <pre style={{ background: '#fafafa', padding: 8, maxHeight: 240, overflow: 'auto' }}>{JSON.stringify(submitted, null, 2)}</pre>
        </div>
      )}
    </div>
  );
}

/**
 * A changed schema makes a new Formily form (useFormController): what the person had typed is carried over to it
 * before it draws, so editing the design does not empty the preview.
 */
function useCarriedValues(form: Form): void {
  const last = useRef<Form>();
  if (last.current !== form) {
    // The form's values are plain JSON (strings, numbers, lists); a copy leaves the old form's reactive proxies behind.
    if (last.current) form.setValues(JSON.parse(JSON.stringify(last.current.values)) as Record<string, unknown>);
    last.current = form;
  }
}
