// How the sweep judges a platform's signed call (`access: 'platform'`, decision 065): its handler
// checks the signature first, by the platform's own rule, then the body, and records every refusal
// (webhook_calls). A changed field is refused naming it, or by the signature when the signature
// covers it (Juhe signs sporder_id and orderid in the body); never accepted, never a 5xx.
import { count } from 'drizzle-orm';
import { Code, type Endpoint } from '@console/contract';
import { webhookCalls } from '../../db/tables';
import type { TestApp } from '../test-app';
import { answerKind } from './answer-kinds';
import type { Answer } from './send';

/** How many calls of the signed webhooks are recorded (a refused one adds its row). */
export const recordedCalls = async (t: TestApp) =>
  (await t.ctx.db.select({ n: count() }).from(webhookCalls))[0]!.n;

const SIGNATURE_CODES: readonly number[] = [Code.webhookSignature, Code.webhookStale];

/**
 * Why a platform's answer to a changed field is wrong, or null. `expect`: the hostile payload's
 * (`either`: any answer but a 5xx; `body`: the body refused whole, before the handler, so not
 * recorded); `recorded`: whether the call added a record.
 */
export function platformFault(
  endpoint: Endpoint,
  h: { field: string; expect: 'named' | 'either' | 'body' },
  a: Answer,
  recorded: boolean,
): string | null {
  const { field, expect } = h;
  if (a.status >= 500) return `${a.status} ${a.msg}`;
  // A platform adds fields over time: its receiver ignores the ones it does not know.
  if (expect === 'either' || field === 'sweep_extra') return null;
  if (expect === 'body')
    return a.status >= 400 && answerKind(endpoint, a) === 'refusal' ? null : `${a.status} ${a.code}`;
  const kind = answerKind(endpoint, a);
  if (kind !== 'refusal') return kind === 'success' ? 'accepted' : `${a.status} ${a.contentType}`;
  const named = a.msg.includes(field);
  // Unrecorded: only a transport refusal before the handler (the JSON parser's), naming the field.
  if (!recorded) return a.status >= 400 && named ? null : `refused (${a.code}) without a record`;
  if (SIGNATURE_CODES.includes(a.code!) || named) return null;
  return `unnamed: ${a.msg}`;
}
