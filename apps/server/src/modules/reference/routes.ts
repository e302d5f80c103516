import { referenceEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { openApiDocument } from './openapi-document';
import { referencePage } from './reference-page';

let documentText: string | undefined;

export const referenceRoutes = defineRoutes(referenceEndpoints, {
  // Sent as text, made once: the document is the same for every caller.

  openapiDocument: async ({ reply }) => {
    documentText ??= JSON.stringify(openApiDocument());
    return reply.type('application/json; charset=utf-8').send(documentText);
  },

  apiReference: async ({ reply, lang }) => reply.type('text/html; charset=utf-8').send(referencePage(lang)),
});
