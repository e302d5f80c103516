// JSON as the platforms write it. Their ids are 64-bit integers (Doudian's order, product, SKU,
// room and author ids; Kuaishou's order ids; Pinduoduo's goods and SKU ids) and arrive as bare
// JSON numbers: `JSON.parse` rounds one past 2^53 (3626385938471239013 → 3626385938471239000),
// and a mapping, a room or an anchor then points at another id without a sound. Here such a
// number is read as its digits (a string), every other value as JSON.parse reads it.

/** A bare integer of 16 digits or more may be past 2^53 (9007199254740992, 16 digits). */
const LONG_DIGITS = /\d{16}/;

/**
 * `text` parsed, every integer literal that a double cannot hold exactly kept as a string of its
 * digits (a JSON string's contents are never touched). Throws SyntaxError as JSON.parse does.
 */
export function readPlatformJson(text: string): unknown {
  // Most answers hold no such number: the native parser alone, at its own speed.
  if (!LONG_DIGITS.test(text)) return JSON.parse(text) as unknown;
  return JSON.parse(quoteLongIntegers(text)) as unknown;
}

/** The text with each unsafe integer literal outside strings put in quotes. */
function quoteLongIntegers(text: string): string {
  let out = '';
  let copied = 0;
  for (let i = 0; i < text.length;) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string is skipped whole: its contents are never a number.
      i = afterString(text, i + 1);
      continue;
    }
    if (c !== 0x2d && (c < 0x30 || c > 0x39)) {
      i += 1;
      continue;
    }
    let end = i + 1;
    while (end < text.length && isNumberChar(text.charCodeAt(end))) end += 1;
    if (end - i >= 16) {
      const literal = text.slice(i, end);
      if (/^-?\d{16,}$/.test(literal) && !Number.isSafeInteger(Number(literal))) {
        out += `${text.slice(copied, i)}"${literal}"`;
        copied = end;
      }
    }
    i = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * The index after the quote that closes the string whose contents start at `from` (a quote after
 * an odd run of backslashes is escaped). The native search jumps over the contents: ciphers and
 * addresses are most of a platform's answer.
 */
function afterString(text: string, from: number): number {
  for (let q = text.indexOf('"', from); q !== -1; q = text.indexOf('"', q + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(q - 1 - backslashes) === 0x5c) backslashes += 1;
    if (backslashes % 2 === 0) return q + 1;
  }
  return text.length;
}

/** Digits, sign, decimal point and exponent: the characters a JSON number is made of. */
const isNumberChar = (c: number) =>
  (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x2d || c === 0x2b || c === 0x65 || c === 0x45;

const BIG = '\u0000int64:';

/**
 * JSON with every `bigint` written as a bare number, as the platforms write 64-bit ids (the fakes
 * answer with it; `JSON.stringify` refuses a bigint).
 */
export function writePlatformJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${BIG}${v}` : v));
  return text.includes('\\u0000int64:') ? text.replace(/"\\u0000int64:(-?\d+)"/g, '$1') : text;
}

/** A platform id kept as text (the fakes' books) as the 64-bit number the platform writes. */
export const int64 = (id: string): bigint => BigInt(id);
