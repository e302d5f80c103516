import type { Endpoint } from '@console/contract';
import type { z } from 'zod';

const plain = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

/** The first place where two JSON values differ, as a dotted path (undefined: none). */
function firstDifference(a: unknown, b: unknown, at = 'data'): string | undefined {
  if (a === b) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return at;
  if (Array.isArray(a) !== Array.isArray(b)) return at;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${at}.${key}`,
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * An answer must be exactly what its result schema declares: valid, and with nothing the schema
 * would drop (zod strips unknown keys, so a parse alone would let a drift through). Run by the API
 * suite on every answer; a drift throws, which the suite sees as a failed call.
 */
export function checkResult(endpoint: Endpoint, schema: z.ZodType, answer: unknown): void {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(
      `${endpoint.name} answered what ${endpoint.result ?? 'null'} refuses at data.${issue.path.join('.')}: ${issue.message}`,
    );
  }
  const drift = firstDifference(plain(answer), plain(parsed.data));
  if (drift)
    throw new Error(
      `${endpoint.name} answered ${drift}, which ${endpoint.result ?? 'null'} does not declare`,
    );
}
