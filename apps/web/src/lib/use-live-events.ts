import { useEffect } from 'react';
import type { Query, QueryClient } from '@tanstack/react-query';
import { Code, LIVE_EVENTS_PATH, type LiveEvent } from '@console/contract';
import { API_BASE, expireSession } from './http';
import { readCookie } from './cookie';
import { isLiveList, liveLists } from './live-lists';
import { keepStreamOpen } from './live-stream';
import { queryClient as appQueryClient } from './query-client';
import { TOKEN_COOKIE, useSession } from './session-store';
import { isNewBuild, runningEntryScript } from './version-check';
import { openVersionDialog } from './version-dialog-store';

/** How long a `signout` waits to see whether this tab signed out itself (its token then gone). */
const SIGNOUT_GRACE_MS = 1_500;

/** Events come in bursts (a task's pages): the lists they touch are asked again once per this. */
const REFRESH_AFTER_MS = 400;

/** Every query key is `[merchant, language, domain, name, …]` (lib/queries.ts). */
const ofDomain =
  (domains: readonly string[], name?: string) =>
  (query: Query): boolean =>
    domains.includes(query.queryKey[2] as string) && (name === undefined || query.queryKey[3] === name);

/** What each event changes in the tab: the queries it makes stale, or the data it carries. */
export function applyLiveEvent(
  client: QueryClient,
  { event, data }: LiveEvent,
  refresh: (domains: string[]) => void,
  signout: () => void = expireSession,
) {
  switch (event) {
    case 'hello':
    case 'build': {
      const build = (data as { build?: string | null }).build ?? null;
      if (isNewBuild(runningEntryScript(), build)) openVersionDialog();
      break;
    }
    case 'notice': {
      const unread = (data as { unread?: number }).unread;
      if (typeof unread === 'number') {
        client.setQueriesData<number>({ predicate: ofDomain(['notices'], 'unread') }, unread);
        useSession.setState({ noticeCount: unread });
      }
      refresh(['notices']);
      break;
    }
    case 'task':
      refresh(['tasks']);
      break;
    case 'balance': {
      const balance = (data as { balance?: string }).balance;
      if (typeof balance === 'string') useSession.setState({ balance });
      refresh(['money', 'dashboard']);
      break;
    }
    case 'list': {
      // The list on screen is read again by itself (issue 39, "fresh data"): no 查询 needed. Only
      // a mounted list that asked for it (lib/live-lists.ts): a burst of a batch's items is no
      // reason to read lists nobody has open. Bursts are folded by `refresh` (REFRESH_AFTER_MS).
      const domain = (data as { domain?: string }).domain;
      if (typeof domain === 'string' && isLiveList(domain)) refresh([domain]);
      break;
    }
    case 'resync':
      refresh(['tasks', 'notices', 'money', 'dashboard', ...liveLists()]);
      break;
    case 'signout':
      signout();
      break;
  }
}

/**
 * The signed-in shell's live stream: server-sent events of this merchant's changes, from whichever
 * server process made them. The unread count is set from the event; the task lists, balances and
 * dashboard are asked again. While the stream is down the polls it replaces run (`useLiveStream`).
 */
export function useLiveEvents(client: QueryClient = appQueryClient): void {
  const merchantId = useSession((s) => s.merchant?.id);
  useEffect(() => {
    if (!merchantId) return;
    const pending = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = (domains: string[]) => {
      domains.forEach((d) => pending.add(d));
      timer ??= setTimeout(() => {
        timer = undefined;
        const domains = [...pending];
        pending.clear();
        // The unread count came with its event; only the notices' lists are asked again.
        void client.invalidateQueries({
          predicate: (q) => ofDomain(domains)(q) && q.queryKey[3] !== 'unread',
        });
      }, REFRESH_AFTER_MS);
    };
    // The tab's own sign-out also ends the stream's session: only a session still in use here
    // when the dust settles has been ended elsewhere.
    let openedWith: string | null = null;
    const signout = () =>
      setTimeout(() => {
        if (openedWith && readCookie(TOKEN_COOKIE) === openedWith) expireSession();
      }, SIGNOUT_GRACE_MS);
    const stop = keepStreamOpen({
      url: API_BASE + LIVE_EVENTS_PATH,
      token: () => (openedWith = readCookie(TOKEN_COOKIE) ?? null),
      onEvent: (event) => applyLiveEvent(client, event, refresh, signout),
      onRefused: (envelope) => {
        if ((envelope as { code?: number } | null)?.code === Code.sessionExpired) expireSession();
      },
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [merchantId, client]);
}
