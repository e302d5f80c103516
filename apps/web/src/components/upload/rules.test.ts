import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  DEFAULT_CARD_TYPES,
  fitsLimit,
  isAcceptedType,
  isKindIn,
  isUnderLimit,
  SIMPLE_TYPES,
} from './rules';

const MB = 1024 * 1024;

describe('upload rules', () => {
  it('the simple upload takes jpeg and png only', () => {
    expect(isAcceptedType({ name: 'a.png', type: 'image/png' }, SIMPLE_TYPES)).toBe(true);
    expect(isAcceptedType({ name: 'a.jpg', type: 'image/jpeg' }, SIMPLE_TYPES)).toBe(true);
    expect(isAcceptedType({ name: 'a.gif', type: 'image/gif' }, SIMPLE_TYPES)).toBe(false);
    expect(isAcceptedType({ name: 'a.webp', type: 'image/webp' }, SIMPLE_TYPES)).toBe(false);
    expect(isAcceptedType({ name: 'a.png', type: 'text/plain' }, SIMPLE_TYPES)).toBe(false);
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(isAcceptedType({ name: 'A.JPG', type: '' }, SIMPLE_TYPES)).toBe(true);
    expect(isAcceptedType({ name: 'a.gif', type: '' }, SIMPLE_TYPES)).toBe(false);
    expect(isAcceptedType({ name: 'noext', type: '' }, SIMPLE_TYPES)).toBe(false);
  });

  it('the card upload takes png, jpeg, gif and jpg by default; jpg and jpeg are one kind', () => {
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['a.jpeg', 'image/jpeg'],
      ['a.gif', 'image/gif'],
    ] as const)
      expect(isAcceptedType({ name, type }, DEFAULT_CARD_TYPES)).toBe(true);
    expect(isAcceptedType({ name: 'a.webp', type: 'image/webp' }, DEFAULT_CARD_TYPES)).toBe(false);
    expect(isAcceptedType({ name: 'a.jpeg', type: 'image/jpeg' }, ['jpg'])).toBe(true);
    expect(isKindIn('jpg', ['jpeg'])).toBe(true);
    expect(isKindIn('GIF', ['png', 'gif'])).toBe(true);
    expect(isKindIn('gif', ['png', 'jpg'])).toBe(false);
  });

  it('sizes: the simple upload needs strictly under the limit, the card upload at most', () => {
    expect(isUnderLimit(2 * MB - 1, 2)).toBe(true);
    expect(isUnderLimit(2 * MB, 2)).toBe(false);
    expect(fitsLimit(2 * MB, 2)).toBe(true);
    expect(fitsLimit(2 * MB + 1, 2)).toBe(false);
    expect(fitsLimit(MB + 1, 1)).toBe(false);
  });

  it('builds the accept attribute of the file input', () => {
    expect(acceptAttribute(SIMPLE_TYPES)).toBe('image/jpeg,.jpg,.jpeg,image/png,.png');
    expect(acceptAttribute(['jpg', 'jpeg', 'gif'])).toBe('image/jpeg,.jpg,.jpeg,image/gif,.gif');
  });
});
