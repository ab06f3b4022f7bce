import { Button, Modal } from 'antd';
import { useFormController, type FormControllerOptions } from './useFormController';
import { EntityForm } from './EntityForm';

export interface FormDialogProps extends FormControllerOptions {
  onCancel(): void;
}

/**
 * Create or edit in a dialog. Esc and the close icon cancel (this is a form, not the confirm box); a click
 * outside does not, so typed values are not lost by a stray click.
 */
export function FormDialog({ onCancel, ...options }: FormDialogProps) {
  const controller = useFormController(options);
  const { t } = controller;
  const wide = (options.model.schema.form?.grid ?? 1) > 1;
  return (
    <Modal
      open
      title={controller.title}
      width={wide ? 820 : 560}
      maskClosable={false}
      keyboard
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>{t('form.cancel')}</Button>,
        <Button key="save" type="primary" loading={controller.saving} onClick={() => void controller.submit()} data-testid="form-save">
          {controller.saving ? t('form.saving') : controller.submitLabel}
        </Button>,
      ]}
    >
      <EntityForm controller={controller} />
    </Modal>
  );
}
