import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Language, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitForTask } from '../../test/factories';
import { goodsOf, ordersAt, statsMerchant } from './test-support';

// Issue 39 (defect 20): an export's columns are named as the screen's columns are. The screen's
// titles are read here from the web's locale file as the screen's columns name them (day-page.tsx
// and figure-columns.tsx: the day, each count, the commission, each rate).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TIME_ZONE: 'Asia/Shanghai' });
});
afterAll(() => t.close());

const screenTexts = (lang: Language) =>
  JSON.parse(
    fs.readFileSync(
      new URL(`../../../../web/src/features/statistics/locales/${lang}/statistics.json`, import.meta.url),
      'utf8',
    ),
  ) as { col: Record<string, string>; metric: Record<string, string>; rate: Record<string, string> };

/** The day screen's column titles, in the screen's order. */
function dayScreenTitles(lang: Language) {
  const s = screenTexts(lang);
  const counts = [
    'orders',
    'submitted',
    'approved',
    'rejected',
    'shipped',
    'activated',
    'recharged',
    'settled',
  ];
  const rates = ['approval', 'activation', 'first_recharge', 'conversion'];
  return [s.col.day, ...counts.map((c) => s.metric[c]), s.metric.commission, ...rates.map((r) => s.rate[r])];
}

describe('export headers', () => {
  it("heads the day export with the day screen's column titles, in each language", async () => {
    const { merchant, token } = await statsMerchant(t.ctx);
    const g = await goodsOf(t.ctx, merchant.partnerId);
    await ordersAt(t.ctx, merchant.id, '2026-06-03 10:00', 1, { goodsId: g });
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const res = await t.call(
        ENDPOINTS.statsExport,
        { start_date: '2026-06-01', end_date: '2026-06-05', screen: 'day', task_name: `day ${lang}` },
        { token, lang },
      );
      await waitForTask(t.ctx, res.data.task_id);
      const tasks = await t.call(ENDPOINTS.taskList, {}, { token });
      const task = tasks.data.list.find((x) => x.name === `day ${lang}`)!;
      const file = await t.inject({ method: 'GET', url: task.url });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const header = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
      expect(header, lang).toEqual(dayScreenTitles(lang));
    }
    // The words the issue found apart are the screen's now.
    expect(dayScreenTitles('zh-CN')).toEqual(expect.arrayContaining(['订单数', '审核驳回', '下单激活率']));
  });
});
