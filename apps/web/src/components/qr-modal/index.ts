// Pages import the lazy modal: its code (and later the qrcode library) load with the first code.
export { LazyQrModal as QrModal } from './lazy-qr-modal';
export type { QrModalProps } from './qr-modal';
