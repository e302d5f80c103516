import type { FastifyInstance } from 'fastify';

/**
 * Once the app starts closing, every response, including those of requests already in flight,
 * tells the client to close its connection. Otherwise a keep-alive connection of an in-flight
 * request outlives its response and the server waits for it until the keep-alive timeout.
 */
export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs on every answer, and a promise each costs.
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (closing) reply.header('connection', 'close');
    done();
  });
}
