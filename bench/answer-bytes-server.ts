// The server answer-bytes.ts loads: Fastify alone (no app, no database), answering the same JSON
// as text (`/text/:size`) or as bytes made from it (`/bytes/:size`), the two ways a route's
// serializer can hand Fastify an answer (apps/server/src/plugins/answer-serializer.ts), and as
// bytes behind a page's or an API answer's security headers (`/headers/:set/:size`). Each
// answer is written afresh per call, as a route's is.
import Fastify from 'fastify';
import { answerOf, type AnswerSize } from './answer-bytes-bodies';
import { apiAnswerHeaders, securityHeaders } from '../apps/server/src/plugins/security';

const app = Fastify();
app.get('/api/health', () => ({ ok: true }));
const text = (size: AnswerSize) => JSON.stringify(answerOf(size));
app.post<{ Params: { size: AnswerSize } }>('/text/:size', (request, reply) =>
  reply.type('application/json; charset=utf-8').send(text(request.params.size)),
);
app.post<{ Params: { size: AnswerSize } }>('/bytes/:size', (request, reply) =>
  reply.type('application/json; charset=utf-8').send(Buffer.from(text(request.params.size))),
);
// The same bytes behind a page's security headers or an API answer's (decision 095), each set
// as the console's hook sets it: once per request, worked out at the start.
const pageHeaders = securityHeaders({ NODE_ENV: 'production' });
const headerSets = { page: pageHeaders, api: apiAnswerHeaders(pageHeaders) };
app.post<{ Params: { set: keyof typeof headerSets; size: AnswerSize } }>(
  '/headers/:set/:size',
  (request, reply) =>
    reply
      .headers(headerSets[request.params.set])
      .type('application/json; charset=utf-8')
      .send(Buffer.from(text(request.params.size))),
);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
