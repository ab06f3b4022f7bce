import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONFIRM_MODAL_LOCKS } from './confirm';

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** A destructive action: the confirm button turns red. */
  danger?: boolean;
  /** Shows a spinner on the confirm button (while the confirmed work runs). */
  confirmLoading?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The generic confirm/cancel dialog (spec 01 §2, shared widget 2) as a controlled component: only its two buttons
 * close it; a click outside and the Esc key do nothing.
 */
export function ConfirmModal({ open, title, children, okText, cancelText, danger, confirmLoading, onConfirm, onCancel }: ConfirmModalProps) {
  const { i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  return (
    <Modal
      {...CONFIRM_MODAL_LOCKS}
      open={open}
      title={title}
      okText={okText ?? (zh ? '确定' : 'OK')}
      cancelText={cancelText ?? (zh ? '取消' : 'Cancel')}
      okButtonProps={danger ? { danger: true } : undefined}
      confirmLoading={confirmLoading}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
