import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn, waitForTask } from '../../test/factories';
import { fundMerchant } from '../money/test-support';
import { verifyLedger } from '../money/verify';
import type { TopupFake } from './providers/provider';
import { deliverTo, providerEnv, startTestProvider, testLines } from './test-support';

// The job machinery runs here: a submitted batch is sent by its queued job, its items exported
// by the task list's export job.
let fake: TopupFake;
let t: TestApp;

beforeAll(async () => {
  fake = await startTestProvider(50);
  t = await createTestApp(providerEnv(fake));
  deliverTo(t, fake);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('the queued sender and the export', () => {
  it('sends a submitted batch, which settles by callbacks; its items export through the task list', async () => {
    const m = await makeMerchant(t.ctx, { huafeiIsShow: true });
    const token = await signIn(t.ctx, m.id);
    await fundMerchant(t.ctx, m.id, '500.00');
    const lines = testLines(6, [4], '30').map(({ phone, amount }) => ({ phone, amount }));
    const r = await t.call(ENDPOINTS.topupSubmit, { lines, idempotency_key: 'worker-1' }, { token });
    expect(r.code).toBe(Code.ok);
    const deadline = Date.now() + 15_000;
    let batch = r.data.batch;
    while (batch.status !== 'finished' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      batch = (await t.call(ENDPOINTS.topupBatch, { id: batch.id }, { token })).data.batch;
    }
    expect(batch).toMatchObject({
      status: 'finished',
      succeeded: 5,
      failed: 1,
      charged: '177.30',
      refunded: '29.55',
    });

    const exported = await t.call(ENDPOINTS.topupExport, { batch: batch.id, task_name: '明细' }, { token });
    expect(exported.code).toBe(Code.ok);
    expect(await waitForTask(t.ctx, exported.data.task_id)).toMatchObject({ status: 1, rowCount: 6 });
    const failedOnly = await t.call(
      ENDPOINTS.topupExport,
      { batch: batch.id, status: 'failed', task_name: '失败' },
      { token },
    );
    expect(await waitForTask(t.ctx, failedOnly.data.task_id)).toMatchObject({ status: 1, rowCount: 1 });
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });
});
