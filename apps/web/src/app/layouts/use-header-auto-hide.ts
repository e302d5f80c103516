import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { Settings } from '@/lib/settings-store';
import { setShell, useShell } from '@/lib/shell-store';

/** Height of the header (header.module.css). */
export const HEADER_HEIGHT_PX = 56;

/**
 * Whether the header should be out of view after the page scrolled to `scrollTop` (from `last`):
 * a header that is not fixed leaves once the page has scrolled past it; an auto-hiding one leaves
 * on the way down and comes back on the way up. `room` is how far the page can scroll: a page
 * that would fit once the header is gone keeps it (else hiding it would end the scroll, bring it
 * back, and so on).
 */
export function headerHiddenAfter(
  settings: Pick<Settings, 'fixedHeader' | 'autoHideHeader'>,
  last: number,
  scrollTop: number,
  wasHidden: boolean,
  room = Infinity,
): boolean {
  if (scrollTop <= HEADER_HEIGHT_PX) return false;
  // At the very end the browser moves the scroll position itself when the page's height changes
  // (the header sliding in or out): that is no scrolling of the user's, nothing changes.
  if (scrollTop >= room - 1) return wasHidden;
  // Hiding gives the page the header's height: a page that would then fit keeps its header.
  const roomWithoutHeader = wasHidden ? room : room - HEADER_HEIGHT_PX;
  if (roomWithoutHeader <= HEADER_HEIGHT_PX) return false;
  if (!settings.fixedHeader) return true;
  if (!settings.autoHideHeader) return false;
  if (scrollTop > last) return true;
  if (scrollTop < last) return false;
  return wasHidden;
}

/**
 * The scroll handler of the active page: hides or shows the header and tells a sidebar that is not
 * fixed how far the page has scrolled (CSS variable `--pane-scroll` on the shell).
 */
export function useHeaderAutoHide(
  settings: Pick<Settings, 'fixedHeader' | 'autoHideHeader'>,
  activeKey: string,
  rootRef: RefObject<HTMLElement | null>,
): (scrollTop: number, room: number) => void {
  const last = useRef(0);
  const current = useRef(settings);
  useEffect(() => {
    current.current = settings;
  }, [settings]);

  // Another tab: its page starts with the header in view.
  useEffect(() => {
    last.current = 0;
    rootRef.current?.style.setProperty('--pane-scroll', '0');
    if (useShell.getState().headerHidden) setShell({ headerHidden: false });
  }, [activeKey, settings.fixedHeader, settings.autoHideHeader, rootRef]);

  return useCallback(
    (scrollTop: number, room: number) => {
      rootRef.current?.style.setProperty('--pane-scroll', String(scrollTop));
      const was = useShell.getState().headerHidden;
      const hidden = headerHiddenAfter(current.current, last.current, scrollTop, was, room);
      last.current = scrollTop;
      if (hidden !== was) setShell({ headerHidden: hidden });
    },
    [rootRef],
  );
}
