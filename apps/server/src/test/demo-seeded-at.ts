import { vi } from 'vitest';
import { seedDemo } from '../demo/seed';
import type { TestApp } from './test-app';

/**
 * Seeds the demo data into a test app as if it were `when`: only `Date` is faked, so the
 * database keeps its own clock (the demo's times are all made in JavaScript).
 */
export async function seedDemoAt(t: TestApp, when: Date): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'], now: when });
  try {
    const { config, secrets } = t.ctx;
    await seedDemo(t.ctx.db, t.ctx.storage, config.PUBLIC_URL, secrets.dataKey, config.TIME_ZONE);
  } finally {
    vi.useRealTimers();
  }
}
