import {
  carrierOf,
  type Language,
  TOPUP_CARRIER_FACES,
  TOPUP_CARRIERS,
  TOPUP_FACE_AMOUNTS,
  type TopupCarrier,
  type TopupLineError,
  type TopupPreviewLine,
  type TopupTotals,
} from '@console/contract';
import { parseCents } from '@console/contract';
import type { Config } from '../../plugins/config';
import { translate } from '../../lib/i18n';
import { fromCents } from '../../lib/money';

// One batch's lines: read from pasted text or a sheet, checked one by one, priced to the cent.

export interface LineInput {
  lineNo: number;
  phone: string;
  amount: string;
}

export interface CheckedLine {
  lineNo: number;
  phone: string;
  amount: string;
  carrier: TopupCarrier | null;
  /** Whole yuan, when the amount is one of the face amounts. */
  face: number | null;
  priceCents: number | null;
  error: TopupLineError | null;
}

/** Basis points (hundredths of a percent) of the face amount a merchant pays, per carrier. */
export type Rates = Readonly<Record<TopupCarrier, number>>;

/** The partner's rates of TOPUP_DISCOUNTS: its own carriers over `"*"`'s; a carrier in neither pays the face. */
export function ratesOf(config: Pick<Config, 'TOPUP_DISCOUNTS'>, partnerId: number): Rates {
  const all = config.TOPUP_DISCOUNTS['*'] ?? {};
  const own = config.TOPUP_DISCOUNTS[String(partnerId)] ?? {};
  const rates = {} as Record<TopupCarrier, number>;
  for (const carrier of TOPUP_CARRIERS) {
    const text = own[carrier] ?? all[carrier] ?? '100';
    rates[carrier] = Number(parseCents(text) ?? 10_000n);
  }
  return rates;
}

/**
 * The price of a face amount: face × rate, in cents, half a cent up. Whole numbers only: a face of
 * `f` yuan at `bp` basis points is f × bp / 100 cents exactly before the rounding.
 */
export const priceCents = (face: number, bp: number) => Math.floor((face * bp + 50) / 100);

/** "98.50" from basis points. */
export const rateText = (bp: number) => fromCents(bp);

/** A number as typed: spaces and dashes dropped, a leading +86 / 86 dropped from 13 digits. */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/[\s\-()]/g, '');
  return /^\+?86\d{11}$/.test(digits) ? digits.slice(-11) : digits;
}

/** Pasted text: a line each, `phone amount` with spaces, tabs, commas or semicolons between. */
export function linesOfText(text: string): LineInput[] {
  const lines: LineInput[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const parts = line
      .trim()
      .split(/[\s,;，；]+/)
      .filter(Boolean);
    if (!parts.length) return;
    const amount = parts.length > 1 ? parts[parts.length - 1]! : '';
    const phone = parts.length > 1 ? parts.slice(0, -1).join('') : parts[0]!;
    lines.push({ lineNo: i + 1, phone: phone.slice(0, 32), amount: amount.slice(0, 16) });
  });
  return lines;
}

const FACES = new Set<number>(TOPUP_FACE_AMOUNTS);
const AMOUNT = /^(\d{1,4})(\.0{1,2})?(元)?$/;

/** Each line's carrier, face amount and price, or its first error; a number's second line is a duplicate. */
export function checkLines(inputs: readonly LineInput[], rates: Rates): CheckedLine[] {
  const seen = new Set<string>();
  return inputs.map((input) => {
    const phone = normalizePhone(input.phone);
    const amount = input.amount.trim();
    const match = AMOUNT.exec(amount);
    const face = match && FACES.has(Number(match[1])) ? Number(match[1]) : null;
    const carrier = /^1\d{10}$/.test(phone) ? carrierOf(phone) : null;
    let error: TopupLineError | null = null;
    if (!/^1\d{10}$/.test(phone)) error = 'phone_invalid';
    else if (!carrier) error = 'carrier_unknown';
    else if (face === null) error = 'amount_invalid';
    else if (!TOPUP_CARRIER_FACES[carrier].includes(face)) error = 'face_not_allowed';
    else if (seen.has(phone)) error = 'duplicate';
    if (!error) seen.add(phone);
    return {
      lineNo: input.lineNo,
      phone,
      amount,
      carrier,
      face,
      priceCents: !error && carrier && face ? priceCents(face, rates[carrier]) : null,
      error,
    };
  });
}

export function totalsOf(lines: readonly CheckedLine[]): TopupTotals {
  let face = 0;
  let price = 0;
  let valid = 0;
  for (const l of lines) {
    if (l.error) continue;
    valid += 1;
    face += l.face! * 100;
    price += l.priceCents!;
  }
  return {
    lines: lines.length,
    valid,
    invalid: lines.length - valid,
    face_total: fromCents(face),
    price_total: fromCents(price),
  };
}

export function previewLine(l: CheckedLine, lang: Language): TopupPreviewLine {
  return {
    line_no: l.lineNo,
    phone: l.phone,
    amount: l.amount,
    carrier: l.carrier,
    face: l.face === null ? null : fromCents(l.face * 100),
    price: l.priceCents === null ? null : fromCents(l.priceCents),
    error: l.error,
    message: l.error
      ? translate(lang, `topup.line.${l.error}`, {
          face: l.face ?? '',
          carrier: l.carrier ? translate(lang, `topup.carrier.${l.carrier}`) : '',
        })
      : null,
  };
}
