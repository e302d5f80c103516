// Browser benchmark of two screens of the goods issue, in Debian's Chromium against a built app
// and a real server (fresh PGlite data, demo seed):
//  - the area tree drawer: from the click on a carrier's button to its provinces on screen (the
//    first opening downloads the drawer's chunk and the area file; the next ones are warm), a
//    select-all over the whole tree, and expanding every province (the full tree in the DOM);
//  - the mind map: from the click on "details" to a drawn map of a configuration of 30 entries
//    (the first opening downloads the library; the next ones only draw).
// The 30-entry detail is built from the seed's real goods and answered in the browser in place of
// the demo configuration (the seed has none that large).
// Run: npm run bench:ui -w @console/bench   (builds the web first when it is stale)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_UI_PORT ?? 8187);
const base = `http://127.0.0.1:${PORT}`;
const RUNS = 10;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-ui-'));

async function startServer(): Promise<ChildProcess> {
  const child = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      LOGIN_RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const ms = (v: number) => `${v.toFixed(0)} ms`;

// The page-side code goes as text: tsx names functions with a `__name` helper that the page lacks.
const untilFrame = (condition: string) => `new Promise((resolve, reject) => {
  const limit = performance.now() + 20000;
  const check = () => {
    if (${condition}) resolve();
    else if (performance.now() > limit) reject(new Error('not reached in 20 s: ' + ${JSON.stringify(condition)}));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

/**
 * Clicks `selector` and resolves with the time until `done` holds, both measured in the page
 * (requestAnimationFrame polling: the figure includes the frame that shows the result).
 */
async function timeInPage(page: Page, selector: string, done: string): Promise<number> {
  return page.evaluate<number>(`(async () => {
    const target = document.querySelector(${JSON.stringify(selector)});
    if (!target) throw new Error('no ' + ${JSON.stringify(selector)});
    const started = performance.now();
    target.click();
    await ${untilFrame(done)};
    return performance.now() - started;
  })()`);
}

async function signIn(page: Page) {
  // The merchant's pop-up notice would cover the page: left out of the merchant info.
  await page.route('**/api/merchant/info', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { notice: unknown } };
    if (body.data) body.data.notice = null;
    await route.fulfill({ response, json: body });
  });
  await page.goto(`${base}/merchant/#/auth/login`);
  await page.locator('#login_account').fill('13800000001');
  await page.locator('#login_password').fill('Demo@2026');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByTestId('shell').waitFor();
}

const VISIBLE_DRAWER = '[data-testid="area-drawer"]:not(.ant-drawer-content-wrapper-hidden)';
const nodeCount = `document.querySelectorAll('${VISIBLE_DRAWER} .ant-tree-list-holder-inner > .ant-tree-treenode').length`;

async function closeDrawer(page: Page) {
  await page.locator(`${VISIBLE_DRAWER} .ant-drawer-close`).click();
  await page.locator(VISIBLE_DRAWER).waitFor({ state: 'detached' });
}

async function benchAreaTree(page: Page) {
  await page.goto(`${base}/merchant/#/goods/list`);
  await page.getByTestId('store-area-mobile').waitFor();
  const provinces = (
    (await (await fetch(`${base}/api/area/data/area_mobile.json`)).json()) as Array<{ children?: unknown[] }>
  ).map((p) => p.children?.length ?? 0);
  const all = provinces.length + provinces.reduce((a, b) => a + b, 0);

  const open = () =>
    timeInPage(page, '[data-testid="store-area-mobile"]', `${nodeCount} >= ${provinces.length}`);
  const cold = await open();
  await closeDrawer(page);
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    warm.push(await open());
    await closeDrawer(page);
  }
  await open();
  // Every province expanded, one after the other as a person would (each expansion renders before
  // the next click): the full tree of the carrier in the DOM.
  const expandAll = await page.evaluate<number>(`(async () => {
    const started = performance.now();
    for (;;) {
      const closed = document.querySelector('${VISIBLE_DRAWER} .ant-tree-switcher_close');
      if (!closed) break;
      const before = ${nodeCount};
      closed.click();
      await ${untilFrame(`${nodeCount} > before`)};
    }
    return performance.now() - started;
  })()`);
  if ((await page.evaluate<number>(nodeCount)) < all) throw new Error('the tree did not expand fully');
  // Select all and back over the expanded tree: every one of its nodes changes state.
  const selectAll: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const checked = i % 2 === 0;
    selectAll.push(
      await timeInPage(
        page,
        `${VISIBLE_DRAWER} [data-testid="area-select-all"]`,
        `document.querySelectorAll('${VISIBLE_DRAWER} .ant-tree-checkbox-checked').length ${checked ? `=== ${all}` : '=== 0'}`,
      ),
    );
  }
  await closeDrawer(page);
  return {
    provinces: provinces.length,
    nodes: all,
    cold,
    warm: median(warm),
    selectAll: median(selectAll),
    expandAll,
  };
}

