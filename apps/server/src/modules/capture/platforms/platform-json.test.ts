import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPlatformJson, writePlatformJson } from './platform-json';

describe('platform JSON', () => {
  it('keeps every digit of a 64-bit id that JSON.parse rounds', () => {
    const text = '{"product_id":3626385938471239013,"room_id":-7301000001234567891,"n":29.5}';
    expect((JSON.parse(text) as { product_id: number }).product_id).toBe(3626385938471239000);
    expect(readPlatformJson(text)).toEqual({
      product_id: '3626385938471239013',
      room_id: '-7301000001234567891',
      n: 29.5,
    });
  });

  it('leaves numbers a double holds exactly, and the insides of strings, as JSON.parse reads them', () => {
    const text =
      '{"safe":9007199254740991,"f":1.2345678901234567e+25,"s":"x:36263859384712390139,\\"q\\"","a":[1,-2]}';
    expect(readPlatformJson(text)).toEqual(JSON.parse(text));
  });

  it('reads back what it writes: bigints as their digits, everything else unchanged', () => {
    const big = fc
      .bigInt({ min: -(2n ** 63n), max: 2n ** 64n })
      .filter((n) => !Number.isSafeInteger(Number(n)));
    // Doubles within ±1e15: an integral double past 2^53 is read as its digits, like an id.
    const leaf = fc.oneof(fc.string(), fc.integer(), fc.double({ min: -1e15, max: 1e15, noNaN: true }), big);
    const value = fc.dictionary(fc.string(), fc.oneof(leaf, fc.array(leaf, { maxLength: 4 })));
    fc.assert(
      fc.property(value, (v) => {
        const asText = (x: unknown): unknown =>
          typeof x === 'bigint' ? String(x) : Array.isArray(x) ? x.map(asText) : x;
        const expected: unknown = JSON.parse(
          JSON.stringify(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, asText(x)]))),
        );
        expect(readPlatformJson(writePlatformJson(v))).toEqual(expected);
      }),
    );
  });

  it('refuses what is not JSON, as JSON.parse does', () => {
    expect(() => readPlatformJson('{"a":12345678901234567890')).toThrow(SyntaxError);
    expect(() => readPlatformJson('<html>')).toThrow(SyntaxError);
  });
});
