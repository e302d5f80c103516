import { ApiError } from '@/lib/api-error';

/**
 * A server refusal naming one of the form's fields (`mobile: …`, the contract's validation words)
 * as antd's `setFields` takes it, so it shows under the field; null for any other refusal.
 */
export function fieldRefusal(error: unknown, fields: readonly string[]) {
  if (!(error instanceof ApiError) || !error.msg) return null;
  const at = error.msg.indexOf(': ');
  const field = at > 0 ? error.msg.slice(0, at) : '';
  if (!fields.includes(field)) return null;
  return { name: field, errors: [error.msg.slice(at + 2)] };
}

/** The words of a refusal, for a toast when no field takes it. */
export const refusalText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.msg ? error.msg : fallback;
