import { useEffect } from 'react';
import { useSession } from '@/lib/session-store';
import { NoticeModalHost, pushNotices } from '@/components/notice-modal';
import { noticeEntry } from '../model/notice-entry';

/** sessionStorage key: ids of the pop-up notices already shown in this browser session. */
export const POPUP_SHOWN_KEY = 'console.notices.popupShown';

function shownIds(): number[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(POPUP_SHOWN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

function rememberShown(id: number): void {
  try {
    sessionStorage.setItem(POPUP_SHOWN_KEY, JSON.stringify([...shownIds(), id].slice(-20)));
  } catch {
    // storage disabled: the pop-up may show again after a reload, nothing worse
  }
}

/**
 * The merchant info's pop-up notice, shown once per browser session through the notice modal
 * (not for special merchants). Confirming it (or leaving it) marks it read.
 */
export function NoticePopup() {
  const notice = useSession((s) => s.notice);
  const isSpecial = useSession((s) => s.isSpecial);

  useEffect(() => {
    if (!notice || isSpecial || notice.is_read === 1 || shownIds().includes(notice.id)) return;
    rememberShown(notice.id);
    pushNotices([noticeEntry(notice)]);
  }, [notice, isSpecial]);

  return isSpecial ? null : <NoticeModalHost />;
}
