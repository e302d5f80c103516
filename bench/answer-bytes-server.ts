// The server answer-bytes.ts loads: Fastify alone (no app, no database), answering the same JSON
// as text (`/text/:size`) or as bytes made from it (`/bytes/:size`), the two ways a route's
// serializer can hand Fastify an answer (apps/server/src/plugins/answer-serializer.ts). Each
// answer is written afresh per call, as a route's is.
import Fastify from 'fastify';
import { answerOf, type AnswerSize } from './answer-bytes-bodies';

const app = Fastify();
app.get('/api/health', () => ({ ok: true }));
const text = (size: AnswerSize) => JSON.stringify(answerOf(size));
app.post<{ Params: { size: AnswerSize } }>('/text/:size', (request, reply) =>
  reply.type('application/json; charset=utf-8').send(text(request.params.size)),
);
app.post<{ Params: { size: AnswerSize } }>('/bytes/:size', (request, reply) =>
  reply.type('application/json; charset=utf-8').send(Buffer.from(text(request.params.size))),
);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
