import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { Settings } from '@/lib/settings-store';
import { setShell, useShell } from '@/lib/shell-store';

/** Height of the header (header.module.css). */
export const HEADER_HEIGHT_PX = 56;

/**
 * Whether the header should be out of view after the page scrolled to `scrollTop` (from `last`):
 * a header that is not fixed leaves once the page has scrolled past it; an auto-hiding one leaves
 * on the way down and comes back on the way up.
 */
export function headerHiddenAfter(
  settings: Pick<Settings, 'fixedHeader' | 'autoHideHeader'>,
  last: number,
  scrollTop: number,
  wasHidden: boolean,
): boolean {
  if (scrollTop <= HEADER_HEIGHT_PX) return false;
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
): (scrollTop: number) => void {
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
    (scrollTop: number) => {
      rootRef.current?.style.setProperty('--pane-scroll', String(scrollTop));
      const was = useShell.getState().headerHidden;
      const hidden = headerHiddenAfter(current.current, last.current, scrollTop, was);
      last.current = scrollTop;
      if (hidden !== was) setShell({ headerHidden: hidden });
    },
    [rootRef],
  );
}
