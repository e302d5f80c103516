import type { ComponentType } from 'react';
import { Navigate, createHashRouter, createPath, replace, type RouteObject } from 'react-router';
import type { RouteDef, RouteName } from '@console/contract';
import { isChunkLoadError, withChunkTimeout } from '@/lib/chunk-errors';
import { i18n, loadConsoleNamespaces, loadDomainNamespaces } from '@/lib/i18n';
import { ROUTE_LIST, homePath, isPage } from '@/lib/route-table';
import { useSession } from '@/lib/session-store';
import { useSite } from '@/lib/site-store';
import { toast } from '@/lib/toast';
import { reportChunkFailure } from '@/lib/version-dialog-store';
import { GuestOnly } from './guards/guest-only';
import { RequireSession } from './guards/require-session';
import { loadsWithPages, namespacesOf } from '@/lib/domain-namespaces';
import type { RouteHandle } from './route-handle';
import { BootFallback } from './routes/boot-fallback';
import { LoadFailed, RouteError } from './routes/route-error';
import { resolvePage } from '@/lib/page-module';

const title = (key: NonNullable<RouteHandle['title']>): RouteHandle => ({ title: key });

// Every lazy import of the app goes through the chunk time-out (spec section 4: 120 s).
const gate = () => withChunkTimeout(() => import('./routes/page-gate'));
// The domains' table of screens (app/pages.ts: a lazy import per domain, each with the list of files
// to preload beside it) is a chunk shared with the main layout's menu, not part of the entry: the
// sign-in route does not need it (about 1.7 kB gzip). A page asks for it beside the gate and texts.
const domainPages = () => withChunkTimeout(() => import('./pages')).then((m) => m.DOMAIN_PAGES);
const errorPages = () => withChunkTimeout(() => import('./routes/error-pages'));

type Lazy = () => Promise<{ Component: ComponentType }>;

/**
 * A route's `lazy` that never rejects. When a chunk cannot be loaded, React Router keeps the
 * route's `lazy` pending and renders nothing of the branch (not even its error boundary), which
 * would blank the console; so the failure is a component of its own (from the entry chunk), and
 * the reload dialog says why and tells the user to reload.
 */
function guarded(load: Lazy): Lazy {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (isChunkLoadError(error)) reportChunkFailure(error);
      else console.error(error);
      return { Component: LoadFailed };
    }
  };
}

let router: ReturnType<typeof createHashRouter> | null = null;

/**
 * Spec section 2: navigating to exactly `/live` or `/catch-order` only warns 正在开发中... and
 * stays. That guard is kept for a section whose domain has no screens yet; a finished section
 * (its domain in app/pages.ts) goes on to its first screen the viewer may open, as its menu item
 * does (issue 39, defect 21). A loader runs before anything renders, for a link, a menu click and
 * a typed address alike; the guard answers with a replacing redirect to where the user was, so
 * the address bar and the open page stay as they were (and history gains no entry).
 */
function underDevelopment(def: RouteDef) {
  return async () => {
    const pages = await domainPages().catch(() => ({}) as Awaited<ReturnType<typeof domainPages>>);
    // Finished: no warning (none to carry over to the next page); the component redirects.
    if (def.domain && pages[def.domain]) return null;
    // Signed out, the session guard will send to the login page: no warning to carry there.
    // Read when shown: on a first load the shell's texts arrive with the main layout.
    if (useSession.getState().token) toast().warning(() => i18n.t('shell:under_development'));
    const state = router?.state;
    return replace(state?.initialized ? createPath(state.location) : '/');
  };
}

/** A page of the table: its domain's chunk, behind the viewer check (403 when it may not open). */
function pageRoute(def: RouteDef): RouteObject {
  const handle: RouteHandle = { route: def.name, page: true };
  return {
    path: def.path,
    handle,
    // Known before any chunk arrives, so a failed page chunk keeps the shell around the error.
    ErrorBoundary: RouteError,
    lazy: guarded(async () => {
      const [pages, { gatedPage }] = await Promise.all([
        domainPages().then((all) => {
          const loadDomain = def.domain ? all[def.domain] : undefined;
          return loadDomain ? withChunkTimeout(loadDomain) : undefined;
        }),
        gate(),
        loadDomainNamespaces(def.domain ? namespacesOf(def.domain) : []),
      ]);
      return { Component: gatedPage(def, await resolvePage(pages?.[def.name as RouteName])) };
    }),
  };
}

