import { lazyDialogs } from '@/components/lazy-part';

// The request form and the payee drawer come only when asked for: with them (Radio, Alert, Drawer,
// List, Popconfirm...) the withdrawal page would go over the shell + page budget of the bundle.
const lazyDialog = lazyDialogs();

export const LazyWithdrawModal = lazyDialog(() => import('./withdraw-modal').then((m) => m.WithdrawModal));
export const LazyPayeeDrawer = lazyDialog(() => import('./payee-drawer').then((m) => m.PayeeDrawer));
