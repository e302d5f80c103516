import type { ReactNode } from 'react';
import { create } from 'zustand';
import { useSession } from '@/lib/session-store';

/**
 * One entry of the notice modal (spec section 3): `string` and `html` entries carry their text
 * in `data` (HTML is sanitised before it is shown); `component` entries carry a React node.
 */
export interface NoticeModalEntry {
  _id: string | number;
  type: 'string' | 'html' | 'component';
  /** Shown as the modal title; nothing when absent. */
  title?: ReactNode;
  /** Secondary line under the title (e.g. the publication date). */
  meta?: ReactNode;
  /** Modal width in px (default 560). */
  width?: number;
  data: ReactNode;
  /** Called when the user confirms this entry. */
  onOk?: (entry: NoticeModalEntry) => void;
  /**
   * Called once when the entry counts as read: confirmed, left with previous or next, or shown
   * when the user closes all. Entries already read simply leave it out.
   */
  onRead?: (entry: NoticeModalEntry) => void;
}

export interface NoticeModalState {
  entries: NoticeModalEntry[];
  index: number;
  /** Ids already reported through onRead since the modal opened (each entry is read once). */
  readIds: ReadonlySet<NoticeModalEntry['_id']>;
}

const closed: NoticeModalState = { entries: [], index: 0, readIds: new Set() };

export const useNoticeModal = create<NoticeModalState>(() => closed);

// Signing out (or in as someone else) drops what the previous merchant had on screen, unread.
useSession.subscribe((session, previous) => {
  if (session.merchant?.id !== previous.merchant?.id) useNoticeModal.setState(closed);
});

/** The entry at `index` when it was not reported read yet, and the read ids including it. */
function readAt(state: NoticeModalState, index: number) {
  const entry = state.entries[index];
  if (!entry || state.readIds.has(entry._id)) return { newlyRead: undefined, readIds: state.readIds };
  return { newlyRead: entry, readIds: new Set(state.readIds).add(entry._id) };
}

/**
 * Adds entries to the sequence (opening the modal when it was closed). An entry whose `_id` is
 * already queued is not added twice.
 */
export function pushNotices(entries: NoticeModalEntry[]): void {
  useNoticeModal.setState((state) => {
    const known = new Set(state.entries.map((e) => e._id));
    const fresh = entries.filter((e) => !known.has(e._id) && known.add(e._id));
    return fresh.length === 0 ? state : { entries: [...state.entries, ...fresh] };
  });
}

/** Opens the modal on these entries only, replacing whatever it showed. */
export function openNotices(entries: NoticeModalEntry[], index = 0): void {
  useNoticeModal.setState({ entries, index, readIds: new Set() });
}

// Callbacks run after the state is updated: they may call the server or touch other stores.

/** Confirm: the current entry is read and its onOk runs; on the last entry the modal closes. */
export function confirmNotice(): void {
  const state = useNoticeModal.getState();
  const entry = state.entries[state.index];
  if (!entry) return;
  const { newlyRead, readIds } = readAt(state, state.index);
  const last = state.index >= state.entries.length - 1;
  useNoticeModal.setState(last ? closed : { index: state.index + 1, readIds });
  newlyRead?.onRead?.(newlyRead);
  entry.onOk?.(entry);
}

/** Moves to the previous (-1) or next (+1) entry; the entry left behind is read. */
export function moveNotice(step: -1 | 1): void {
  const state = useNoticeModal.getState();
  const target = state.index + step;
  if (target < 0 || target >= state.entries.length) return;
  const { newlyRead, readIds } = readAt(state, state.index);
  useNoticeModal.setState({ index: target, readIds });
  newlyRead?.onRead?.(newlyRead);
}

/** Close all: the entry on screen is read; the ones never shown stay unread. */
export function closeAllNotices(): void {
  const state = useNoticeModal.getState();
  if (state.entries.length === 0) return;
  const { newlyRead } = readAt(state, state.index);
  useNoticeModal.setState(closed);
  newlyRead?.onRead?.(newlyRead);
}
