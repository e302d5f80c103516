import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ApiPath, Code, NoticeListResult, ENDPOINTS } from '@console/contract';
import { notices } from './tables';
import { tasks } from '../../db/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn, waitForTask } from '../../test/factories';
import { makeNotice } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function merchantWithNotices(n: number, readEvery = 0) {
  const m = await makeMerchant(t.ctx);
  const token = await signIn(t.ctx, m.id);
  const made = [];
  for (let i = 0; i < n; i++) {
    made.push(
      await makeNotice(t.ctx, m.id, {
        title: `N${i}`,
        createdAt: minutesAgo(n - i), // N0 oldest … N(n-1) newest
        readAt: readEvery && i % readEvery === 0 ? new Date() : null,
      }),
    );
  }
  return { m, token, made };
}

describe('POST /api/notice/index', () => {
  it('lists only the merchant’s own notices, newest first, in pages, with the contract shape', async () => {
    const { token } = await merchantWithNotices(7);
    const other = await makeMerchant(t.ctx);
    await makeNotice(t.ctx, other.id, { title: 'not mine' });

    const first = await t.call(ENDPOINTS.noticeList, { page: 1, page_size: 5 }, { token });
    expect(first.code).toBe(Code.ok);
    expect(NoticeListResult.parse(first.data)).toEqual(first.data);
    expect(first.data.total).toBe(7);
    expect(first.data.list.map((n) => n.title)).toEqual(['N6', 'N5', 'N4', 'N3', 'N2']);
    expect(first.data.list[0]).toMatchObject({ type: 'string', is_read: 0 });
    expect(new Date(first.data.list[0]!.create_time).toISOString()).toBe(first.data.list[0]!.create_time);

    const second = await t.call(ENDPOINTS.noticeList, { page: 2, page_size: 5 }, { token });
    expect(second.data.list.map((n) => n.title)).toEqual(['N1', 'N0']);
    const beyond = await t.call(ENDPOINTS.noticeList, { page: 9, page_size: 5 }, { token });
    expect(beyond.data).toEqual({ list: [], total: 7 });
  });

  it('filters unread notices with unread_only, and defaults the page', async () => {
    const { token } = await merchantWithNotices(6, 2); // N0, N2, N4 read
    const unread = await t.call(ENDPOINTS.noticeList, { unread_only: true }, { token });
    expect(unread.data.total).toBe(3);
    expect(unread.data.list.map((n) => n.title)).toEqual(['N5', 'N3', 'N1']);
    const all = await t.call(ENDPOINTS.noticeList, {}, { token });
    expect(all.data.total).toBe(6);
    expect(all.data.list.filter((n) => n.is_read === 1).map((n) => n.title)).toEqual(['N4', 'N2', 'N0']);
  });

  it('stores HTML as given (the web sanitises it when shown)', async () => {
    const m = await makeMerchant(t.ctx);
    const html = '<p onclick="x()">Hi <script>alert(1)</script></p>';
    await makeNotice(t.ctx, m.id, { content: html, type: 'html' });
    const res = await t.call(ENDPOINTS.noticeList, {}, { token: await signIn(t.ctx, m.id) });
    expect(res.data.list[0]).toMatchObject({ content: html, type: 'html' });
  });

  it('needs a session', async () => {
    const res = await t.call(ENDPOINTS.noticeList, {});
    expect(res.code).toBe(Code.sessionExpired);
  });
});

describe('POST /api/merchant/readNotice and /api/notice/unread', () => {
  it('marks read, counts down by one, and is idempotent', async () => {
    const { token, made } = await merchantWithNotices(3);
    const poll = await t.call(ENDPOINTS.noticeUnread, undefined, { token });
    expect(poll.data).toEqual({ notReadCount: 3 });

    const read = await t.call(ENDPOINTS.readNotice, { notice_id: made[1]!.id }, { token });
    expect(read).toMatchObject({ code: Code.ok, data: { notReadCount: 2 } });
    const again = await t.call(ENDPOINTS.readNotice, { notice_id: made[1]!.id }, { token });
    expect(again.data).toEqual({ notReadCount: 2 });
    const [row] = await t.ctx.db.select().from(notices).where(eq(notices.id, made[1]!.id));
    expect(row!.readAt).toBeInstanceOf(Date);

    expect((await t.call(ENDPOINTS.noticeUnread, undefined, { token })).data.notReadCount).toBe(2);
  });

  it('keeps the first read time on a second read', async () => {
    const { token, made } = await merchantWithNotices(1);
    await t.call(ENDPOINTS.readNotice, { notice_id: made[0]!.id }, { token });
    const [first] = await t.ctx.db.select().from(notices).where(eq(notices.id, made[0]!.id));
    await new Promise((r) => setTimeout(r, 10));
    await t.call(ENDPOINTS.readNotice, { notice_id: made[0]!.id }, { token });
    const [second] = await t.ctx.db.select().from(notices).where(eq(notices.id, made[0]!.id));
    expect(second!.readAt).toEqual(first!.readAt);
  });

  it('never counts below zero', async () => {
    const { token, made } = await merchantWithNotices(2);
    for (const n of made) await t.call(ENDPOINTS.readNotice, { notice_id: n.id }, { token });
    const last = await t.call(ENDPOINTS.readNotice, { notice_id: made[0]!.id }, { token });
    expect(last.data).toEqual({ notReadCount: 0 });
  });

  it('answers not found for another merchant’s notice (or none), and changes nothing', async () => {
    const { token } = await merchantWithNotices(1);
    const other = await merchantWithNotices(1);
    const theirs = other.made[0]!;
    const res = await t.call(ENDPOINTS.readNotice, { notice_id: theirs.id }, { token });
    expect(res).toMatchObject({ code: Code.notFound, msg: '记录不存在', data: null });
    const [row] = await t.ctx.db.select().from(notices).where(eq(notices.id, theirs.id));
    expect(row!.readAt).toBeNull();
    expect((await t.call(ENDPOINTS.readNotice, { notice_id: 2_000_000_000 }, { token })).code).toBe(
      Code.notFound,
    );
  });
});

