import { beforeEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import type { Notice } from '@console/contract';
import { useSession } from '@/lib/session-store';
import { closeAllNotices, useNoticeModal } from '@/components/notice-modal';
import { NoticePopup, POPUP_SHOWN_KEY } from './notice-popup';

const notice: Notice = {
  id: 11,
  title: '平台公告',
  content: '内容',
  type: 'string',
  create_time: '2026-01-01T00:00:00Z',
  is_read: 0,
};

const queued = () => useNoticeModal.getState().entries.map((e) => e._id);

beforeEach(() => {
  sessionStorage.clear();
  act(() => closeAllNotices());
  useSession.setState({ notice, isSpecial: false });
});

describe('NoticePopup', () => {
  it('shows the pop-up notice once per session', () => {
    const first = render(<NoticePopup />);
    expect(queued()).toEqual(['notice:11']);
    expect(JSON.parse(sessionStorage.getItem(POPUP_SHOWN_KEY) ?? '[]')).toEqual([11]);
    first.unmount();
    act(() => useNoticeModal.setState({ entries: [], index: 0 })); // closed without reading
    render(<NoticePopup />); // e.g. after a reload in the same tab
    expect(queued()).toEqual([]);
  });

  it('is not shown to special merchants', () => {
    useSession.setState({ isSpecial: true });
    render(<NoticePopup />);
    expect(queued()).toEqual([]);
  });

  it('is not shown when the merchant has no pop-up notice', () => {
    useSession.setState({ notice: null });
    render(<NoticePopup />);
    expect(queued()).toEqual([]);
  });
});