interface GoodsRow {
  id: number;
  name: string;
  goods_desc: string;
  goods_reward: string;
}

async function benchMindMap(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
  const listed = (await (
    await fetch(`${base}/api/goods/index`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ page: 1, page_size: 40 }),
    })
  ).json()) as { data: { list: GoodsRow[] } };
  const goods = listed.data.list;
  const reasons = [
    ['age_mismatch', '年龄不符'],
    ['area_unsupported', '地区不支持'],
    ['multi_card', '一证多卡'],
    ['review_failed', '审核失败'],
    ['blacklisted', '黑名单'],
    ['out_of_stock', '号码库存不足'],
  ] as const;
  const source = goods[0]!;
  const detail = {
    id: 1,
    is_open: 1,
    goods_id: source.id,
    goods_name: source.name,
    goods_desc: source.goods_desc,
    goods_reward: source.goods_reward,
    config: Array.from({ length: 30 }, (_, i) => {
      const target = goods[(i % (goods.length - 1)) + 1]!;
      const [reason_code, reason] = reasons[i % reasons.length]!;
      return {
        reason,
        reason_code,
        goods: {
          goods_id: target.id,
          goods_name: target.name,
          goods_desc: target.goods_desc,
          goods_reward: target.goods_reward,
          trans_success_lv: 40 + ((i * 7) % 55),
        },
      };
    }),
  };
  await page.route('**/api/goods.trans/detail', (route) =>
    route.fulfill({ json: { code: 1, msg: 'ok', data: detail } }),
  );
  await page.goto(`${base}/merchant/#/transfer/list`);
  await page.getByTestId('transfer-detail').first().waitFor();
  const drawn = `document.querySelector('[data-testid="mind-map"][data-rendered="true"][data-entries="30"]') !== null`;
  const open = () => timeInPage(page, '[data-testid="transfer-detail"]', drawn);
  const close = async () => {
    await page.locator('[data-testid="mind-map-modal"] .ant-modal-close').click();
    await page.locator('[data-testid="mind-map"]').waitFor({ state: 'detached' });
  };
  const cold = await open();
  const topics = await page.locator('[data-testid="mind-map"] me-tpc').count();
  await close();
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    warm.push(await open());
    await close();
  }
  return { entries: detail.config.length, topics, cold, warm: median(warm) };
}

spawnSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
const server = await startServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await signIn(page);
  const area = await benchAreaTree(page);
  const mind = await benchMindMap(page).catch(async (error: unknown) => {
    await page.screenshot({ path: '/tmp/wt5-look/bench-fail.png' });
    throw error;
  });
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, Chromium headless, 1440×900`);
  console.log(`area tree drawer, one carrier (${area.provinces} provinces, ${area.nodes} nodes):`);
  console.log(`  click → provinces on screen, first opening (chunk + area file): ${ms(area.cold)}`);
  console.log(`  click → provinces on screen, median of ${RUNS} later openings:   ${ms(area.warm)}`);
  console.log(`  select all / none over the whole tree, median of ${RUNS}:        ${ms(area.selectAll)}`);
  console.log(
    `  expand every province one by one (full tree in the DOM):   ${ms(area.expandAll)}` +
      ` (${ms(area.expandAll / area.provinces)} each, antd's expand animation included)`,
  );
  console.log(`mind map of ${mind.entries} entries (${mind.topics} topics):`);
  console.log(`  click → map drawn, first opening (modal chunk + library):     ${ms(mind.cold)}`);
  console.log(`  click → map drawn, median of ${RUNS} later openings:          ${ms(mind.warm)}`);
} finally {
  await browser.close();
  const exited = new Promise((r) => server.once('exit', r));
  process.kill(-server.pid!, 'SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
