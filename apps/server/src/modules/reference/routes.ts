import { referenceEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { openApiDocument } from './openapi-document';
import { referencePage } from './reference-page';

let documentText: string | undefined;

/** The reference page's own: its inline style, links, nothing else. */
export const REFERENCE_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const referenceRoutes = defineRoutes(referenceEndpoints, {
  // Sent as text, made once: the document is the same for every caller.

  openapiDocument: async ({ reply }) => {
    documentText ??= JSON.stringify(openApiDocument());
    return reply.type('application/json; charset=utf-8').send(documentText);
  },

  // A page under /api: an API answer's policy (nothing loads) would drop its one inline style.
  apiReference: async ({ reply, lang }) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', REFERENCE_PAGE_POLICY)
      .send(referencePage(lang)),
});
