import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import * as contract from '@console/contract';
import type { Endpoint, Language, PayloadOut, ResultOf, RouteName, Viewer } from '@console/contract';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { CoreError, forbidden } from '../lib/errors';
import type { AppContext } from '../lib/context';
import { type IncomingFile, type MultipartRules, readMultipart } from '../lib/multipart';
import { clientOf, ok } from '../lib/reply';
import { type WebhookCall, webhookCallOf } from '../lib/signed-webhook';
import type { SessionInfo } from '../modules/auth';
import { requireSession, sessionOf } from './auth';
import { zodIssueMessage } from '../lib/validation-message';
import { mayCall, requireRoute } from './permissions';
import { checkResult } from './result-check';
import { answerSerialization } from './answer-serializer';
import { knownKeys } from '../lib/payload-keys';
import { checkFields, refuseUnknownFields } from './unknown-fields';
import { auditRecording } from '../modules/audit';
import { takeFormsOnly } from './form-body';
import { replicaRouting } from './replica-reads';

/** What a handler gets: the checked payload, who calls, and the request for what is left. */
export interface Call<E extends Endpoint> {
  ctx: AppContext;
  /** The payload after the contract's schema (defaults filled, values transformed). */
  body: PayloadOut<E>;
  lang: Language;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller's session (a call without one answers 9999). */
  readonly session: SessionInfo;
  readonly merchantId: number;
  readonly viewer: Viewer;
  readonly client: ReturnType<typeof clientOf>;
  /** The files of a multipart endpoint (empty for the others). */
  files: IncomingFile[];
  /** A signed webhook's call as it arrived, for `receiveSignedWebhook`. */
  readonly signed: WebhookCall;
}

/** A handler answers the endpoint's result (sent in the envelope), or the reply it sent itself. */
export type Handler<E extends Endpoint> = (call: Call<E>) => Promise<ResultOf<E> | FastifyReply>;

export interface RouteSpec<E extends Endpoint> {
  handler: Handler<E>;
  /** Multipart endpoints: the scope's limits and what to answer when a file breaks them. */
  multipart?: MultipartRules;
  /**
   * The route of the table this very call is for, when it is narrower than the endpoint's own (a
   * platform's section of order capture, named by the payload or by the row it designates); null
   * when it names none (a row that is not the caller's: the handler answers not found). A route
   * hidden for the caller refuses the call as the endpoint's own would (1003): every rule that
   * hides a route hides its calls too.
   */
  routeOf?: (call: Call<E>) => Promise<RouteName | null> | RouteName | null;
}

export interface DefinedRoute {
  endpoint: Endpoint;
  handler: Handler<Endpoint>;
  multipart?: MultipartRules;
  routeOf?: (call: Call<Endpoint>) => Promise<RouteName | null> | RouteName | null;
}

/**
 * A domain's routes: one handler for each endpoint of its table (a missing one is a type error),
 * typed by the declaration. Guards, validation and the envelope come from the declaration.
 *
 *   export const orderRoutes = defineRoutes(orderEndpoints, {
 *     orderList: ({ ctx, body, merchantId }) => orderList(ctx, merchantId, body),
 *   });
 */
export function defineRoutes<T extends Readonly<Record<string, Endpoint>>>(
  table: T,
  entries: { [K in keyof T]: Handler<T[K]> | RouteSpec<T[K]> },
): DefinedRoute[] {
  return Object.entries(table).map(([name, endpoint]) => {
    const entry = entries[name] as Handler<Endpoint> | RouteSpec<Endpoint>;
    return typeof entry === 'function' ? { endpoint, handler: entry } : { endpoint, ...entry };
  });
}

/** The contract's schema of that export name; a name that is not one stops the start. */
export function schemaNamed(name: string): z.ZodType {
  const schema = (contract as Record<string, unknown>)[name];
  if (!(schema instanceof z.ZodType)) throw new Error(`the contract exports no schema named ${name}`);
  return schema;
}

/**
 * A signed call's body is read by its handler, after the signature (the partner's webhooks, the
 * platforms' pushes and callbacks: lib/signed-webhook.ts), so that a refusal is recorded.
 */
const isSigned = (endpoint: Endpoint) => endpoint.access === 'signature' || endpoint.access === 'platform';

/** Where the payload is checked: the body, the path parameters or the query string. */
function validation(endpoint: Endpoint, payload: z.ZodType | undefined): RouteOptions['schema'] {
  if (!payload || isSigned(endpoint) || endpoint.body === 'multipart') return undefined;
  if (endpoint.method === 'POST') return { body: payload };
  return endpoint.path.includes('/:') ? { params: payload } : { querystring: payload };
}

function guards(endpoint: Endpoint, ctx: AppContext): RouteOptions['onRequest'] {
  if (endpoint.access !== 'session') return undefined;
  const signedIn = requireSession(ctx);
  if (!endpoint.route) return [signedIn];
  return [signedIn, requireRoute(endpoint.route, endpoint.action ?? undefined, endpoint.grant)];
}

function rateLimit(endpoint: Endpoint, ctx: AppContext): RouteOptions['config'] {
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
  switch (endpoint.rateLimit) {
    case 'login':
      return perMinute(ctx.config.LOGIN_RATE_LIMIT_MAX);
    case 'auth':
      return perMinute(ctx.config.AUTH_RATE_LIMIT_MAX);
    case 'captcha':
      return perMinute(30);
    case 'none':
      return { rateLimit: false };
    default:
      return undefined;
  }
}

