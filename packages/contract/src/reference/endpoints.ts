import { defineEndpoints } from '../endpoint';

/**
 * The API described for its readers (decision 060): the OpenAPI 3.1 document made from the
 * endpoint table, and a page that reads it. Public: the document holds no one's data.
 */
export const referenceEndpoints = defineEndpoints<object>()({
  /** The OpenAPI 3.1 document of every call of this table (JSON). */
  openapiDocument: { path: '/openapi.json', method: 'GET', access: 'public', file: true },
  /** The reference page: the same document for a person, in the request's language (HTML). */
  apiReference: { path: '/reference', method: 'GET', access: 'public', file: true },
});
