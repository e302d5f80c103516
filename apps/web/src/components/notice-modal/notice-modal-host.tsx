import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { useNoticeModal } from './notice-modal-store';

// The modal (antd Modal and DOMPurify) downloads with the first notice shown.
const NoticeModal = lazy(async () => ({ default: (await import('./notice-modal')).NoticeModal }));

// Several components render a host (the bell, the pop-up, the notices page: each can be hidden
// on its own): the first mounted one shows the modal, the others render nothing.
let owner: symbol | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Renders the notice modal for whatever is pushed to the notice-modal store. Safe to render in
 * several places: only one instance shows the modal.
 */
export function NoticeModalHost() {
  const [me] = useState(() => Symbol('notice-modal-host'));
  const isOwner = useSyncExternalStore(subscribe, () => owner === me);
  const hasEntries = useNoticeModal((s) => s.entries.length > 0);
  // Once loaded, the modal stays mounted so that it can play its closing animation.
  const [loaded, setLoaded] = useState(false);
  if (hasEntries && !loaded) setLoaded(true);

  useEffect(() => {
    const claim = () => {
      if (owner !== null) return;
      owner = me;
      notify();
    };
    claim();
    listeners.add(claim);
    return () => {
      listeners.delete(claim);
      if (owner === me) {
        owner = null;
        notify(); // another host takes over
      }
    };
  }, [me]);

  if (!isOwner || !loaded) return null;
  return (
    <Suspense fallback={null}>
      <NoticeModal />
    </Suspense>
  );
}
