export { ConfirmModal } from './ConfirmModal';
export type { ConfirmModalProps } from './ConfirmModal';
export { confirmAction, useConfirmAction, CONFIRM_MODAL_LOCKS } from './confirm';
export type { ConfirmModalApi, ConfirmOptions } from './confirm';
