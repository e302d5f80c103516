import type { Viewer } from '@console/contract';
import { canOpenChain, findRouteByPath, isPage, normalizePath } from './route-table';

/** One opened page of the tab bar: its path (the tab's key), its query and its route name. */
export interface Tab {
  path: string;
  search: string;
  name: string;
}

/** Why an operation of the tab bar was refused (spec section 8 gives the messages). */
export type TabRefusal = 'last' | 'left' | 'right';

export type TabResult =
  | { ok: true; tabs: Tab[]; /** Where to go: the kept or the new active tab. */ active: Tab }
  | { ok: false; refusal: TabRefusal };

export const tabHref = (tab: Pick<Tab, 'path' | 'search'>) => tab.path + tab.search;

/** Adds the tab at the end, or updates the query of the one already open on that path. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const at = tabs.findIndex((t) => t.path === tab.path);
  if (at < 0) return [...tabs, tab];
  const current = tabs[at]!;
  if (current.search === tab.search && current.name === tab.name) return tabs as Tab[];
  return tabs.map((t, i) => (i === at ? tab : t));
}

function pick(tabs: Tab[], activePath: string, fallback: Tab): Tab {
  return tabs.find((t) => t.path === activePath) ?? fallback;
}

/** Closes `target`; the last tab cannot be closed. A closed active tab hands over to its neighbour. */
export function closeTab(tabs: readonly Tab[], target: string, activePath: string): TabResult {
  const at = tabs.findIndex((t) => t.path === target);
  if (at < 0) return { ok: true, tabs: [...tabs], active: pick([...tabs], activePath, tabs[0]!) };
  if (tabs.length <= 1) return { ok: false, refusal: 'last' };
  const rest = tabs.filter((_, i) => i !== at);
  const neighbour = rest[Math.min(at, rest.length - 1)]!;
  return { ok: true, tabs: rest, active: pick(rest, activePath, neighbour) };
}

/** Closes every tab left of `target`; refused when there is none. */
export function closeLeft(tabs: readonly Tab[], target: string, activePath: string): TabResult {
  const at = tabs.findIndex((t) => t.path === target);
  if (at <= 0) return { ok: false, refusal: 'left' };
  const rest = tabs.slice(at);
  return { ok: true, tabs: rest, active: pick(rest, activePath, rest[0]!) };
}

/** Closes every tab right of `target`; refused when there is none. */
export function closeRight(tabs: readonly Tab[], target: string, activePath: string): TabResult {
  const at = tabs.findIndex((t) => t.path === target);
  if (at < 0 || at >= tabs.length - 1) return { ok: false, refusal: 'right' };
  const rest = tabs.slice(0, at + 1);
  return { ok: true, tabs: rest, active: pick(rest, activePath, rest[at]!) };
}

/** "Close all": every tab but `target` (a console always keeps one page); refused when alone. */
export function closeAll(tabs: readonly Tab[], target: string): TabResult {
  const kept = tabs.find((t) => t.path === target);
  if (!kept || tabs.length <= 1) return { ok: false, refusal: 'last' };
  return { ok: true, tabs: [kept], active: kept };
}

/** Whether a path may be a tab that comes back after a reload for this viewer. */
export function restorable(path: string, viewer: Viewer): boolean {
  const route = findRouteByPath(path);
  return Boolean(route && isPage(route) && !route.underDevelopment && canOpenChain(route, viewer));
}

/**
 * The tabs stored before a reload, checked again: anything malformed, unknown, or no longer open
 * to the viewer (a permission taken away, a flag turned off) is dropped, and so are duplicates.
 */
export function restoreTabs(stored: unknown, viewer: Viewer): Tab[] {
  if (!Array.isArray(stored)) return [];
  const out: Tab[] = [];
  for (const item of stored as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { path, search } = item as { path?: unknown; search?: unknown };
    if (typeof path !== 'string' || !restorable(path, viewer)) continue;
    const route = findRouteByPath(path)!;
    const key = normalizePath(route.path);
    if (out.some((t) => t.path === key)) continue;
    const query = typeof search === 'string' && /^\?[^#]{0,2000}$/.test(search) ? search : '';
    out.push({ path: key, search: query, name: route.name });
  }
  return out;
}

/** The key of the tab of an address: the route's own path (addresses ignore case), else the path. */
export const tabKeyOf = (pathname: string): string =>
  findRouteByPath(pathname)?.path ?? normalizePath(pathname);
