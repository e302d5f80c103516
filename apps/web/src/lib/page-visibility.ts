import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * Whether the page's tab is the one shown. With multi-tab on, the pages of the other open tabs
 * stay mounted while hidden (keep-alive), so a page cannot learn from mounting that it is back.
 */
export const PageVisibleContext = createContext(true);

export const usePageVisible = () => useContext(PageVisibleContext);

/** Calls `onReturn` each time the page is shown again after it was hidden behind another tab. */
export function usePageReturn(onReturn: () => void): void {
  const visible = usePageVisible();
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) onReturn();
    wasVisible.current = visible;
  }, [visible, onReturn]);
}
