import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { ENDPOINTS, type Endpoint, type Envelope, type PayloadIn, type ResultOf } from '@console/contract';

// The calls a browser test makes itself (to set up, to put back, or to ask what a changed client
// would) go through the contract's endpoint table, as the web's `call` and the API suite's `t.call`
// do: the payload and the answer are typed by the endpoint's schemas, so a contract change breaks
// these tests at compile time instead of leaving a hand-written type to drift (decision 066).

/** An endpoint the tests call through `apiAs`: one that answers the envelope (not a file). */
export type CallEndpoint = Endpoint & { readonly file: false };

/** A call's payload: none for a call that takes none, optional when every field is. */
export type CallArgs<E extends Endpoint> =
  PayloadIn<E> extends undefined
    ? [payload?: undefined]
    : object extends PayloadIn<E>
      ? [payload?: PayloadIn<E>]
      : [payload: PayloadIn<E>];

/** The envelope of a call, `data` typed by the endpoint's result schema, and the HTTP status. */
export type CallAnswer<E extends Endpoint> = Envelope<ResultOf<E>> & { status: number };

/** The URL of an endpoint under the API prefix (absolute: the tests' base URL is the SPA's). */
export const apiUrl = (endpoint: Endpoint) => `/api${endpoint.path}`;

/** The answer of a call the page made (a response it got), typed by the endpoint it must be of. */
export async function answerOf<E extends CallEndpoint>(response: Response, endpoint: E) {
  expect(new URL(response.url()).pathname).toBe(apiUrl(endpoint));
  return (await response.json()) as Envelope<ResultOf<E>>;
}

/** The contract's calls over a Playwright request context, as the session `token` (or no one). */
export function apiAs(request: APIRequestContext, token?: string) {
  return {
    async call<E extends CallEndpoint>(endpoint: E, ...[payload]: CallArgs<E>): Promise<CallAnswer<E>> {
      // Multipart, signed-webhook and path-parameter calls are built by the test that needs them.
      if (endpoint.body === 'multipart' || endpoint.access === 'signature' || endpoint.path.includes('/:'))
        throw new Error(`${endpoint.name}: a multipart, signed or path-parameter call is built by hand`);
      const headers = token ? { token } : undefined;
      // As the web's `call` does: a POST always carries a JSON body, `{}` for a call that takes none.
      const response =
        endpoint.method === 'GET'
          ? await request.get(apiUrl(endpoint), { params: payload as Record<string, string>, headers })
          : await request.post(apiUrl(endpoint), { data: payload ?? {}, headers });
      return { ...((await response.json()) as Envelope<ResultOf<E>>), status: response.status() };
    },
  };
}

/** The session token of the signed-in page, for calls the test makes itself. */
export async function tokenOf(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(token).toBeTruthy();
  return token!;
}

/** The contract's calls as the person signed in on the page. */
export const apiOf = async (page: Page) => apiAs(page.request, await tokenOf(page));

/** A call as the person signed in on the page that must succeed (code 1): its `data`. */
export async function dataOf<E extends CallEndpoint>(
  page: Page,
  endpoint: E,
  ...args: CallArgs<E>
): Promise<ResultOf<E>> {
  const answer = await (await apiOf(page)).call(endpoint, ...args);
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

/** Signs in through the API: the session token, or undefined when refused (a wrong password). */
export async function signInByApi(request: APIRequestContext, account: string, password: string) {
  const { data } = await apiAs(request).call(ENDPOINTS.login, { account, password });
  return data && 'token' in data ? data.token : undefined;
}
