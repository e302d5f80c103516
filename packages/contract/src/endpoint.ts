// One declaration per call of the console: its path, how its payload arrives, the contract schemas
// of its payload and result (by name), who may make it and under which permission route. The
// server registers the route from it (validation, guard, result typing) and the web calls it with
// `call(endpoint, payload)`; the API suite sweeps every one. No zod at run time here: the schemas
// are named, and their types come through type-only imports, so the web bundle stays without zod.
import type { z } from 'zod';
import type { Action } from './permissions';
import type { RouteName } from './routes';
import { defaultGrant, type TeamAction } from './team/grants';

/**
 * Who may make the call: a signed-in merchant (the default; `route` and `action` narrow it), anyone
 * (sign-in, registration, reference data), the partner's HMAC signature (webhooks), a platform's
 * own signature (a shop platform's push, the top-up provider's callback: each by its own rule,
 * checked by its handler), or a signed link in the query (downloads).
 */
export type EndpointAccess = 'session' | 'public' | 'signature' | 'platform' | 'link';

/** How the payload travels: a JSON body (POST), the query string (GET), multipart fields, a form. */
export type EndpointBody = 'json' | 'query' | 'multipart' | 'form';

/**
 * What a success answers: the envelope with the result in `data` (the default), the result schema
 * as the whole JSON body (a platform's own answer), a plain text (a provider's `success`), or a
 * server-sent event stream.
 */
export type EndpointAnswer = 'envelope' | 'json' | 'text' | 'stream';

/** The server's per-address limits beyond the general one (their numbers are configuration). */
export type RateLimitTier = 'login' | 'auth' | 'captcha' | 'none';

/** The names of a schema module's zod schemas. */
type SchemaNames<S> = { [K in keyof S]: S[K] extends z.ZodType ? K : never }[keyof S] & string;

/** How one call is declared in a domain's `endpoints.ts`. */
export interface EndpointSpec<S> {
  path: string;
  /** POST by default. */
  method?: 'POST' | 'GET';
  /**
   * A JSON body (POST), the query string (GET), multipart form fields beside files, or an
   * `application/x-www-form-urlencoded` form (a provider's callback).
   */
  body?: EndpointBody;
  /** The payload's schema; absent: the call takes none. */
  payload?: SchemaNames<S>;
  /** The result's schema (`data` of the envelope); absent: `data` is null. */
  result?: SchemaNames<S>;
  /** Answers a file (a template, an export, a static JSON) instead of the envelope. */
  file?: true;
  access?: EndpointAccess;
  /** The permission route of the contract's table that must be open to the caller. */
  route?: RouteName;
  /** The action the caller's role needs on the route's permission. */
  action?: Action;
  /**
   * What a staff member's role must grant on `route` (team/grants.ts); by default the spec's
   * `action` as a team action (none: `view`, `get`: `reveal`). Set where they differ: a write the
   * spec gives no action, or one that moves money or reads secrets. A call that is not a `view`
   * is recorded in the audit trail. On a call without a route it only says whether it writes.
   */
  grant?: TeamAction;
  rateLimit?: RateLimitTier;
  /** What a success answers; the envelope by default. */
  answer?: EndpointAnswer;
  /** The headers a platform signs its call with (`access: 'platform'`): name → what it carries. */
  headers?: Readonly<Record<string, string>>;
  /**
   * Result codes the call may answer beyond its domain's and the route machinery's (decision 065):
   * another domain's, or a general one its handler answers (not found...). The sweep fails on a
   * code it observes that the call does not list.
   */
  codes?: readonly number[];
  /** What the call is, for the API reference, when its comment is not enough (a platform's rule). */
  about?: string;
  /**
   * `replica-ok`: a read that tolerates a little lag (a list, statistics, a dashboard) and may be
   * answered from a streaming replica when DATABASE_REPLICA_URLS is set, the caller's own writes
   * still seen (decision 067). Every other call reads and writes on the primary.
   */
  reads?: ReadTarget;
}

/** Where a call's reads may go: any healthy replica that holds the caller's writes, or the primary. */
export type ReadTarget = 'replica-ok' | 'primary';

