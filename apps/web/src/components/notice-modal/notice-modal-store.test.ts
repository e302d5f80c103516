import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, type Merchant } from '@/lib/session-store';
import {
  closeAllNotices,
  confirmNotice,
  moveNotice,
  openNotices,
  pushNotices,
  useNoticeModal,
  type NoticeModalEntry,
} from './notice-modal-store';

let read: Array<NoticeModalEntry['_id']>;
let oks: Array<NoticeModalEntry['_id']>;

const entry = (id: number): NoticeModalEntry => ({
  _id: id,
  type: 'string',
  title: `notice ${id}`,
  data: `body ${id}`,
  onRead: (e) => read.push(e._id),
  onOk: (e) => oks.push(e._id),
});

const current = () => {
  const { entries, index } = useNoticeModal.getState();
  return entries[index]?._id;
};
const isOpen = () => useNoticeModal.getState().entries.length > 0;

beforeEach(() => {
  read = [];
  oks = [];
  closeAllNotices();
  read = [];
  openNotices([entry(1), entry(2), entry(3)]);
});

describe('notice modal sequence', () => {
  it('confirm marks the current notice read, runs its onOk and moves on', () => {
    confirmNotice();
    expect(read).toEqual([1]);
    expect(oks).toEqual([1]);
    expect(current()).toBe(2);
    expect(isOpen()).toBe(true);
  });

  it('confirm on the last notice closes the modal', () => {
    confirmNotice();
    confirmNotice();
    confirmNotice();
    expect(read).toEqual([1, 2, 3]);
    expect(oks).toEqual([1, 2, 3]);
    expect(isOpen()).toBe(false);
  });

  it('next marks the notice left behind read, previous too', () => {
    moveNotice(1);
    expect(read).toEqual([1]);
    expect(current()).toBe(2);
    moveNotice(1);
    expect(read).toEqual([1, 2]);
    expect(current()).toBe(3);
    moveNotice(-1);
    expect(read).toEqual([1, 2, 3]);
    expect(current()).toBe(2);
    expect(oks).toEqual([]); // moving is not confirming
  });

  it('marks each notice read once, however often the user goes back and forth', () => {
    moveNotice(1);
    moveNotice(-1);
    moveNotice(1);
    moveNotice(-1);
    confirmNotice();
    expect(read).toEqual([1, 2]);
  });

  it('does not move past either end', () => {
    moveNotice(-1);
    expect(current()).toBe(1);
    expect(read).toEqual([]);
    moveNotice(1);
    moveNotice(1);
    moveNotice(1);
    expect(current()).toBe(3);
    expect(read).toEqual([1, 2]);
  });

  it('close all marks the notice on screen read, not the ones never shown', () => {
    moveNotice(1);
    closeAllNotices();
    expect(read).toEqual([1, 2]);
    expect(isOpen()).toBe(false);
    expect(oks).toEqual([]);
  });

  it('an entry without onRead (already read) is simply shown', () => {
    openNotices([{ _id: 'x', type: 'string', data: 'x' }, entry(9)]);
    confirmNotice();
    confirmNotice();
    expect(read).toEqual([9]);
    expect(isOpen()).toBe(false);
  });

  it('push appends to an open sequence and skips ids already queued', () => {
    pushNotices([entry(2), entry(4)]);
    expect(useNoticeModal.getState().entries.map((e) => e._id)).toEqual([1, 2, 3, 4]);
    expect(current()).toBe(1);
  });

  it('push opens a closed modal', () => {
    closeAllNotices();
    pushNotices([entry(7)]);
    expect(current()).toBe(7);
    const onRead = vi.fn();
    pushNotices([{ _id: 8, type: 'component', data: null, onRead }]);
    confirmNotice();
    confirmNotice();
    expect(onRead).toHaveBeenCalledOnce();
    expect(isOpen()).toBe(false);
  });

  it('drops the sequence, unread, when the merchant changes (sign-out, another account)', () => {
    const merchant = (id: number) => ({ id }) as Merchant;
    useSession.setState({ merchant: merchant(1) });
    openNotices([entry(1), entry(2)]);
    useSession.setState({ merchant: null });
    expect(isOpen()).toBe(false);
    expect(read).toEqual([]);
  });
});