function tableRoute(def: RouteDef): RouteObject {
  if (isPage(def) && !def.underDevelopment) return pageRoute(def);
  // A parent goes on to its first visible child (`/order` → `/order/list`).
  return {
    path: def.path,
    handle: { route: def.name } satisfies RouteHandle,
    ...(def.underDevelopment ? { loader: underDevelopment(def) } : {}),
    ErrorBoundary: RouteError,
    lazy: guarded(async () => ({ Component: (await gate()).parentRedirect(def) })),
  };
}

function errorRoute(path: string, name: 'Forbidden' | 'NotFound' | 'ServerError'): RouteObject {
  return {
    path,
    handle: { route: name, page: true } satisfies RouteHandle,
    ErrorBoundary: RouteError,
    lazy: guarded(async () => ({ Component: (await errorPages())[`${name}Page`] })),
  };
}

/** `/`: the orders in the merchant reading, the dashboard in the agent console (`console_mode`). */
function HomeRedirect() {
  const mode = useSite((s) => s.site?.console_mode);
  return <Navigate to={homePath(mode)} replace />;
}

/**
 * Every page is a lazy chunk: the sign-in route downloads the entry, the auth layout and the
 * login page only; the main layout (with TanStack Query and dayjs) loads after signing in, and
 * each business domain's screens in a chunk of their own.
 */
export const routes: RouteObject[] = [
  {
    path: '/auth',
    HydrateFallback: BootFallback,
    ErrorBoundary: RouteError,
    lazy: guarded(async () => {
      const [{ AuthLayout }] = await Promise.all([
        withChunkTimeout(() => import('./layouts/auth-layout')),
        loadDomainNamespaces(namespacesOf('auth')),
      ]);
      return { Component: AuthLayout };
    }),
    children: [
      { index: true, element: <Navigate to="login" replace /> },
      {
        path: 'login',
        Component: GuestOnly,
        children: [
          {
            index: true,
            handle: title('title.login'),
            lazy: guarded(async () => ({
              Component: (await withChunkTimeout(() => import('@/features/auth/routes/login-page')))
                .LoginPage,
            })),
          },
        ],
      },
      {
        path: 'register',
        handle: title('title.register'),
        lazy: guarded(async () => ({
          Component: (await withChunkTimeout(() => import('@/features/auth/routes/register-page')))
            .RegisterPage,
        })),
      },
      {
        path: 'forget',
        handle: title('title.forget'),
        lazy: guarded(async () => ({
          Component: (await withChunkTimeout(() => import('@/features/auth/routes/forget-page'))).ForgetPage,
        })),
      },
      {
        path: 'activate',
        handle: title('title.activate'),
        lazy: guarded(async () => ({
          Component: (await withChunkTimeout(() => import('@/features/auth/routes/activate-page')))
            .ActivatePage,
        })),
      },
      {
        // A team member's invitation (issue 41): the page and its texts are the team feature's.
        path: 'staff-activate',
        handle: title('title.staff_activate'),
        lazy: guarded(async () => {
          const [page] = await Promise.all([
            withChunkTimeout(() => import('@/features/team/routes/staff-activate-page')),
            loadDomainNamespaces(namespacesOf('team')),
          ]);
          return { Component: page.StaffActivatePage };
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
        lazy: guarded(async () => {
          const [layout] = await Promise.all([
            withChunkTimeout(() => import('./layouts/main-layout')),
            loadConsoleNamespaces(loadsWithPages),
          ]);
          return { Component: layout.MainLayout };
        }),
        children: [
          { index: true, element: <HomeRedirect /> },
          ...ROUTE_LIST.map(tableRoute),
          errorRoute('/403', 'Forbidden'),
          errorRoute('/404', 'NotFound'),
          errorRoute('/500', 'ServerError'),
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  router = createHashRouter(routes);
  return router;
}
