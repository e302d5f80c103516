import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor, onLoginRoute, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/order', '/order'],
    ['/order/list?page=2&status=1', '/order/list?page=2&status=1'],
    ['/', '/'],
  ])('follows the internal path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['order'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/order\n/x'],
    [`/${'a'.repeat(3000)}`],
  ])('refuses %j and goes to /', (raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });

  it('builds a login path that round-trips through the query', () => {
    const path = loginPathFor('/order/list?page=2&q=a b');
    const redirect = new URLSearchParams(path.split('?')[1]).get('redirect');
    expect(path.startsWith('/auth/login?redirect=')).toBe(true);
    expect(safeRedirect(redirect)).toBe('/order/list?page=2&q=a b');
  });

  it('recognises the login route in the hash', () => {
    expect(onLoginRoute('#/auth/login')).toBe(true);
    expect(onLoginRoute('#/auth/login?redirect=%2Forder')).toBe(true);
    expect(onLoginRoute('#/auth/register')).toBe(false);
    expect(onLoginRoute('#/order')).toBe(false);
  });
});

describe('afterLoginPath', () => {
  it('follows a safe redirect', () => {
    expect(afterLoginPath('/order?page=2')).toBe('/order?page=2');
  });

  it.each(['/auth/login', '/auth', '/auth/register?x=1', '//evil.example', null])(
    'goes to / for %j',
    (raw) => {
      expect(afterLoginPath(raw)).toBe('/');
    },
  );

  it('does not mistake a path that only starts with "auth" for an auth page', () => {
    expect(afterLoginPath('/authors')).toBe('/authors');
  });
});