/** Where a GET's payload arrives: its path parameters when it has any, else its query string. */
const payloadOf = (endpoint: Endpoint, request: FastifyRequest) =>
  endpoint.method === 'POST' ? request.body : endpoint.path.includes('/:') ? request.params : request.query;

function callOf(
  ctx: AppContext,
  endpoint: Endpoint,
  request: FastifyRequest,
  reply: FastifyReply,
  files: IncomingFile[],
) {
  return {
    ctx,
    body: payloadOf(endpoint, request),
    lang: request.lang,
    request,
    reply,
    files,
    get session() {
      return sessionOf(request);
    },
    get merchantId() {
      return sessionOf(request).merchantId;
    },
    get viewer() {
      return sessionOf(request).viewer;
    },
    get client() {
      return clientOf(request);
    },
    get signed(): WebhookCall {
      return webhookCallOf(request);
    },
  } as Call<Endpoint>;
}

const NO_FIELDS = z.object({});

/** The unknown-field check of the payload, or of an empty one for a call that takes none. */
function strictness(endpoint: Endpoint, payload: z.ZodType | undefined) {
  if (isSigned(endpoint) || endpoint.access === 'link' || endpoint.body === 'multipart') return undefined;
  if (payload) return validation(endpoint, payload) ? refuseUnknownFields(payload) : undefined;
  return refuseUnknownFields(NO_FIELDS);
}

export interface RegisterOptions {
  /** Check every answer against its result schema (the API suite; production does not pay it). */
  checkResults: boolean;
  /** False: answers go through JSON.stringify, as before decision 059 (its benchmark's "before"). */
  writeAnswers?: boolean;
}

/** Registers each route of the list on `app` (the `/api` scope). */
export async function registerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  routes: readonly DefinedRoute[],
  options: RegisterOptions,
) {
  for (const route of routes) {
    const { endpoint } = route;
    const payload = endpoint.payload ? schemaNamed(endpoint.payload) : undefined;
    const result = endpoint.result ? schemaNamed(endpoint.result) : z.null();
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      let files: IncomingFile[] = [];
      if (route.multipart) {
        const upload = await readMultipart(request, route.multipart);
        files = upload.files;
        request.body = parseFields(request, payload ?? NO_FIELDS, upload.fields);
      }
      const call = callOf(ctx, endpoint, request, reply, files);
      if (route.routeOf) {
        const narrower = await route.routeOf(call);
        if (narrower && !mayCall(narrower, endpoint.grant, call.viewer)) throw forbidden();
      }
      const answer = await route.handler(call);
      // A handler that sent its reply returns it, but awaiting a reply (a thenable) gives
      // undefined once the response has gone: what tells is that the reply has started (or its
      // client has left), never the value.
      if (answer === reply || reply.sent || reply.raw.headersSent || reply.raw.destroyed) return reply;
      if (options.checkResults) checkResult(endpoint, result, answer);
      // A platform's own answer is its whole body (Doudian's `{code: 0}`), not in the envelope.
      return endpoint.answer === 'json' ? answer : ok(request, answer);
    };
    // Writes, exports and reveals leave a record in the transaction of the write (decision 054).
    const audit = auditRecording(ctx, endpoint);
    // Lag-tolerant reads to a replica; a write tells its caller where its reads must catch up to.
    const replica = replicaRouting(ctx, endpoint);
    const audited = audit ? audit.handler(handler) : handler;
    const onSend = [audit?.onSend, replica?.onSend].filter((hook) => hook !== undefined);
    // Answers written from the result schema: what it does not declare is dropped (decision 059).
    const serialization = answerSerialization(endpoint, result, options.writeAnswers !== false);
    const definition: RouteOptions = {
      method: endpoint.method,
      url: endpoint.path,
      schema: { ...validation(endpoint, payload), response: serialization.response },
      serializerCompiler: serialization.serializerCompiler,
      onRequest: guards(endpoint, ctx),
      config: rateLimit(endpoint, ctx),
      // The refusal of an unknown field comes after the guards, like any other bad payload.
      preValidation: strictness(endpoint, payload),
      exposeHeadRoute: endpoint.access !== 'link',
      handler: replica?.handler ? replica.handler(audited) : audited,
      ...(onSend.length && { onSend }),
    };
    if (route.multipart) {
      // Multipart is parsed only on its own routes, with the limits of each.
      const limits = route.multipart.limits;
      await app.register(async (scope) => {
        // Imported here, not at the top: the demo seed loads the route tables without a server.
        await scope.register(import('@fastify/multipart'), { limits });
        scope.route(definition);
      });
    } else if (endpoint.body === 'form') {
      await app.register(async (scope) => {
        takeFormsOnly(scope);
        scope.route(definition);
      });
    } else {
      app.route(definition);
    }
  }
}

/** Multipart fields checked like a JSON body: the first wrong field named, in the caller's language. */
function parseFields(request: FastifyRequest, schema: z.ZodType, fields: Record<string, string>) {
  const keys = knownKeys(schema, fields);
  if (keys) checkFields(request, keys, fields);
  const parsed = schema.safeParse(fields);
  if (!parsed.success)
    throw AppError.worded(CoreError.invalid, zodIssueMessage(request, parsed.error.issues[0]!));
  return parsed.data;
}
