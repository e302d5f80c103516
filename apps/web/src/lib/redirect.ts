/**
 * The `redirect` query of the login page comes from the address bar, so anyone can craft it.
 * Only an internal path is followed: it must start with one `/`, and `//host` or `/\host`
 * (which browsers read as another origin) and control characters are refused.
 */
export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || raw.length > 2048) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//')) return fallback;
  if (raw.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  return raw;
}

export const LOGIN_PATH = '/auth/login';

/** Where to go after signing in: the redirect when it is safe and not another auth page. */
export function afterLoginPath(raw: string | null | undefined): string {
  const target = safeRedirect(raw);
  return target === '/auth' || target.startsWith('/auth/') || target.startsWith('/auth?') ? '/' : target;
}

/** The login address that brings the user back to `pathWithQuery` after signing in. */
export function loginPathFor(pathWithQuery: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathWithQuery)}`;
}

/** True when the hash route (the app uses a hash router) is the login page. */
export function onLoginRoute(hash: string = location.hash): boolean {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path === LOGIN_PATH || path === `${LOGIN_PATH}/`;
}
