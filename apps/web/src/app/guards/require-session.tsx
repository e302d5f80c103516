import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loadMerchantInfo } from '@/lib/merchant-info';
import { readCookie } from '@/lib/cookie';
import { LOGIN_PATH, loginPathFor } from '@/lib/redirect';
import { TOKEN_COOKIE, clearSession, useSession } from '@/lib/session-store';
import { BootFallback } from '../routes/boot-fallback';

// One request even when StrictMode (or two guards) ask together.
let pending: Promise<unknown> | null = null;

function ensureMerchant(): void {
  pending ??= loadMerchantInfo()
    .catch(() => clearSession()) // the guard then sends to login with a redirect back here
    .finally(() => {
      pending = null;
    });
}

/**
 * Spec section 4: no token → login with `redirect` holding the full path and query; a token
 * but no merchant yet → fetch the merchant info first, signing out if that fails.
 */
export function RequireSession() {
  const token = useSession((s) => s.token);
  const merchant = useSession((s) => s.merchant);
  const loggedOut = useSession((s) => s.loggedOut);
  const location = useLocation();
  // The cookie is the shared truth: another tab may have signed in since this one loaded.
  const cookieToken = token ? null : (readCookie(TOKEN_COOKIE) ?? null);

  useEffect(() => {
    if (cookieToken) useSession.setState({ token: cookieToken, loggedOut: false });
    else if (token && !merchant) ensureMerchant();
  }, [cookieToken, token, merchant]);

  if (cookieToken) return <BootFallback />;
  if (!token) {
    const target = loggedOut ? LOGIN_PATH : loginPathFor(location.pathname + location.search);
    return <Navigate to={target} replace />;
  }
  if (!merchant) return <BootFallback />;
  return <Outlet />;
}
