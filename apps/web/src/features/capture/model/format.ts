import type { CaptureShop } from '@console/contract';
import { formatDateTime as formatLocaleDateTime } from '@/lib/format';

/** A date and time in the language on screen (lib/format); '-' for none. */
export const formatDateTime = (iso: string | null | undefined, language: string): string =>
  formatLocaleDateTime(iso, language);

/** How often the shop list is asked again while a sync is queued or running (its progress moves). */
export const SYNC_POLL_MS = 2500;

/** Poll while any shop's sync is under way; stop once all are idle. */
export const syncPollInterval = (shops: readonly CaptureShop[] | undefined): number | false =>
  shops?.some((shop) => shop.sync_state !== 'idle') ? SYNC_POLL_MS : false;
