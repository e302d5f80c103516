import { describe, expect, it } from 'vitest';
import type { TopupPreviewLine } from '@console/contract';
import {
  anyProcessing,
  anyUnsettled,
  draftOf,
  dropInvalid,
  dropLine,
  progressOf,
  replaceLine,
  shortBy,
  textOf,
} from './draft';

const line = (line_no: number, phone: string, amount: string, error: TopupPreviewLine['error'] = null) =>
  ({
    line_no,
    phone,
    amount,
    carrier: error ? null : 'mobile',
    face: error ? null : `${amount}.00`,
    price: error ? null : '49.25',
    error,
    message: error ? 'wrong' : null,
  }) satisfies TopupPreviewLine;

describe('a batch draft', () => {
  it('goes back to text one line each, so that line_no is its place plus one', () => {
    expect(
      textOf([
        { phone: '13800138000', amount: '50' },
        { phone: '1380013', amount: '' },
      ]),
    ).toBe('13800138000 50\n1380013');
  });

  it('keeps the place of an emptied line and of a line without number', () => {
    expect(
      textOf([
        { phone: '', amount: '' },
        { phone: '', amount: '50' },
        { phone: '139 0000 0000', amount: '20' },
      ]),
    ).toBe('-\n- 50\n13900000000 20');
  });

  it('drops what would split a line into more parts (spaces, commas, semicolons)', () => {
    expect(textOf([{ phone: '138,0013;8000', amount: '5 0' }])).toBe('13800138000 50');
  });

  it('is read from a preview, and a line is replaced or dropped by its place', () => {
    const draft = draftOf([line(1, '13800138000', '50'), line(2, '13900139000', '20')]);
    expect(draft).toEqual([
      { phone: '13800138000', amount: '50' },
      { phone: '13900139000', amount: '20' },
    ]);
    expect(replaceLine(draft, 1, { phone: '1', amount: '2' })[1]).toEqual({ phone: '1', amount: '2' });
    expect(dropLine(draft, 0)).toEqual([{ phone: '13900139000', amount: '20' }]);
  });

  it('drops the lines in error, found by their place', () => {
    const draft = [
      { phone: '13800138000', amount: '50' },
      { phone: '123', amount: '50' },
      { phone: '13900139000', amount: '7' },
    ];
    const preview = [
      line(1, '13800138000', '50'),
      line(2, '123', '50', 'phone_invalid'),
      line(3, '13900139000', '7', 'amount_invalid'),
    ];
    expect(dropInvalid(draft, preview)).toEqual([{ phone: '13800138000', amount: '50' }]);
  });
});

describe('money and progress', () => {
  it('says by how much the balance is short, to the cent', () => {
    expect(shortBy('100.00', '99.99')).toBeNull();
    expect(shortBy('100.00', '100.00')).toBeNull();
    expect(shortBy('100.00', '100.01')).toBe('0.01');
    expect(shortBy('0.10', '2955.30')).toBe('2955.20');
    expect(shortBy('x', '1.00')).toBeNull();
  });

  it('counts a batch settled by its succeeded and failed items', () => {
    expect(progressOf({ item_count: 3, succeeded: 1, failed: 1 })).toBe(66);
    expect(progressOf({ item_count: 4, succeeded: 3, failed: 1 })).toBe(100);
    expect(progressOf({ item_count: 0, succeeded: 0, failed: 0 })).toBe(100);
  });

  it('asks again while a batch is processing', () => {
    expect(anyProcessing([{ status: 'finished' }, { status: 'processing' }])).toBe(true);
    expect(anyProcessing([{ status: 'finished' }])).toBe(false);
    expect(anyProcessing(undefined)).toBe(false);
    expect(anyUnsettled([{ status: 'succeeded' }, { status: 'recharging' }])).toBe(true);
    expect(anyUnsettled([{ status: 'succeeded' }, { status: 'failed' }])).toBe(false);
  });
});

describe('the checks beside the draft', () => {
  it('leave and change with their lines, so that no row shows another line’s check', () => {
    const checks = [line(1, '13800138000', '50'), undefined, line(3, '123', '5', 'phone_invalid')];
    expect(dropLine(checks, 0)).toEqual([undefined, checks[2]]);
    expect(replaceLine(checks, 2, undefined)).toEqual([checks[0], undefined, undefined]);
    expect(
      dropInvalid(
        [
          { phone: 'a', amount: '' },
          { phone: 'b', amount: '' },
          { phone: 'c', amount: '' },
        ],
        checks,
      ),
    ).toEqual([
      { phone: 'a', amount: '' },
      { phone: 'b', amount: '' },
    ]);
  });
});
