import {
  orderSign,
  PROVIDER_CODES,
  PROVIDER_PATH,
  type ProviderOrder,
  type ProviderState,
  querySign,
  unixNow,
} from './protocol';

/** Why a call to the provider did not give an answer about the order. */
export class ProviderError extends Error {
  constructor(
    /** `refused`: the provider said no to this order (final); the others may pass on a resend. */
    readonly kind: 'refused' | 'unavailable' | 'timeout' | 'protocol',
    message: string,
  ) {
    super(message);
  }
}

export interface ProviderClientOptions {
  baseUrl: string;
  appId: string;
  secret: string;
  /** Where the provider calls back. */
  notifyUrl: string;
  timeoutMs: number;
}

export interface ProviderClient {
  /** Places (or, for an id placed before, finds) the order: its state now. */
  placeOrder(o: { orderId: string; phone: string; face: number }): Promise<ProviderOrder>;
  /** The order's state, or null when the provider has no such order. */
  queryOrder(orderId: string): Promise<ProviderOrder | null>;
}

const STATES = new Set<ProviderState>(['processing', 'success', 'failed']);

function orderOf(data: unknown, orderId: string): ProviderOrder {
  const d = (data ?? {}) as Record<string, unknown>;
  const state = d.state as ProviderState;
  if (String(d.order_id) !== orderId || !STATES.has(state)) {
    throw new ProviderError('protocol', `unexpected order answer for ${orderId}`);
  }
  return {
    order_id: orderId,
    provider_ref: typeof d.provider_ref === 'string' ? d.provider_ref.slice(0, 64) : '',
    state,
    reason: typeof d.reason === 'string' ? d.reason.slice(0, 200) : '',
  };
}

/** The provider's HTTP client (a real one: the tests and the demo run it against the fake). */
export function createProviderClient(o: ProviderClientOptions): ProviderClient {
  const base = o.baseUrl.replace(/\/$/, '');

  async function post(path: string, body: Record<string, string | number>) {
    const timeout = AbortSignal.timeout(o.timeoutMs);
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: timeout,
      });
    } catch (error) {
      if (timeout.aborted) throw new ProviderError('timeout', `no answer within ${o.timeoutMs} ms`);
      throw new ProviderError('unavailable', `network: ${(error as Error).message}`);
    }
    const text = await res.text();
    if (res.status >= 500 || res.status === 429) throw new ProviderError('unavailable', `HTTP ${res.status}`);
    try {
      return JSON.parse(text) as { code?: unknown; msg?: unknown; data?: unknown };
    } catch {
      throw new ProviderError('protocol', `not JSON: ${text.slice(0, 80)}`);
    }
  }

  const failure = (answer: { code?: unknown; msg?: unknown }) => {
    const words = `provider ${String(answer.code)}: ${typeof answer.msg === 'string' ? answer.msg : ''}`;
    // Only a refusal of the order itself is final; a bad signature or the provider's own funds
    // running short is ours or its to fix, and the order goes again later.
    return answer.code === PROVIDER_CODES.badParams
      ? new ProviderError('refused', words)
      : new ProviderError('unavailable', words);
  };

  return {
    async placeOrder({ orderId, phone, face }) {
      const fields = { app_id: o.appId, order_id: orderId, phone, face, timestamp: unixNow() };
      const answer = await post(PROVIDER_PATH.order, {
        ...fields,
        notify_url: o.notifyUrl,
        sign: orderSign(o.secret, fields),
      });
      if (answer.code !== PROVIDER_CODES.ok) throw failure(answer);
      return orderOf(answer.data, orderId);
    },

    async queryOrder(orderId) {
      const fields = { app_id: o.appId, order_id: orderId, timestamp: unixNow() };
      const answer = await post(PROVIDER_PATH.query, { ...fields, sign: querySign(o.secret, fields) });
      if (answer.code === PROVIDER_CODES.notFound) return null;
      if (answer.code !== PROVIDER_CODES.ok) throw failure(answer);
      return orderOf(answer.data, orderId);
    },
  };
}
