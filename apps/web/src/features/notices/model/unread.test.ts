import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { NoticeListResult } from '@console/contract';
import { useSession } from '@/lib/session-store';
import { noticeApi } from '../api';
import { decrementUnread, markNoticeRead, noticeKeys } from './unread';

const read = vi.spyOn(noticeApi, 'readNotice');

const page: NoticeListResult = {
  total: 2,
  list: [
    { id: 1, title: 'a', content: 'a', type: 'string', create_time: '2026-01-01T00:00:00Z', is_read: 0 },
    { id: 2, title: 'b', content: 'b', type: 'string', create_time: '2026-01-01T00:00:00Z', is_read: 1 },
  ],
};

let client: QueryClient;
const count = () => client.getQueryData<number>(noticeKeys.unread());
const listKey = noticeKeys.list(1, 5, false);

beforeEach(() => {
  read.mockReset();
  client = new QueryClient();
  client.setQueryData(noticeKeys.unread(), 1);
  client.setQueryData(listKey, page);
  useSession.setState({ noticeCount: 1 });
});

describe('unread count', () => {
  it('goes down by one and never below 0', () => {
    expect(decrementUnread(3)).toBe(2);
    expect(decrementUnread(1)).toBe(0);
    expect(decrementUnread(0)).toBe(0);
    expect(decrementUnread(-2)).toBe(0);
  });

  it('drops at once when a notice is read, then takes the server count', async () => {
    let answer!: (value: { notReadCount: number }) => void;
    read.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const done = markNoticeRead(page.list[0]!, client);
    await vi.waitFor(() => expect(count()).toBe(0));
    expect(useSession.getState().noticeCount).toBe(0);
    expect(client.getQueryData<NoticeListResult>(listKey)?.list[0]?.is_read).toBe(1);
    answer({ notReadCount: 4 }); // another notice arrived meanwhile
    await done;
    expect(read).toHaveBeenCalledWith({ notice_id: 1 });
    expect(count()).toBe(4);
    expect(useSession.getState().noticeCount).toBe(4);
  });

  it('stays at 0 when reading with a count already at 0', async () => {
    client.setQueryData(noticeKeys.unread(), 0);
    read.mockResolvedValue({ notReadCount: 0 });
    await markNoticeRead(page.list[0]!, client);
    expect(count()).toBe(0);
  });

  it('rolls back the count and the list when the call fails', async () => {
    read.mockRejectedValue(new Error('offline'));
    await markNoticeRead(page.list[0]!, client);
    expect(count()).toBe(1);
    expect(useSession.getState().noticeCount).toBe(1);
    expect(client.getQueryData<NoticeListResult>(listKey)?.list[0]?.is_read).toBe(0);
  });

  it('does not call the server nor count down for a notice already read', async () => {
    await markNoticeRead(page.list[1]!, client);
    expect(read).not.toHaveBeenCalled();
    expect(count()).toBe(1);
  });
});
