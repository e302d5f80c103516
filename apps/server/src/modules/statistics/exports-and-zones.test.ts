import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ApiPath, Code, STATS_EXPORTS, ENDPOINTS } from '@console/contract';
import { rawRows } from '../../db/raw-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitForTask } from '../../test/factories';
import { matchTimeZone } from './prepare';
import { expectFiguresKept, goodsOf, ordersAt, statsMerchant } from './test-support';

// Every screen's table as a file through the task list, and the kept figures' days following the
// configured TIME_ZONE.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TIME_ZONE: 'Asia/Shanghai' });
});
afterAll(() => t.close());

const range = { start_date: '2026-06-01', end_date: '2026-06-30' };

describe('exports', () => {
  it('writes each screen as a file in the language of the request, downloaded from the task list', async () => {
    const { merchant, token } = await statsMerchant(t.ctx);
    const g = await goodsOf(t.ctx, merchant.partnerId, '畅聊卡');
    await ordersAt(t.ctx, merchant.id, '2026-06-03 10:00', 3, { goodsId: g, status: 'settled' });
    for (const screen of STATS_EXPORTS) {
      const res = await t.call(ENDPOINTS.statsExport, { ...range, screen }, { token, lang: 'zh-CN' });
      expect(res.code, screen).toBe(Code.ok);
      expect(await waitForTask(t.ctx, res.data.task_id)).toMatchObject({ status: 1 });
    }
    const tasks = await t.call(ENDPOINTS.taskList, {}, { token });
    const day = tasks.data.list.find((x) => x.name === '每日统计')!;
    const file = await t.inject({ method: 'GET', url: day.url });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('下单日期');
    expect(sheet.getRow(1).getCell(2).value).toBe('订单数');
    // A header, then every day of June.
    expect(sheet.rowCount).toBe(31);
    expect(sheet.getRow(4).values).toEqual(expect.arrayContaining(['2026-06-03', 3]));
    const goodsDay = tasks.data.list.find((x) => x.name === '商品每日统计')!;
    expect(goodsDay.rows).toBe(1);
  });

  it('refuses a bad range or screen with the field named', async () => {
    const { token } = await statsMerchant(t.ctx);
    // An unknown screen on purpose: untyped (t.post).
    const res = await t.post(ApiPath.statsExport, { ...range, screen: 'everything' }, { token });
    expect(res.code).toBe(Code.validation);
    expect(res.msg).toContain('screen');
    const long = await t.call(
      ENDPOINTS.statsExport,
      { start_date: '2024-01-01', end_date: '2026-01-01', screen: 'day' },
      { token },
    );
    expect(long.msg).toContain('end_date');
  });
});

describe('time zone', () => {
  it('counts the days again when the server starts in another zone', async () => {
    const { merchant, token } = await statsMerchant(t.ctx);
    const g = await goodsOf(t.ctx, merchant.partnerId);
    // 20 June 23:30 in Shanghai is 20 June 15:30 in UTC; 21 June 07:00 in Shanghai is 20 June 23:00 UTC.
    await ordersAt(t.ctx, merchant.id, '2026-06-20 23:30', 1, { goodsId: g });
    await ordersAt(t.ctx, merchant.id, '2026-06-21 07:00', 1, { goodsId: g });
    const days = async () =>
      (
        await t.call(ENDPOINTS.statsDay, { start_date: '2026-06-20', end_date: '2026-06-21' }, { token })
      ).data.rows.map((r) => r.orders);
    expect(await days()).toEqual([1, 1]);

    const utc = { ...t.ctx, config: { ...t.ctx.config, TIME_ZONE: 'UTC' } };
    await matchTimeZone(utc, t.app.log);
    expect(await days()).toEqual([2, 0]);
    const [stored] = await rawRows<{ time_zone: string }>(
      t.ctx.db,
      sql`select time_zone from statistics_settings`,
    );
    expect(stored?.time_zone).toBe('UTC');
    // Orders made now count in the new zone too; and back.
    await ordersAt(t.ctx, merchant.id, '2026-06-21 07:00', 1, { goodsId: g });
    await matchTimeZone(t.ctx, t.app.log);
    expect(await days()).toEqual([1, 2]);
    await expectFiguresKept(t.ctx);
  });
});
