export { useConfirm, type ConfirmApi } from './use-confirm';
