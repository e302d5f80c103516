import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/factories';
import {
  type LiveStreamClient,
  listEventsOf,
  listenLocally,
  openLiveStream,
} from '../../test/live-stream-client';
import { makeOrder } from '../orders/test-support';
import { makeAgent, makeChain, makeSub } from './test-support';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listenLocally(t.app);
});
afterAll(() => t.close());

describe("the agent's live distribution lists (issue 39, fresh data; migration 0020)", () => {
  it('tells every agent above a merchant when its orders change, and its sub-merchant list when one joins; no other agent', async () => {
    const [top, middle, seller] = await makeChain(t.ctx, 3);
    const stranger = await makeAgent(t.ctx, { partnerId: top!.partnerId });
    const streams: LiveStreamClient[] = [];
    const open = async (merchantId: number) => {
      const stream = await openLiveStream(base, await signIn(t.ctx, merchantId));
      streams.push(stream);
      await stream.next('hello');
      return stream;
    };
    try {
      const [topStream, middleStream, strangerStream] = await Promise.all(
        [top!, middle!, stranger].map((m) => open(m.id)),
      );
      const agentsHeard = [topStream, middleStream].map((s) => listEventsOf(s!, 'agents'));
      const ordersHeard = [topStream, middleStream].map((s) => listEventsOf(s!, 'orders'));

      // The seller's order: both agents above it hear their distribution lists and order lists.
      await makeOrder(t.ctx, seller!.id, { agentId: middle!.id, source: 'agent' });
      for (const heard of [...agentsHeard, ...ordersHeard]) await expect.poll(heard).toBeGreaterThan(0);

      // A merchant joining through the middle agent's invite: its sub-merchant list.
      const before = agentsHeard[1]!();
      await makeSub(t.ctx, middle!);
      await expect.poll(agentsHeard[1]!).toBeGreaterThan(before);

      // The stranger (same partner, not above) heard none of it: a marker of its own comes alone.
      await makeSub(t.ctx, stranger);
      await strangerStream!.next('list', (d) => d.domain === 'agents');
      expect(strangerStream!.heard.filter((h) => h.event === 'list')).toHaveLength(1);
    } finally {
      streams.forEach((s) => s.close());
    }
  });
});
