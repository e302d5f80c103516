import { describe, expect, it } from 'vitest';
import { refusalFor, toggle } from './selection';

const MB = 1024 * 1024;
const image = (id: number, ext = 'png', file_size = 1000) => ({ id, ext, file_size });

describe('selection limits', () => {
  it('no limits: anything may join', () => {
    expect(refusalFor(image(1, 'gif', 2 * MB), 99, {})).toBeNull();
  });

  it('allowed kinds by extension (jpg and jpeg alike)', () => {
    const limits = { types: ['png', 'jpeg'] };
    expect(refusalFor(image(1, 'gif'), 0, limits)).toEqual({ reason: 'type' });
    expect(refusalFor(image(1, 'jpg'), 0, limits)).toBeNull();
    expect(refusalFor(image(1, 'PNG'), 0, limits)).toBeNull();
  });

  it('largest size in MB', () => {
    expect(refusalFor(image(1, 'png', MB + 1), 0, { maxSizeMb: 1 })).toEqual({ reason: 'size', mb: 1 });
    expect(refusalFor(image(1, 'png', MB), 0, { maxSizeMb: 1 })).toBeNull();
  });

  it('most images', () => {
    expect(refusalFor(image(1), 3, { maxCount: 3 })).toEqual({ reason: 'count', max: 3 });
    expect(refusalFor(image(1), 2, { maxCount: 3 })).toBeNull();
  });

  it('the kind is checked first, then the size, then the count', () => {
    const limits = { types: ['png'], maxSizeMb: 1, maxCount: 1 };
    expect(refusalFor(image(1, 'gif', 2 * MB), 1, limits)?.reason).toBe('type');
    expect(refusalFor(image(1, 'png', 2 * MB), 1, limits)?.reason).toBe('size');
    expect(refusalFor(image(1, 'png', 10), 1, limits)?.reason).toBe('count');
  });

  it('toggle: joins at the end, leaves whatever the limits', () => {
    const a = image(1);
    const b = image(2);
    expect(toggle([a], b, {})).toEqual({ selected: [a, b] });
    expect(toggle([a, b], a, { maxCount: 1, types: ['gif'] })).toEqual({ selected: [b] });
    expect(toggle([a], b, { maxCount: 1 })).toEqual({ refusal: { reason: 'count', max: 1 } });
  });
});
