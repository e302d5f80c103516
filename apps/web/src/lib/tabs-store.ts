import { create } from 'zustand';
import type { Viewer } from '@console/contract';
import { restoreTabs, type Tab } from './tabs';

/** Where the open tabs of one merchant survive a reload (one key per merchant of the browser). */
export const tabsStorageKey = (merchantId: number) => `console.tabs.${merchantId}`;

interface TabsState {
  /** The merchant the tabs belong to (0 before the layout has restored them). */
  owner: number;
  tabs: Tab[];
  /** Bumped by the refresh button: the page of that path is mounted again. */
  refreshes: Record<string, number>;
}

export const useTabs = create<TabsState>(() => ({ owner: 0, tabs: [], refreshes: {} }));

function readStored(merchantId: number): unknown {
  try {
    return JSON.parse(localStorage.getItem(tabsStorageKey(merchantId)) ?? 'null');
  } catch {
    return null;
  }
}

/** Takes back the merchant's tabs of the last visit, keeping only those the viewer may still open. */
export function restoreTabsFor(viewer: Viewer): void {
  if (useTabs.getState().owner === viewer.merchantId) return;
  useTabs.setState({ owner: viewer.merchantId, tabs: restoreTabs(readStored(viewer.merchantId), viewer) });
}

export function setTabs(tabs: Tab[]): void {
  const { owner } = useTabs.getState();
  useTabs.setState({ tabs });
  if (!owner) return;
  try {
    localStorage.setItem(
      tabsStorageKey(owner),
      JSON.stringify(tabs.map(({ path, search }) => ({ path, search }))),
    );
  } catch {
    // storage full or disabled: the tabs simply do not come back after a reload
  }
}

export function refreshTab(path: string): void {
  const { refreshes } = useTabs.getState();
  useTabs.setState({ refreshes: { ...refreshes, [path]: (refreshes[path] ?? 0) + 1 } });
}
