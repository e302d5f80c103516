import { queryOptions } from '@tanstack/react-query';
import type { CallOptions } from './http';
import { currentLanguage } from './i18n';
import { useSession } from './session-store';

/** The signed-in merchant's id: the first part of every query key. */
const merchantId = () => useSession.getState().merchant?.id ?? 0;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any payload: each call types its own
type Call = (payload: any, options?: CallOptions) => Promise<unknown>;

/**
 * The query keys and options of one domain's reads. Every key starts with the merchant, the
 * language and the domain (`[merchant, language, domain, …]`): nothing of one merchant is ever read
 * from the cache for another (and lib/query-client.ts clears the cache when a session ends), the
 * server's words (types, reasons, carriers) are asked again in a newly chosen language, and
 * `all()` invalidates the domain's queries after a change. A query calls its domain's api object
 * at run time, so a test may replace one call (`vi.spyOn(moneyApi, 'ledgerList')`).
 */
export function domainQueries(domain: string) {
  const key = (...parts: unknown[]) => [merchantId(), currentLanguage(), domain, ...parts] as const;
  /** The query of `api[name](payload)`. */
  const of = <A extends Record<K, Call>, K extends string>(api: A, name: K, payload?: Parameters<A[K]>[0]) =>
    queryOptions({
      queryKey: key(name, payload ?? null),
      queryFn: ({ signal }) => api[name](payload, { signal }) as Promise<Awaited<ReturnType<A[K]>>>,
    });
  /**
   * The query option factories of some of the api's reads, by the same names:
   * `const moneyQueries = q.reads(moneyApi, ['ledgerList'])`, then
   * `useQuery(moneyQueries.ledgerList(payload))`.
   */
  const reads = <A extends Record<K[number], Call>, const K extends readonly string[]>(api: A, names: K) =>
    Object.fromEntries(names.map((name) => [name, (payload?: unknown) => of(api, name, payload)])) as {
      [N in K[number]]: (payload?: Parameters<A[N]>[0]) => ReturnType<typeof of<A, N>>;
    };
  return { all: () => key(), key, of, reads };
}
