// The OpenAPI 3.1 document of the API (decision 060), made from the endpoint table and the
// contract's schemas: nothing is written twice, so it cannot disagree with what the server checks
// and answers. Built once per process, when first asked for.
import * as contract from '@console/contract';
import type { Endpoint } from '@console/contract';
import { operationOf, openApiPath } from './openapi-operation';
import { SchemaComponents } from './openapi-schemas';
import { OUTSIDE_ROUTES } from './outside-routes';

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, { operationId: string }>>;
};

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'access' in value;

/** Each domain's table by the contract's export name (`orderEndpoints` → tag `order`). */
function domainTables(): [string, Endpoint[]][] {
  return Object.entries(contract)
    .filter(([name, value]) => name.endsWith('Endpoints') && typeof value === 'object' && value !== null)
    .map(([name, table]): [string, Endpoint[]] => [
      name.slice(0, -'Endpoints'.length),
      Object.values(table as Record<string, unknown>).filter(isEndpoint),
    ])
    .filter(([, endpoints]) => endpoints.length > 0);
}

function build(): OpenApiDocument {
  const components = new SchemaComponents();
  const paths: OpenApiDocument['paths'] = {};
  const tagOf = new Map<string, string>();
  for (const [tag, endpoints] of domainTables()) {
    for (const endpoint of endpoints) tagOf.set(endpoint.name, tag);
  }
  // The table as the server registers it (ENDPOINTS), tagged by the domain that declares each call.
  for (const endpoint of Object.values(contract.ENDPOINTS) as Endpoint[]) {
    const path = openApiPath(endpoint.path);
    const operation = operationOf(endpoint, tagOf.get(endpoint.name) ?? 'other', components);
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  for (const [path, methods] of Object.entries(OUTSIDE_ROUTES)) {
    paths[openApiPath(path)] = {
      ...paths[openApiPath(path)],
      ...(methods as OpenApiDocument['paths'][string]),
    };
  }
  const tags = [...new Set([...tagOf.values(), 'live-events'])].sort().map((name) => ({ name }));
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
    tags,
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