describe('POST /api/notice/export', () => {
  it('creates a packing task and answers its id', async () => {
    const { m, token } = await merchantWithNotices(2);
    const res = await t.call(ENDPOINTS.noticeExport, { task_name: ' 公告导出 ' }, { token });
    expect(res.code).toBe(Code.ok);
    const [task] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, res.data.task_id));
    expect(task).toMatchObject({ merchantId: m.id, name: '公告导出', kind: 'notices', lang: 'zh-CN' });
    expect(task!.query).toEqual({ unread_only: false, keyword: '' });
    expect([1, 3]).toContain(task!.status); // the worker may already have finished it
    const done = await waitForTask(t.ctx, res.data.task_id);
    expect(done).toMatchObject({ status: 1, rowCount: 2, progress: 100 });
  });
});

describe('bad input names the field and writes nothing', () => {
  const counts = async () => ({
    tasks: (await t.ctx.db.select({ n: count() }).from(tasks))[0]!.n,
    read: (await t.ctx.db.select({ n: count() }).from(notices).where(eq(notices.merchantId, -1)))[0]!.n,
  });

  it.each([
    [
      'noticeList page：类型错误，应为 number',
      ApiPath.noticeList,
      { page: 'x' },
      'page：类型错误，应为 number',
    ],
    ['noticeList page：不能小于 1', ApiPath.noticeList, { page: 0 }, 'page：不能小于 1'],
    [
      'noticeList page_size：不能大于 100',
      ApiPath.noticeList,
      { page_size: 1000 },
      'page_size：不能大于 100',
    ],
    [
      'noticeList unread_only：类型错误，应为 boolean',
      ApiPath.noticeList,
      { unread_only: 'yes' },
      'unread_only：类型错误，应为 boolean',
    ],
    ['readNotice notice_id：缺少此字段', ApiPath.readNotice, {}, 'notice_id：缺少此字段'],
    [
      'readNotice notice_id：类型错误，应为 number',
      ApiPath.readNotice,
      { notice_id: '12' },
      'notice_id：类型错误，应为 number',
    ],
    ['readNotice notice_id：不能小于 1', ApiPath.readNotice, { notice_id: -1 }, 'notice_id：不能小于 1'],
    [
      'readNotice notice_id：不能大于 2147483647',
      ApiPath.readNotice,
      { notice_id: 2 ** 40 },
      'notice_id：不能大于 2147483647',
    ],
    ['noticeExport task_name：缺少此字段', ApiPath.noticeExport, {}, 'task_name：缺少此字段'],
    [
      'noticeExport task_name：过短，至少 1',
      ApiPath.noticeExport,
      { task_name: '   ' },
      'task_name：过短，至少 1',
    ],
    [
      'noticeExport task_name：过长，最多 100',
      ApiPath.noticeExport,
      { task_name: 'x'.repeat(100_000) },
      'task_name：过长，最多 100',
    ],
    [
      'noticeExport task_name：类型错误，应为 string',
      ApiPath.noticeExport,
      { task_name: 7 },
      'task_name：类型错误，应为 string',
    ],
    [
      'noticeExport unread_only：类型错误，应为 boolean',
      ApiPath.noticeExport,
      { task_name: 'a', unread_only: 1 },
      'unread_only：类型错误，应为 boolean',
    ],
  ])('%s', async (_name, path, body, message) => {
    const m = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, m.id);
    const before = await counts();
    // Deliberately wrong payloads: untyped on purpose (t.post).
    const res = await t.post(path, body, { token });
    expect(res.code).toBe(Code.validation);
    expect(res.msg).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a body that is not JSON on the polling call', async () => {
    const m = await makeMerchant(t.ctx);
    const res = await t.inject({
      method: 'POST',
      url: `/api${ApiPath.noticeUnread}`,
      headers: { token: await signIn(t.ctx, m.id), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: Code.unsupportedMediaType });
  });
});

describe('notice search', () => {
  it('filters the list by a part of the title, case-insensitively, % taken literally', async () => {
    const m = await makeMerchant(t.ctx);
    await t.ctx.db.insert(notices).values([
      { merchantId: m.id, title: 'Settlement schedule', content: 'a' },
      { merchantId: m.id, title: '新品上架 100% 返佣', content: 'b' },
      { merchantId: m.id, title: 'Maintenance', content: 'c' },
    ]);
    const token = await signIn(t.ctx, m.id);
    const search = async (keyword: string) =>
      (await t.call(ENDPOINTS.noticeList, { keyword }, { token })).data;
    expect((await search('SETTLE')).list.map((n) => n.title)).toEqual(['Settlement schedule']);
    expect((await search('100%')).list.map((n) => n.title)).toEqual(['新品上架 100% 返佣']);
    expect((await search('%')).total).toBe(1);
    expect((await search('')).total).toBe(3);
  });
});
