import type { KeyboardEvent } from 'react';
import { Alert, Button } from 'antd';
import { FormProvider } from '@formily/react';
import { FormLayout } from '@formily/antd-v5/esm/form-layout';
import { useSchemaField } from '../use-schema-field';
import type { FormController } from './useFormController';
import { isSubmitKey } from './submit-key';
import { useFieldsFollowLanguage } from './use-fields-follow-language';

/** The form's fields with the conflict and unplaced-error banners; Enter in a text input saves. */
export function EntityForm({ controller }: { controller: FormController }) {
  const SchemaField = useSchemaField();
  const { t } = controller;
  // A form shown as a page stays open while the language changes: its labels follow (values stay).
  const fieldsKey = useFieldsFollowLanguage(controller.form, controller.language);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isSubmitKey({ key: event.key, keyCode: event.keyCode, isComposing: event.nativeEvent.isComposing, target: event.target })) return;
    event.preventDefault();
    void controller.submit();
  };
  return (
    <div onKeyDown={onKeyDown} data-testid="entity-form">
      {controller.conflict && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('form.conflict')}
          action={controller.canReload ? <Button size="small" onClick={() => void controller.reload()}>{t('form.reload')}</Button> : undefined}
        />
      )}
      {controller.messages.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={controller.messages.join('；')} />}
      <FormProvider form={controller.form}>
        <FormLayout layout="vertical">
          <SchemaField key={fieldsKey} schema={controller.schema} />
        </FormLayout>
      </FormProvider>
    </div>
  );
}
