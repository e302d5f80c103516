import { sql } from 'drizzle-orm';
import type { DemoSeed } from '../../demo/seed-context';
import { notices } from './tables';

/** A few notices per merchant: a pop-up, an HTML one, and an older read one. */
export const demoNotices = (storeName: string) => [
  {
    title: '平台公告：12 月结算时间调整',
    content: `${storeName}您好：12 月佣金结算将于每周二、周五进行，节假日顺延。如有疑问请联系您的客户经理。`,
    type: 'string' as const,
    isPopup: true,
    daysAgo: 0,
  },
  {
    title: '新品上架：5G 畅享套餐',
    content:
      '<p>本周新上架 <strong>5G 畅享 129 元套餐</strong>：</p><ul><li>月享 100GB 通用流量</li><li>首充 50 元即结算佣金</li></ul><p>详情请查看<a href="https://example.com/goods" target="_blank" rel="noopener">商品说明</a>。</p>',
    type: 'html' as const,
    isPopup: false,
    daysAgo: 2,
  },
  {
    title: '系统维护通知',
    content: '系统将于本周日凌晨 2:00–4:00 进行例行维护，期间订单提交可能延迟。',
    type: 'string' as const,
    isPopup: false,
    daysAgo: 9,
    read: true,
  },
];

/** The notices of each demo merchant this run created. */
export async function seedDemoNotices(seed: DemoSeed): Promise<void> {
  const now = Date.now();
  for (const m of seed.created) {
    await seed.db.insert(notices).values(
      demoNotices(m.storeName).map((n) => ({
        merchantId: m.id,
        title: n.title,
        content: n.content,
        type: n.type,
        isPopup: n.isPopup,
        createdAt: new Date(now - n.daysAgo * 86_400_000),
        readAt: n.read ? new Date(now - (n.daysAgo - 1) * 86_400_000) : null,
      })),
    );
  }
  // Explicit ids elsewhere leave the identity sequence behind: move it past the demo rows.
  await seed.db.execute(
    sql`select setval(pg_get_serial_sequence('notices', 'id'), greatest((select max(id) from notices), 1))`,
  );
}
