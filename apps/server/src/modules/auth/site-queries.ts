import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { siteSettings } from './tables';

const FALLBACK = {
  id: 1,
  storeName: 'Reseller Console',
  logoUrl: '',
  icpInfo: '',
  defaultLanguage: 'zh-CN',
  consoleMode: 'merchant',
  menuSource: 'fixed',
} satisfies typeof siteSettings.$inferSelect;

export async function getSiteSettings(db: Executor) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return row ?? FALLBACK;
}
