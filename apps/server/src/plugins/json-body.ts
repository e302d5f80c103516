import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { CoreError } from '../lib/errors';
import { translate } from '../lib/i18n';

/**
 * JSON bodies go through Fastify's own safe parser (prototype-poisoning protection), after one
 * check of ours: PostgreSQL text cannot hold the NUL character, so a body that carries one (JSON
 * can only spell it `\u0000`) is refused here for every call, rather than failing in a query.
 */
/** `\u0000` preceded by an even number of backslashes (an odd number escapes the backslash). */
const NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/i;

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it arrived: what a signed webhook's HMAC is computed over. */
    rawBody?: string;
  }
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

export function registerJsonBody(app: FastifyInstance) {
  // JSON is the only body of the API (multipart is added where uploads are taken).
  app.removeContentTypeParser('text/plain');
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (NUL_ESCAPE.test(body as string)) {
      done(new AppError(CoreError.nulCharacter), undefined);
      return;
    }
    request.rawBody = body as string;
    void parse(request, body as string, (error, value) => {
      // Valid JSON that the safe parser still refuses carries a key that would reach an object's
      // prototype (`__proto__`, `constructor.prototype`): named like any refused field.
      if (error && isJson(body as string)) {
        const field = (body as string).includes('"__proto__"') ? '__proto__' : 'constructor';
        done(
          new AppError(CoreError.forbiddenField, {
            field,
            reason: translate(request.lang, 'v.field_unknown'),
          }),
        );
        return;
      }
      done(error, value);
    });
  });
}
