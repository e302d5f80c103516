import { useState } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { afterLoginPath } from '@/lib/redirect';
import { useSession } from '@/lib/session-store';

/**
 * A signed-in user who arrives on the login page goes on to `/` (or to the redirect). Only the
 * arrival counts: the login page stores the token itself before it moves on, and must not be
 * overtaken by this guard.
 */
export function GuestOnly() {
  const [signedIn] = useState(() => Boolean(useSession.getState().token));
  const [params] = useSearchParams();
  if (signedIn) return <Navigate to={afterLoginPath(params.get('redirect'))} replace />;
  return <Outlet />;
}
