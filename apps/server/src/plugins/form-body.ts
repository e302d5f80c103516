import type { FastifyInstance } from 'fastify';

/** A provider's callback is a few short fields: anything longer is not one. */
const FORM_BODY_LIMIT = 8192;

/**
 * A scope that takes `application/x-www-form-urlencoded` bodies and nothing else (the API's other
 * routes take JSON alone): the fields as an object of texts (a repeated field: its last value),
 * the body kept raw as a signed webhook's is (what a provider's signature may cover).
 */
export function takeFormsOnly(scope: FastifyInstance) {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (request, body, done) => {
      request.rawBody = body as string;
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
