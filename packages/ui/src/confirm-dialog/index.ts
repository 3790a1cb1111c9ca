export { ConfirmDialog, type ConfirmDialogProps, type TypedConfirmation } from './confirm-dialog';
export { useConfirmAction, type ConfirmAction } from './use-confirm-action';
