import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';
import { ROUTES, flattenRoutes, type RouteDef } from '../../packages/contract/src/routes';

/** The WCAG 2.0 and 2.1 success criteria of levels A and AA (issue 14). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** Target selectors shown per rule: enough to find the element, short enough to read. */
const TARGETS_SHOWN = 3;

/**
 * The screens of the route table, as the web's router builds them: a route with children only
 * redirects to its first child, and a route `underDevelopment` only warns and stays. Every other
 * route is a screen (its domain's page, or the coming-soon placeholder until the domain is built).
 */
export const SCREEN_ROUTES: readonly RouteDef[] = flattenRoutes(ROUTES).filter(
  (route) => !route.children?.length && !route.underDevelopment,
);

/**
 * Counts the requests under way, so that a screen is checked once its data has arrived (the shell
 * alone is drawn well before). Long polls of a page come back between two checks, so a quiet
 * moment always comes; the live stream, open all along, is not counted.
 */
export function trackRequests(page: Page): () => boolean {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  // The live stream (/api/events) stays open as long as the page: it is not a load under way.
  const counted = (request: Request) => !request.url().endsWith('/api/events');
  page.on('request', (request) => counted(request) && change(1));
  page.on('requestfinished', (request) => counted(request) && change(-1));
  page.on('requestfailed', (request) => counted(request) && change(-1));
  const QUIET_MS = 300;
  return () => inFlight <= 0 && Date.now() - lastChange >= QUIET_MS;
}

/** What shows that something is still loading: antd's spinners and skeletons, the boot bar. */
const LOADING = '.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]';

/**
 * Waits until the screen is drawn: no request under way for a moment, and nothing on screen
 * still loading (a hidden tab's page may be refreshing: it is not on screen, so it does not count).
 */
export async function waitUntilDrawn(page: Page, isQuiet: () => boolean): Promise<void> {
  const loading = page.locator(LOADING).filter({ visible: true });
  await expect.poll(async () => isQuiet() && (await loading.count()) === 0, { timeout: 20_000 }).toBe(true);
}

/** One serious or critical rule broken on one screen, in a line a reader can act on. */
export type Finding = string;

/** Runs axe over the whole document (the shell is part of every screen) and keeps what blocks. */
export async function blockingFindings(page: Page, screen: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Only the violations are read: axe then skips describing every element that passes.
    .options({ resultTypes: ['violations'] })
    // Without it each check opens a blank page to merge the frames' results, and injects axe's
    // source three times: the console has no frames to merge. The two every-screen tests took
    // 270 → 228 s (accessibility.spec.ts also shows that this way still finds a broken screen).
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, TARGETS_SHOWN)
        .map((node) => node.target.join(' '))
        .join(' | ');
      return `${screen}: ${violation.id} (${violation.impact}, ${violation.nodes.length} elements) ${targets}`;
    });
}
