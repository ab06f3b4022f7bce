import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

export interface FormModalProps<T> {
  title: string;
  open: boolean;
  form: FormInstance<T>;
  /** The submit button spins while the form is sent. */
  saving: boolean;
  onClose(): void;
  onFinish(values: T): void;
  /** Forget the typed values when the dialog closes (passwords). */
  clearOnDestroy?: boolean;
  testId: string;
  children: ReactNode;
}

/**
 * A small form in a dialog (the person's own password, their profile): Enter or 提交 submits it, a stray click outside
 * does not close it, and it is drawn afresh each time it opens.
 */
export function FormModal<T>({ title, open, form, saving, onClose, onFinish, clearOnDestroy, testId, children }: FormModalProps<T>) {
  const { t } = useTranslation();
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: saving }}
      modalRender={(dialog) => (
        <Form form={form} layout="vertical" onFinish={onFinish} clearOnDestroy={clearOnDestroy} autoComplete="off">
          {dialog}
        </Form>
      )}
      data-testid={testId}
    >
      {children}
    </Modal>
  );
}
