import { Navigate, createHashRouter, type RouteObject } from 'react-router';
import { GuestOnly } from './guards/guest-only';
import { RequireSession } from './guards/require-session';
import type { RouteHandle } from './route-handle';
import { BootFallback } from './routes/boot-fallback';
import { RouteError } from './routes/route-error';

const title = (key: NonNullable<RouteHandle['title']>): RouteHandle => ({ title: key });

/**
 * Every page is a lazy chunk: the sign-in route downloads the entry, the auth layout and the
 * login page only; the main layout (with TanStack Query and dayjs) loads after signing in.
 */
export const routes: RouteObject[] = [
  {
    path: '/auth',
    HydrateFallback: BootFallback,
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
    children: [
      { index: true, element: <Navigate to="login" replace /> },
      {
        path: 'login',
        Component: GuestOnly,
        children: [
          {
            index: true,
            handle: title('title.login'),
            lazy: async () => ({ Component: (await import('@/features/auth/routes/login-page')).LoginPage }),
          },
        ],
      },
      {
        path: 'register',
        handle: title('title.register'),
        lazy: async () => ({
          Component: (await import('@/features/auth/routes/register-page')).RegisterPage,
        }),
      },
      {
        path: 'forget',
        handle: title('title.forget'),
        lazy: async () => ({ Component: (await import('@/features/auth/routes/forget-page')).ForgetPage }),
      },
      {
        path: 'activate',
        handle: title('title.activate'),
        lazy: async () => ({
          Component: (await import('@/features/auth/routes/activate-page')).ActivatePage,
        }),
      },
      { path: '*', element: <Navigate to="/auth/login" replace /> },
    ],
  },
  {
    path: '/',
    Component: RequireSession,
    HydrateFallback: BootFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/main-layout')).MainLayout }),
        children: [
          { index: true, element: <Navigate to="/order" replace /> },
          {
            path: 'order',
            handle: title('title.orders'),
            lazy: async () => ({
              Component: (await import('@/features/orders/routes/orders-page')).OrdersPage,
            }),
          },
          {
            path: '*',
            handle: title('title.not_found'),
            lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createHashRouter(routes);
