import type { DemoSeed } from '../../demo/seed-context';

/** Filled in below. */
export async function seedDemoAudit(_seed: DemoSeed): Promise<void> {}
