// The OpenAPI 3.1 document of the API (decision 060), made from the endpoint table and the
// contract's schemas: nothing is written twice, so it cannot disagree with what the server checks
// and answers. Built once per process, when first asked for.
import * as contract from '@console/contract';
import type { Endpoint } from '@console/contract';
import { operationOf, openApiPath } from './openapi-operation';
import { SchemaComponents } from './openapi-schemas';
import { domainOf } from './openapi-codes';

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, { operationId: string }>>;
};

function build(): OpenApiDocument {
  const components = new SchemaComponents();
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  // The table as the server registers it (ENDPOINTS), tagged by the domain that declares each call.
  for (const endpoint of Object.values(contract.ENDPOINTS) as Endpoint[]) {
    const path = openApiPath(endpoint.path);
    const tag = domainOf(endpoint);
    tags.add(tag);
    const operation = operationOf(endpoint, tag, components);
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Console API',
      version: '1',
      description:
        'Every call answers the envelope `{code, msg, data}`: `code` 1 is success, any other code ' +
        'a refusal (HTTP 200 for a business refusal; 4xx and 5xx for transport failures), `msg` in ' +
        'the language of `Accept-Language` (zh-CN, zh-TW, en-US, pt-BR). A signed-in call sends its ' +
        'session in the `token` header; an expired one answers 9999. A payload field that the call ' +
        'does not declare is refused by name, and an answer carries only what its schema declares.',
    },
    servers: [{ url: '/api' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: components.schemas,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'header',
          name: 'token',
          description: 'The token `/login/dologin` answers (or `/login/twoStep` after the second step).',
        },
      },
    },
  };
}

let built: OpenApiDocument | undefined;

/** The document (the same object for the process's life: the table does not change at run time). */
export function openApiDocument(): OpenApiDocument {
  built ??= build();
  return built;
}
