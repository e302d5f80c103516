// Watches every JSON answer of a test app: the value a handler (or the error handler) gave to
// Fastify, before serialization, beside the text that went out. The two must be the same JSON: the
// writer compiled from the contract (decision 059) may drop only what a schema does not declare,
// and the test app refuses such an answer before it is written, so any difference is a fault.
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface AnswerWatch {
  /** What differed, one line per answer ("METHOD url: first difference"). */
  faults(): string[];
  /** How many answers were compared. */
  compared(): number;
}

/** The first place where two JSON values differ, as a dotted path (undefined: none). */
export function firstDifference(a: unknown, b: unknown, at = ''): string | undefined {
  if (isDeepStrictEqual(a, b)) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return at || '(root)';
  if (Array.isArray(a) !== Array.isArray(b)) return at || '(root)';
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      at ? `${at}.${key}` : key,
    );
    if (found) return found;
  }
  return at || '(root)';
}

/** Adds the watch's hooks to `app` (before `ready()`: `createTestApp`'s `beforeReady`). */
export function watchAnswers(app: FastifyInstance): AnswerWatch {
  const given = new WeakMap<FastifyRequest, string>();
  const faults: string[] = [];
  let compared = 0;
  app.addHook('preSerialization', async (request, _reply, payload) => {
    // As JSON.stringify would write it: undefined fields gone, dates as text.
    given.set(request, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const before = given.get(request);
    // The writer's answers go out as bytes (decision 088), Fastify's own as text.
    const text = Buffer.isBuffer(payload) ? payload.toString() : payload;
    if (before === undefined || typeof text !== 'string') return payload;
    compared += 1;
    const sent: unknown = JSON.parse(text);
    const drift = firstDifference(JSON.parse(before) as unknown, sent);
    if (drift) {
      faults.push(`${request.method} ${request.url} (${reply.statusCode}): ${drift} differs`.slice(0, 300));
    }
    return payload;
  });
  return { faults: () => faults, compared: () => compared };
}
