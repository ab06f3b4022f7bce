import type { ReactNode } from 'react';
import { Modal, type ModalFuncProps } from 'antd';
import { useAppApis } from '../../engine/render/app-apis';
import i18next from 'i18next';

/**
 * What makes the generic confirm/cancel dialog (spec 01 §2, shared widget 2): it closes only through its buttons,
 * never by a click outside, the Esc key or a close icon.
 */
export const CONFIRM_MODAL_LOCKS = { maskClosable: false, keyboard: false, closable: false } as const;

/** The part of antd's modal API confirmAction needs (`useAppApis().modal`, or the static `Modal`). */
export interface ConfirmModalApi {
  confirm(props: ModalFuncProps): { destroy(): void };
}

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** A destructive action: the confirm button turns red. */
  danger?: boolean;
  /** The modal API to open it with; antd's static Modal when absent (outside the app's theme). */
  modal?: ConfirmModalApi;
}

const LABELS = { zh: { ok: '确定', cancel: '取消' }, en: { ok: 'OK', cancel: 'Cancel' } };

/**
 * Asks the person to confirm; resolves true when they confirm, false when they cancel.
 * @example if (await confirmAction({ title: 'Delete 3 rows?', danger: true, modal })) await remove(ids);
 */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  const labels = i18next.language === 'zh' ? LABELS.zh : LABELS.en;
  const modal = options.modal ?? Modal;
  return new Promise((resolve) => {
    modal.confirm({
      ...CONFIRM_MODAL_LOCKS,
      title: options.title,
      content: options.content,
      okText: options.okText ?? labels.ok,
      cancelText: options.cancelText ?? labels.cancel,
      okButtonProps: options.danger ? { danger: true } : undefined,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** confirmAction bound to the app's themed modal API (useAppApis). */
export function useConfirmAction(): (options: Omit<ConfirmOptions, 'modal'>) => Promise<boolean> {
  const { modal } = useAppApis();
  return (options) => confirmAction({ ...options, modal });
}
