import { describe, expect, it } from 'vitest';
import { carrierOf } from '@console/contract';
import { checkLines, linesOfText, normalizePhone, priceCents, ratesOf, totalsOf } from './lines';

const rates = { mobile: 9850, unicom: 9800, telecom: 9850, broadcast: 9900 };

describe('the carrier of a number', () => {
  it('comes from its longest prefix', () => {
    expect(carrierOf('13800138000')).toBe('mobile');
    expect(carrierOf('18612345678')).toBe('unicom');
    expect(carrierOf('13300000001')).toBe('telecom');
    expect(carrierOf('19200000001')).toBe('broadcast');
    // Virtual operators split 170 by the fourth digit; 1349 and 1740 are satellite, no carrier.
    expect(carrierOf('17001234567')).toBe('telecom');
    expect(carrierOf('17031234567')).toBe('mobile');
    expect(carrierOf('17091234567')).toBe('unicom');
    expect(carrierOf('13491234567')).toBeNull();
    expect(carrierOf('17401234567')).toBeNull();
    expect(carrierOf('17451234567')).toBeNull();
    expect(carrierOf('17461234567')).toBe('telecom');
    expect(carrierOf('12000000000')).toBeNull();
  });
});

describe('pricing', () => {
  it('is face × rate to the cent, half a cent up', () => {
    expect(priceCents(50, 9850)).toBe(4925);
    expect(priceCents(30, 9850)).toBe(2955);
    expect(priceCents(10, 9733)).toBe(973); // 97.33 → 9.733
    expect(priceCents(30, 9755)).toBe(2927); // 29.265 → 29.27
    expect(priceCents(500, 10000)).toBe(50000);
    expect(priceCents(10, 1)).toBe(0); // 0.001 → 0.00
    expect(priceCents(10, 5)).toBe(1); // 0.005 → 0.01
  });

  it('reads the partner rates over the "*" ones, a carrier in neither at the face amount', () => {
    const config = { TOPUP_DISCOUNTS: { '*': { mobile: '98.5', unicom: '98' }, '62': { mobile: '97.25' } } };
    expect(ratesOf(config, 1)).toEqual({ mobile: 9850, unicom: 9800, telecom: 10000, broadcast: 10000 });
    expect(ratesOf(config, 62)).toEqual({ mobile: 9725, unicom: 9800, telecom: 10000, broadcast: 10000 });
  });
});

describe('lines', () => {
  it('are read from pasted text with any separator, blank lines skipped, numbers kept', () => {
    expect(
      linesOfText('13800138000 50\n\n186-1234-5678,100\r\n  +86 133 0000 0001\t30 \n13900000001'),
    ).toEqual([
      { lineNo: 1, phone: '13800138000', amount: '50' },
      { lineNo: 3, phone: '186-1234-5678', amount: '100' },
      { lineNo: 4, phone: '+8613300000001', amount: '30' },
      { lineNo: 5, phone: '13900000001', amount: '' },
    ]);
    expect(normalizePhone('+86 133-0000-0001')).toBe('13300000001');
    expect(normalizePhone('8613300000001')).toBe('13300000001');
  });

  it('each get their first error, and a number twice is a duplicate', () => {
    const lines = checkLines(
      [
        { lineNo: 1, phone: '13800138000', amount: '50' },
        { lineNo: 2, phone: '1380013800', amount: '50' },
        { lineNo: 3, phone: '17401234567', amount: '50' },
        { lineNo: 4, phone: '13900000001', amount: '45' },
        { lineNo: 5, phone: '13900000002', amount: '50.5' },
        { lineNo: 6, phone: '19200000001', amount: '300' },
        { lineNo: 7, phone: '13800138000', amount: '20' },
        { lineNo: 8, phone: '13300000001', amount: '30.00' },
        { lineNo: 9, phone: 'abc', amount: 'x' },
      ],
      rates,
    );
    expect(lines.map((l) => l.error)).toEqual([
      null,
      'phone_invalid',
      'carrier_unknown',
      'amount_invalid',
      'amount_invalid',
      'face_not_allowed',
      'duplicate',
      null,
      'phone_invalid',
    ]);
    expect(lines[0]).toMatchObject({ carrier: 'mobile', face: 50, priceCents: 4925 });
    expect(lines[7]).toMatchObject({ carrier: 'telecom', face: 30, priceCents: 2955 });
    expect(totalsOf(lines)).toEqual({
      lines: 9,
      valid: 2,
      invalid: 7,
      face_total: '80.00',
      price_total: '78.80',
    });
  });
});