/**
 * A declared call. `P` and `R` are the zod types of its payload and result (undefined: none); they
 * exist for the type checker only (`schemas` is never set), so both sides read the same types:
 * the web sends `PayloadIn`, the server's handler gets `PayloadOut` and returns `ResultOf`.
 */
export interface Endpoint<P extends z.ZodType | undefined = z.ZodType | undefined, R = unknown> {
  readonly name: string;
  readonly path: string;
  readonly method: 'POST' | 'GET';
  readonly body: EndpointBody;
  /** The contract's export name of the payload schema, or null. */
  readonly payload: string | null;
  /** The contract's export name of the result schema, or null (`data: null`). */
  readonly result: string | null;
  readonly file: boolean;
  readonly access: EndpointAccess;
  readonly route: RouteName | null;
  readonly action: Action | null;
  /** The team action the call needs on its route (see `EndpointSpec.grant`). */
  readonly grant: TeamAction;
  readonly rateLimit: RateLimitTier | null;
  readonly answer: EndpointAnswer;
  /** The headers a platform signs with (name → what it carries); empty for the others. */
  readonly headers: Readonly<Record<string, string>>;
  /** The codes declared beyond the domain's and the machinery's (see `EndpointSpec.codes`). */
  readonly codes: readonly number[];
  readonly about: string;
  readonly reads: ReadTarget;
  readonly schemas?: { payload: P; result: R };
}

/** What the caller sends (before defaults and transforms). */
export type PayloadIn<E> =
  E extends Endpoint<infer P, unknown> ? (P extends z.ZodType ? z.input<P> : undefined) : never;
/** What the server's handler receives (after defaults and transforms). */
export type PayloadOut<E> =
  E extends Endpoint<infer P, unknown> ? (P extends z.ZodType ? z.output<P> : undefined) : never;
/** What the call answers in `data`. */
export type ResultOf<E> =
  E extends Endpoint<z.ZodType | undefined, infer R> ? (R extends z.ZodType ? z.output<R> : null) : never;

type SchemaAt<S, K> = K extends keyof S ? (S[K] extends z.ZodType ? S[K] : undefined) : undefined;
type Declared<S, D> = Endpoint<
  D extends { payload: infer K } ? SchemaAt<S, K> : undefined,
  D extends { result: infer K } ? SchemaAt<S, K> : undefined
>;

/**
 * Declares a domain's calls against its schema module (`typeof import('./schemas')`, type-only):
 *
 *   export const orderEndpoints = defineEndpoints<typeof S>()({
 *     orderList: { path: '/apply/index', payload: 'OrderListPayload', result: 'OrderListResult',
 *                  route: 'OrderList' },
 *   });
 *
 * A schema name that the module does not export is a type error.
 */
export function defineEndpoints<S>() {
  return <const T extends Record<string, EndpointSpec<S>>>(specs: T) => {
    const table: Record<string, Endpoint> = {};
    for (const [name, spec] of Object.entries(specs)) {
      const method = spec.method ?? 'POST';
      table[name] = Object.freeze({
        name,
        path: spec.path,
        method,
        body: spec.body ?? (method === 'GET' ? 'query' : 'json'),
        payload: spec.payload ?? null,
        result: spec.result ?? null,
        file: spec.file ?? false,
        access: spec.access ?? 'session',
        route: spec.route ?? null,
        action: spec.action ?? null,
        grant: spec.grant ?? defaultGrant(spec.action),
        rateLimit: spec.rateLimit ?? null,
        answer: spec.answer ?? 'envelope',
        headers: spec.headers ?? {},
        codes: spec.codes ?? [],
        about: spec.about ?? '',
        reads: spec.reads ?? 'primary',
      });
    }
    return table as {
      readonly [K in keyof T]: Declared<S, T[K]> & {
        readonly name: K;
        readonly path: T[K]['path'];
        readonly file: T[K]['file'] extends true ? true : false;
      };
    };
  };
}

/** Every endpoint of a table, as a list. */
export const endpointList = (table: Readonly<Record<string, Endpoint>>): Endpoint[] => Object.values(table);
