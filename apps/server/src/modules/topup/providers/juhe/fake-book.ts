import { carrierOf, TOPUP_FAKE_FAIL_REASON, TOPUP_FAKE_FAIL_SUFFIX } from '@console/contract';
import type { OrderState } from '../provider';
import {
  CALLBACK_STA,
  callbackSign,
  GAME_STATE,
  JUHE_CODES,
  JUHE_FACES,
  JUHE_REASONS,
  type JuheCredentials,
  ORDER_ID,
  orderSign,
} from './protocol';

// The fake Juhe's order book: the order call, the status query and the callback as Juhe's
// publication shows them (protocol.ts names the sources), not as our client reads them. Answers
// copy the documented examples field for field: strings everywhere but `ordercash` (a number),
// `error_code` a number, `result` null on an error.

export interface FakeJuheOrder {
  /** The generic view (TopupFake.orders). */
  orderId: string;
  state: OrderState;
  sporder_id: string;
  phoneno: string;
  cardnum: string;
  game_state: string;
  err_msg: string;
  ordercash: number;
}

export type JuheForm = Record<string, string>;
export type JuheReply = { reason: string; result: unknown; error_code: number };

const refusal = (code: number): JuheReply => ({
  reason: JUHE_REASONS[code] ?? '',
  result: null,
  error_code: code,
});

const CARRIER_WORDS = { mobile: '移动', unicom: '联通', telecom: '电信', broadcast: '广电' } as const;

/** `sporder_id` as in the examples: 17 digits of time, then a serial ("20141120174602882"). */
function sporderId(serial: number, now = new Date()) {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const day = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}`;
  const time = `${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}${p(now.getMilliseconds(), 3)}`;
  return `${day}${time}${p(serial, 4)}`;
}

export function createOrderBook(credentials: JuheCredentials) {
  const orders = new Map<string, FakeJuheOrder>();
  const placed = new Map<string, number>();
  const toppedUp = new Map<string, number>();
  let serial = 0;

  /** onlineorder: key, phoneno, cardnum, orderid, sign. */
  function place(form: JuheForm): JuheReply {
    if (form.key !== credentials.key) return refusal(JUHE_CODES.badKey);
    const { phoneno = '', cardnum = '', orderid = '' } = form;
    if (form.sign?.toLowerCase() !== orderSign(credentials, { phoneno, cardnum, orderid })) {
      return refusal(JUHE_CODES.badSign);
    }
    if (!ORDER_ID.test(orderid)) return refusal(JUHE_CODES.orderIdForm);
    if (!/^1\d{10}$/.test(phoneno)) return refusal(JUHE_CODES.badPhone);
    const face = Number(cardnum);
    if (!JUHE_FACES.includes(face) || String(face) !== cardnum) return refusal(JUHE_CODES.badFace);
    const carrier = carrierOf(phoneno);
    if (!carrier) return refusal(JUHE_CODES.notAllowed);
    placed.set(orderid, (placed.get(orderid) ?? 0) + 1);
    if (orders.has(orderid)) return refusal(JUHE_CODES.duplicateOrderId);
    serial += 1;
    const order: FakeJuheOrder = {
      orderId: orderid,
      state: 'processing',
      sporder_id: sporderId(serial),
      phoneno,
      cardnum,
      game_state: GAME_STATE.processing,
      err_msg: '',
      ordercash: Math.round(face * 98.5) / 100,
    };
    orders.set(orderid, order);
    return {
      reason: '订单提交成功，等待充值',
      result: {
        cardid: `19${Object.keys(CARRIER_WORDS).indexOf(carrier)}${String(face).padStart(4, '0')}`,
        cardnum: '1',
        ordercash: order.ordercash,
        cardname: `${CARRIER_WORDS[carrier]}话费${face}元直充`,
        sporder_id: order.sporder_id,
        uorderid: orderid,
        game_userid: phoneno,
        game_state: order.game_state,
      },
      error_code: 0,
    };
  }

  /** ordersta: key, orderid. */
  function query(form: JuheForm): JuheReply {
    if (form.key !== credentials.key) return refusal(JUHE_CODES.badKey);
    const order = orders.get(form.orderid ?? '');
    if (!order) return refusal(JUHE_CODES.noSuchOrder);
    return {
      reason: '查询成功',
      result: {
        uordercash: order.ordercash.toFixed(3),
        sporder_id: order.sporder_id,
        game_state: order.game_state,
      },
      error_code: 0,
    };
  }

  /** Ends a processing order (a number ending in the fail suffix fails); the callback form, or null. */
  function settle(orderid: string): string | null {
    const order = orders.get(orderid);
    if (!order || order.game_state !== GAME_STATE.processing) return null;
    const fails = order.phoneno.endsWith(TOPUP_FAKE_FAIL_SUFFIX);
    order.game_state = fails ? GAME_STATE.failed : GAME_STATE.success;
    order.state = fails ? 'failed' : 'success';
    order.err_msg = fails ? TOPUP_FAKE_FAIL_REASON : '';
    if (!fails) toppedUp.set(orderid, (toppedUp.get(orderid) ?? 0) + 1);
    const form: JuheForm = {
      sporder_id: order.sporder_id,
      orderid,
      sta: fails ? CALLBACK_STA.failed : CALLBACK_STA.success,
      sign: callbackSign(credentials.key, { sporder_id: order.sporder_id, orderid }),
    };
    if (fails) form.err_msg = order.err_msg;
    return new URLSearchParams(form).toString();
  }

  return { orders, placed, toppedUp, place, query, settle };
}

export type OrderBook = ReturnType<typeof createOrderBook>;
