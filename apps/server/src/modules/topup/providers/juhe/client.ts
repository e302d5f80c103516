import { type ProviderClient, ProviderError, type ProviderOrder } from '../provider';
import {
  codeMeaning,
  GAME_STATE,
  JUHE_PATH,
  type JuheCredentials,
  juheOrderId,
  orderSign,
  wireText,
} from './protocol';

// Juhe's client (protocol.ts has the publication). Both calls go as POST form bodies, which the
// documentation allows ("请求方式: http get/post"): the key and the customer's number stay out of
// URLs and access logs. The order id is our item id (`juheOrderId`), so a resend after a crash is
// the same order: Juhe refuses a second order under it (208516) and the client asks its state.

export interface JuheClientOptions {
  baseUrl: string;
  credentials: JuheCredentials;
  timeoutMs: number;
}

/** An answer's envelope, as documented: `{reason, result, error_code}`. */
export interface JuheAnswer {
  reason?: unknown;
  result?: unknown;
  error_code?: unknown;
}

/** The form of an order call (its fields in the documented order). */
export function orderForm(c: JuheCredentials, o: { orderid: string; phoneno: string; cardnum: string }) {
  const fields = { phoneno: o.phoneno, cardnum: o.cardnum, orderid: o.orderid };
  return { key: c.key, ...fields, sign: orderSign(c, fields) };
}

/** The form of a status query. */
export const queryForm = (c: JuheCredentials, orderid: string) => ({ key: c.key, orderid });

const text = (v: unknown, max: number) => wireText(v).slice(0, max);

/**
 * An order's state from `result` of an order answer or a status query: `game_state` 0 processing,
 * 1 success, 9 failed ("撤销"), -1 failed before submission ("提交充值失败"). Juhe publishes no
 * reason for a phone top-up's failure (the callback's `err_msg` is "暂只支持油卡业务"): its
 * own words for the state stand in.
 */
export function orderOfResult(result: unknown, itemId: number, orderid: string): ProviderOrder {
  const r = (result ?? {}) as Record<string, unknown>;
  const state = text(r.game_state, 4);
  const uorderid = text(r.uorderid, 40);
  if (uorderid && uorderid !== orderid) {
    throw new ProviderError('protocol', `answer for order ${uorderid}, not ${orderid}`);
  }
  const providerRef = text(r.sporder_id, 64);
  if (state === GAME_STATE.processing) return { itemId, providerRef, state: 'processing', reason: '' };
  if (state === GAME_STATE.success) return { itemId, providerRef, state: 'success', reason: '' };
  if (state === GAME_STATE.failed) return { itemId, providerRef, state: 'failed', reason: '充值失败' };
  if (state === GAME_STATE.notSubmitted) {
    return { itemId, providerRef, state: 'failed', reason: '提交充值失败' };
  }
  throw new ProviderError('protocol', `game_state ${JSON.stringify(state)} for ${orderid}`);
}

export function createJuheClient(o: JuheClientOptions): ProviderClient {
  const base = o.baseUrl.replace(/\/$/, '');

  async function post(path: string, form: Record<string, string>): Promise<JuheAnswer> {
    const timeout = AbortSignal.timeout(o.timeoutMs);
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        signal: timeout,
      });
    } catch (error) {
      if (timeout.aborted) throw new ProviderError('timeout', `no answer within ${o.timeoutMs} ms`);
      throw new ProviderError('unavailable', `network: ${(error as Error).message}`);
    }
    const body = await res.text();
    if (res.status >= 500 || res.status === 429) throw new ProviderError('unavailable', `HTTP ${res.status}`);
    try {
      return JSON.parse(body) as JuheAnswer;
    } catch {
      throw new ProviderError('protocol', `HTTP ${res.status}, not JSON: ${body.slice(0, 80)}`);
    }
  }

  const words = (a: JuheAnswer) => `${text(a.reason, 120) || '聚合数据'} (juhe ${wireText(a.error_code)})`;

  async function queryOrder(itemId: number): Promise<ProviderOrder | null> {
    const orderid = juheOrderId(itemId);
    const answer = await post(JUHE_PATH.query, queryForm(o.credentials, orderid));
    const code = Number(answer.error_code);
    if (code === 0) return orderOfResult(answer.result, itemId, orderid);
    if (codeMeaning(code) === 'notFound') return null;
    throw new ProviderError('unavailable', words(answer));
  }

  return {
    async placeOrder({ itemId, phone, face }) {
      const orderid = juheOrderId(itemId);
      const form = orderForm(o.credentials, { orderid, phoneno: phone, cardnum: String(face) });
      const answer = await post(JUHE_PATH.order, form);
      const code = Number(answer.error_code);
      if (code === 0) return orderOfResult(answer.result, itemId, orderid);
      const meaning = codeMeaning(code);
      if (meaning === 'refused') throw new ProviderError('refused', words(answer));
      if (meaning === 'placed') {
        // Placed before (a resend after a crash, or an answer that was lost): never a second
        // top-up; its state is the one the query gives.
        const known = await queryOrder(itemId);
        if (known) return known;
      }
      throw new ProviderError('unavailable', words(answer));
    },
    queryOrder,
  };
}
