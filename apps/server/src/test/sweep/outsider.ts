import { Code, type Endpoint } from '@console/contract';
import type { Designation, SweepEntry } from './entry';
import type { TestApp } from '../test-app';
import { type Answer, send } from './send';

const emptyPage = (a: Answer) => {
  const data = a.data as { list?: unknown[]; total?: number } | null;
  return a.code === Code.ok && data?.list?.length === 0 && data.total === 0;
};

/**
 * Whether an outsider's answer on another merchant's row is the designation's: not found, an empty
 * page, or the very answer a payload naming no row gets (asked with the same token). Shared by the
 * tenants pass (another owner, an agent not theirs) and its team twin (another merchant's member).
 */
export async function answersAsOutsider(
  t: TestApp,
  endpoint: Endpoint,
  entry: SweepEntry,
  designation: Designation,
  answer: Answer,
  call: { valid: Record<string, unknown>; token: string },
): Promise<boolean> {
  const expected = designation.answer ?? 'notFound';
  if (expected === 'notFound') return answer.code === Code.notFound;
  if (expected === 'empty') return emptyPage(answer);
  const unknown = await send(
    t,
    endpoint,
    { ...call.valid, ...expected.asUnknown },
    { token: call.token, file: entry.file },
  );
  return answer.code !== Code.ok && answer.code === unknown.code && answer.msg === unknown.msg;
}
