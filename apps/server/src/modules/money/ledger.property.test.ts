import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { count, inArray } from 'drizzle-orm';
import { Code } from '@console/contract';
import { balances, ledgerEntries } from './tables';
import { AppError } from '../../lib/app-error';
import { fromCents, toCents } from '../../lib/money';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant } from '../../test/factories';
import { makePayee } from './test-support';
import { settleCommission } from './ledger';
import { verifyLedger } from './verify';
import { withdrawWebhook, signWebhook } from './webhook';
import { withdrawApply, type Decision } from './withdrawals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WITHDRAW_MIN_AMOUNT: '0.01', WITHDRAW_MAX_AMOUNT: '100000' });
});
afterAll(() => t.close());

// Small key spaces, so that sequences repeat orders, idempotency keys and event ids often.
const who = fc.integer({ min: 0, max: 1 });
const op = fc.oneof(
  fc.record({
    kind: fc.constant('credit' as const),
    who,
    order: fc.integer({ min: 0, max: 4 }),
    cents: fc.integer({ min: 1, max: 50_000 }),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    who,
    key: fc.integer({ min: 0, max: 4 }),
    cents: fc.integer({ min: 1, max: 40_000 }),
  }),
  fc.record({
    kind: fc.constant('decide' as const),
    pick: fc.nat(),
    status: fc.constantFrom<Decision>('approved', 'paid', 'rejected'),
    event: fc.integer({ min: 0, max: 5 }),
  }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const NEXT: Record<string, readonly Decision[]> = {
  pending: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
};

let run = 0;

describe('the ledger under random sequences (fast-check)', () => {
  it('keeps every balance equal to its entries, never negative, and a repeated event changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops: Op[]) => {
        run += 1;
        const ms = [
          await makeMerchant(t.ctx, { canRepeatApply: true }),
          await makeMerchant(t.ctx, { canRepeatApply: true }),
        ];
        const payees = [await makePayee(t.ctx, ms[0]!.id), await makePayee(t.ctx, ms[1]!.id)];
        const ids = ms.map((m) => m.id);
        // The model: what the balances and requests must be.
        const model = {
          balance: [0, 0],
          orders: new Set<string>(),
          keys: new Map<string, number>(),
          events: new Set<string>(),
        };
        const requests: { no: string; who: number; cents: number; status: string }[] = [];

        const snapshot = async () => {
          const [n] = await t.ctx.db
            .select({ n: count() })
            .from(ledgerEntries)
            .where(inArray(ledgerEntries.merchantId, ids));
          const bs = await t.ctx.db
            .select()
            .from(balances)
            .where(inArray(balances.merchantId, ids))
            .orderBy(balances.merchantId);
          return { entries: n!.n, balances: bs.map((b) => b.balance) };
        };

        for (const o of ops) {
          const before = await snapshot();
          let repeated: boolean;
          if (o.kind === 'credit') {
            const ref = `R${run}-O${o.order}`;
            repeated = model.orders.has(`${o.who}:${ref}`);
            const r = await settleCommission(t.ctx, {
              merchantId: ids[o.who]!,
              orderRef: ref,
              amount: fromCents(o.cents),
            });
            expect(r.applied).toBe(!repeated);
            if (!repeated) {
              model.orders.add(`${o.who}:${ref}`);
              model.balance[o.who]! += o.cents;
            }
          } else if (o.kind === 'withdraw') {
            const key = `run${run}-key${o.key}-w${o.who}`;
            const seen = model.keys.get(key);
            repeated = seen !== undefined;
            try {
              const r = await withdrawApply(t.ctx, ids[o.who]!, {
                amount: fromCents(o.cents),
                account_id: payees[o.who]!.id,
                idempotency_key: key,
              });
              if (repeated) {
                expect(toCents(r.withdrawal.amount)).toBe(seen);
                expect(seen).toBe(o.cents);
              } else {
                expect(o.cents).toBeLessThanOrEqual(model.balance[o.who]!);
                model.keys.set(key, o.cents);
                model.balance[o.who]! -= o.cents;
                requests.push({
                  no: r.withdrawal.withdraw_no,
                  who: o.who,
                  cents: o.cents,
                  status: 'pending',
                });
              }
            } catch (e) {
              if (!(e instanceof AppError)) throw e;
              if (repeated) expect(e.code).toBe(Code.idempotencyConflict);
              else {
                expect(e.code).toBe(Code.insufficientBalance);
                expect(o.cents).toBeGreaterThan(model.balance[o.who]!);
              }
              repeated = true; // refused: nothing may change either
            }
          } else {
            const req = requests.length ? requests[o.pick % requests.length]! : null;
            if (!req) continue;
            const eventId = `run${run}-ev${o.event}`;
            const body = { event_id: eventId, withdraw_no: req.no, status: o.status, reason: 'property' };
            const raw = JSON.stringify(body);
            const ts = String(Math.floor(Date.now() / 1000));
            const call = {
              rawBody: raw,
              body,
              ip: '127.0.0.1',
              headers: {
                'x-timestamp': ts,
                'x-signature': signWebhook(t.ctx.secrets.webhookSecret, ts, raw),
              },
            };
            const expectedCode = model.events.has(eventId)
              ? Code.webhookReplay
              : req.status === o.status
                ? Code.ok
                : NEXT[req.status]!.includes(o.status)
                  ? Code.ok
                  : Code.withdrawTransition;
            let code: number = Code.ok;
            try {
              await withdrawWebhook(t.ctx, call);
            } catch (e) {
              if (!(e instanceof AppError)) throw e;
              code = e.code;
            }
            expect(code).toBe(expectedCode);
            const changes = code === Code.ok && req.status !== o.status;
            repeated = !changes;
            if (code === Code.ok) model.events.add(eventId);
            if (changes) {
              req.status = o.status;
              if (o.status === 'rejected') model.balance[req.who]! += req.cents;
              repeated = false;
            }
          }
          const after = await snapshot();
          if (repeated) expect(after).toEqual(before);
          expect(after.balances).toEqual(model.balance.map(fromCents));
          for (const b of after.balances) expect(b.startsWith('-')).toBe(false);
          // This run's merchants only: a failed run's rows must not fail the shrunk ones.
          const report = await verifyLedger(t.ctx.db);
          expect(report.problems.filter((p) => ids.includes(p.merchantId))).toEqual([]);
        }
      }),
      { numRuns: 25 },
    );
  }, 180_000);
});
