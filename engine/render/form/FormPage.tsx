import { useEffect } from 'react';
import { Button, Card, Space } from 'antd';
import { useFormController, type FormControllerOptions } from './useFormController';
import { EntityForm } from './EntityForm';

export interface FormPageProps extends FormControllerOptions {
  onCancel(): void;
}

/** Create or edit as a page in place of the list (schemas with `form.mode` "page"); Esc goes back. */
export function FormPage({ onCancel, ...options }: FormPageProps) {
  const controller = useFormController(options);
  const { t } = controller;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && !document.querySelector('.ant-modal-wrap, .ant-select-open') && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <Card
      title={controller.title}
      actions={[
        <Space key="buttons">
          <Button onClick={onCancel}>{t('form.cancel')}</Button>
          <Button type="primary" loading={controller.saving} onClick={() => void controller.submit()} data-testid="form-save">
            {controller.saving ? t('form.saving') : t('form.save')}
          </Button>
        </Space>,
      ]}
    >
      <EntityForm controller={controller} />
    </Card>
  );
}
