import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEventData, LiveEventName } from '@console/contract';
import type { ConsoleEvent } from '../db/event-bus';
import type { AppContext } from '../lib/context';
import { resolveSession, seesBalance, seesNotices, sessionCacheOf } from '../modules/auth';
import { sessionOf, tokenOf } from './auth';

/** A comment line this often keeps proxies and the browser from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;
/** Open streams of one session (a tab each) beyond this close the oldest: a leak, not a use. */
const MAX_STREAMS_PER_SESSION = 12;

/** The entry script of the served web build (what the web's version check compares), or null. */
export function servedBuild(webDist: string): string | null {
  try {
    const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const src = /<script\b[^>]*type="module"[^>]*src="([^"]+)"/i.exec(html)?.[1];
    return src ? (src.split('/').pop() ?? null) : null;
  } catch {
    return null;
  }
}

interface Stream {
  sessionId: number;
  merchantId: number;
  token: string;
  out: PassThrough;
  /** A staff member's tab hears the balance and the unread count only when their role shows them. */
  balance: boolean;
  notices: boolean;
}

const frame = <N extends LiveEventName>(event: N, data: LiveEventData[N]) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** What a merchant's tab is told of an event; null when the event is not its business. */
function messageFor(stream: Stream, event: ConsoleEvent): string | null {
  switch (event.t) {
    case 'build':
      return frame('build', { build: event.b });
    case 'task':
      return event.m === stream.merchantId
        ? frame('task', { id: event.id, status: event.s, progress: event.p })
        : null;
    case 'notice':
      return event.m === stream.merchantId && stream.notices ? frame('notice', { unread: event.n }) : null;
    case 'balance':
      return event.m === stream.merchantId && stream.balance ? frame('balance', { balance: event.b }) : null;
    case 'list':
      return event.m === stream.merchantId ? frame('list', { domain: event.d }) : null;
    default:
      return null;
  }
}

/** Each app's opener of a stream (set by `registerEventStream`, used by the endpoint's handler). */
const openers = new WeakMap<AppContext, (request: FastifyRequest, reply: FastifyReply) => FastifyReply>();

/**
 * The handler of `liveEvents` (the notices' table, `GET /api/events`, a signed-in call like every
 * other): a new stream on the reply, which it has sent.
 */
export function openLiveStream(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const open = openers.get(ctx);
  if (!open) throw new Error('the event stream is not registered');
  return open(request, reply);
}

/**
 * The streams of `GET /api/events`: one server-sent event stream per signed-in tab. It carries the unread count, task progress and completion, balance changes and a newly
 * deployed build, as the database announces them to this process (db/event-bus.ts), whichever
 * process made the change. A revoked session or a disabled merchant gets `signout` and the end of
 * the stream; after the announcements were lost for a while, `resync` (ask again for everything).
 * Answers how many streams are open now (the metrics).
 */
export function registerEventStream(app: FastifyInstance, ctx: AppContext): () => number {
  const streams = new Set<Stream>();
  const build = servedBuild(ctx.config.WEB_DIST);

  const end = (stream: Stream, last?: string) => {
    if (!streams.delete(stream)) return;
    if (last) stream.out.write(last);
    stream.out.end();
  };
  const recheck = async (stream: Stream, event: ConsoleEvent) => {
    // The cache may hear this event after the stream does (listener order): it forgets here first,
    // so the recheck reads the database (forgetting twice costs nothing).
    sessionCacheOf(ctx).hear(event);
    const session = await resolveSession(ctx, stream.token).catch(() => undefined);
    if (session === null || session?.sessionId !== stream.sessionId) end(stream, frame('signout', {}));
  };

  const unsubscribe = ctx.events.subscribe((event) => {
    for (const stream of streams) {
      if (event.t === 'session' && event.id === stream.sessionId) end(stream, frame('signout', {}));
      else if (event.t === 'merchant' && event.m === stream.merchantId) void recheck(stream, event);
      else {
        const message = messageFor(stream, event);
        if (message) stream.out.write(message);
      }
    }
  });
  const offConnection = ctx.events.onConnection((connected) => {
    if (connected) for (const stream of streams) stream.out.write(frame('resync', {}));
  });
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.out.write(': ping\n\n');
  }, HEARTBEAT_MS).unref();

  // Streams never finish on their own: they end before the server waits for open requests.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    offConnection();
    for (const stream of [...streams]) end(stream);
  });

  openers.set(ctx, (request, reply) => {
    const session = sessionOf(request);
    const stream: Stream = {
      sessionId: session.sessionId,
      merchantId: session.merchantId,
      token: tokenOf(request),
      out: new PassThrough(),
      balance: seesBalance(session.viewer),
      notices: seesNotices(session.viewer),
    };
    const mine = [...streams].filter((s) => s.sessionId === stream.sessionId);
    if (mine.length >= MAX_STREAMS_PER_SESSION) end(mine[0]!);
    streams.add(stream);
    // The response's close: the tab went away (or the stream ended here).
    reply.raw.on('close', () => end(stream));
    stream.out.write(`retry: 3000\n${frame('hello', { build })}`);
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store, no-transform')
      .header('x-accel-buffering', 'no')
      .send(stream.out);
  });

  // A process that starts with a build tells the tabs served by the others.
  if (build) void ctx.events.publish({ t: 'build', b: build }).catch(() => {});
  return () => streams.size;
}
