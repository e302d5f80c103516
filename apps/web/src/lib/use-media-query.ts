import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@console/contract';

/** Spec section 9: mobile is below 768 px. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
/** The system's "reduce motion" setting (an accessibility preference). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether a CSS media query matches now, re-rendering when it changes. */
export function useMediaQuery(query: string): boolean {
  // Stable per query: a new function each render would make React subscribe again each render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);

/**
 * True when the user asked the system for less motion: antd's zooms, slides and fades are then
 * turned off (`token.motion`), so a dialog or a menu is where it will stay the moment it shows.
 */
export const usePrefersReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION_QUERY);
