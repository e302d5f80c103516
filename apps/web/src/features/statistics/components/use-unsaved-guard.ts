import { useEffect } from 'react';
import { useBlocker, useLocation } from 'react-router';
import type { ConfirmApi } from '@/components/confirm';

export interface UnsavedGuardTexts {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

/**
 * Warns before unsaved edits are lost: the browser's own question when the tab is closed or
 * reloaded, and a confirmation when the user leaves this page's route (a menu, a tab of the tab
 * bar, closing this page's tab). Kept-alive panes stay mounted while hidden, so the route is
 * compared: a page that is not shown blocks nothing.
 */
export function useUnsavedGuard(dirty: boolean, dialogs: ConfirmApi, texts: UnsavedGuardTexts): void {
  const { pathname } = useLocation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname === pathname && nextLocation.pathname !== pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void dialogs.confirm({
      ...texts,
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    // One question per blocked navigation; the texts are read when it is asked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);
  useEffect(() => {
    if (!dirty) return;
    // The browser asks in its own words (a page may no longer give its text).
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
