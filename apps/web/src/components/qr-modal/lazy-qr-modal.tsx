import { lazyDialogs } from '@/components/lazy-part';

/**
 * The QR code modal: the shell offers a code (the service widget) on every page, and the modal
 * comes with the first code asked for, not with the shell; it stays mounted to animate its closing.
 */
export const LazyQrModal = lazyDialogs()(() => import('./qr-modal').then((m) => m.QrModal));
