// What an audit record says about a call's payload: the object it designates and a short summary
// of what it sent. Secrets never enter a record; personal data enters masked (decision 054).

/** Keys whose values are secrets: dropped, not masked (a masked password still tells its length). */
const SECRET_KEY =
  /pass(word)?|pwd|confirm|secret|token|(^|_)key$|(^|_)code$|captcha|otp|sig(nature)?$|recovery/i;
/** Keys of personal data kept masked: phones, ID numbers, cards and accounts, names, addresses. */
const PHONE_KEY = /phone|mobile|tel$/i;
const ID_KEY = /id_?card|id_?number|id_?no$|identity|cert/i;
const ACCOUNT_KEY = /account|card|bank/i;
const NAME_KEY = /^(customer_name|real_name|contact|receiver|consignee)$|address/i;

const ID_LIKE = /^\d{17}[\dXx]$|^\d{15}$/;
const MOBILE_LIKE = /^1\d{10}$/;
const LONG_DIGITS = /^\d{12,}$/;

/** Keeps `head` and `tail` characters; everything between becomes stars (at least four). */
function keepEnds(value: string, head: number, tail: number): string {
  if (value.length <= head + tail) return '*'.repeat(Math.max(4, value.length));
  const end = tail > 0 ? value.slice(-tail) : '';
  return value.slice(0, head) + '*'.repeat(Math.max(4, value.length - head - tail)) + end;
}

/** A value of personal data, masked; an ID number never keeps more than its last four. */
export function maskValue(key: string, value: string): string {
  const v = value.trim();
  if (ID_KEY.test(key) || ID_LIKE.test(v)) return keepEnds(v, 0, 4);
  if (PHONE_KEY.test(key) || MOBILE_LIKE.test(v)) return keepEnds(v, 3, 4);
  if (ACCOUNT_KEY.test(key) || LONG_DIGITS.test(v)) return keepEnds(v, 0, 4);
  if (NAME_KEY.test(key)) return keepEnds(v, 1, 0);
  // A number inside free text (a remark): masked where it stands.
  return v
    .replace(/(?<!\d)\d{17}[\dXx](?![\dXx])|(?<!\d)\d{15}(?!\d)/g, (id) => keepEnds(id, 0, 4))
    .replace(/(?<!\d)1\d{10}(?!\d)/g, (phone) => keepEnds(phone, 3, 4));
}

interface Limits {
  text: number;
  items: number;
}

function shorten(key: string, value: unknown, limits: Limits, depth: number): unknown {
  if (typeof value === 'string') {
    const masked = maskValue(key, value);
    return masked.length > limits.text ? `${masked.slice(0, limits.text)}…` : masked;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    return typeof value === 'number' && MOBILE_LIKE.test(String(value))
      ? maskValue(key, String(value))
      : value;
  }
  if (Array.isArray(value)) {
    const kept = value.slice(0, limits.items).map((item) => shorten(key, item, limits, depth + 1));
    return value.length > limits.items ? [...kept, `…+${value.length - limits.items}`] : kept;
  }
  if (typeof value === 'object' && value !== undefined) {
    if (depth >= 3) return '{…}';
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (SECRET_KEY.test(k) || v === undefined) continue;
      out[k] = shorten(k, v, limits, depth + 1);
    }
    return out;
  }
  return undefined;
}

export const SUMMARY_MAX = 1000;

/** The payload as a short JSON (at most `SUMMARY_MAX` characters), secrets dropped, personal data masked. */
export function summarize(payload: unknown): string {
  if (payload === undefined || payload === null) return '{}';
  for (const limits of [
    { text: 60, items: 10 },
    { text: 20, items: 3 },
  ]) {
    const text = JSON.stringify(shorten('', payload, limits, 0)) ?? '{}';
    if (text.length <= SUMMARY_MAX) return text;
  }
  const keys = typeof payload === 'object' ? Object.keys(payload).filter((k) => !SECRET_KEY.test(k)) : [];
  return JSON.stringify({ fields: keys.slice(0, 40) }).slice(0, SUMMARY_MAX);
}

const VERBS = new Set(['save', 'add', 'delete', 'change', 'logout', 'set', 'update', 'remove']);
const ID_FIELD = /^(id|ids)$|_(id|ids|no|nos)$/;
const OBJECT_MAX = 200;

/**
 * What the call designates: the kind (the first noun of the call's name, `orderFlag` → `order`)
 * and the ids its payload names (`order 12,13`, `capture shop_id=4`). Ids are not personal data.
 */
export function objectOf(endpointName: string, payload: unknown): string {
  const words = endpointName.split(/(?=[A-Z])/).map((w) => w.toLowerCase());
  // `saveStore` is about the store, `deletePayee` a payee: a leading verb is not the kind.
  const kind = (VERBS.has(words[0]!) && words[1] ? words[1] : words[0]) ?? endpointName;
  const parts: string[] = [];
  if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
    for (const [key, value] of Object.entries(payload as Record<string, unknown>)) {
      if (!ID_FIELD.test(key) || SECRET_KEY.test(key)) continue;
      const values = (Array.isArray(value) ? (value as unknown[]) : [value]).filter(
        (v): v is number | string => (typeof v === 'number' && v > 0) || (typeof v === 'string' && v !== ''),
      );
      if (!values.length) continue;
      const list = values.slice(0, 20).map((v) => (typeof v === 'number' ? String(v) : maskValue(key, v)));
      const more = values.length > 20 ? `,…+${values.length - 20}` : '';
      parts.push(key === 'id' || key === 'ids' ? list.join(',') + more : `${key}=${list.join(',')}${more}`);
    }
  }
  return [kind, ...parts].join(' ').slice(0, OBJECT_MAX);
}
