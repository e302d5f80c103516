import { describe, expect, it } from 'vitest';
import { todoHref, trendOf } from './trend';

describe('trendOf', () => {
  it('gives the direction and the relative change', () => {
    expect(trendOf(9, 8)).toEqual({ direction: 'up', ratio: 0.125 });
    expect(trendOf(6, 8)).toEqual({ direction: 'down', ratio: 0.25 });
    expect(trendOf('120.55', '241.10')).toEqual({ direction: 'down', ratio: 0.5 });
  });

  it('has no percentage after a period of nothing, and is flat for the same figure', () => {
    expect(trendOf(5, 0)).toEqual({ direction: 'new' });
    expect(trendOf('0.00', '0.00')).toEqual({ direction: 'flat' });
    expect(trendOf(3, 3)).toEqual({ direction: 'flat' });
    expect(trendOf(0, 4)).toEqual({ direction: 'down', ratio: 1 });
  });
});

describe('todoHref', () => {
  it('puts the filter in the query of the list’s route', () => {
    expect(todoHref({ path: '/order/list', filter: { status: 'rejected' } })).toBe(
      '/order/list?status=rejected',
    );
    expect(todoHref({ path: '/withdraw/record', filter: {} })).toBe('/withdraw/record');
  });
});
