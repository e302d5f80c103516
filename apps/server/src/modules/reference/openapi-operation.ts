// One endpoint of the table as an OpenAPI 3.1 operation: where its payload travels, who may call
// (the session header, the partner's signature, a signed link), what it answers (the envelope with
// its result, a platform's own answer, a text, a stream, or a file) and the codes it may answer.
import {
  type Endpoint,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_WINDOW_SECONDS,
} from '@console/contract';
import type { JsonSchema } from '../../plugins/answer-schema';
import { codesOf } from './openapi-codes';
import { ref, type SchemaComponents, successEnvelope } from './openapi-schemas';

/** What a file endpoint answers when it succeeds (anything else: bytes). */
const FILE_TYPES: Record<string, string> = {
  areaData: 'application/json',
  openapiDocument: 'application/json',
  apiReference: 'text/html',
  orderImportTemplate: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  orderRemarkTemplate: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  topupTemplate: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `/download/file/:id` → `/download/file/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Refusal') } },
});

/** The partner's signature headers (`lib/signed-webhook.ts`). */
export const SIGNATURE_HEADERS = [
  {
    name: WEBHOOK_TIMESTAMP_HEADER,
    in: 'header',
    required: true,
    description: `Unix time in seconds when the call was signed; refused outside ±${WEBHOOK_WINDOW_SECONDS} s.`,
    schema: { type: 'string', pattern: '^[0-9]{1,12}$' },
  },
  {
    name: WEBHOOK_SIGNATURE_HEADER,
    in: 'header',
    required: true,
    description:
      'Hex HMAC-SHA-256 of `<timestamp>.<raw body>` with the shared WEBHOOK_SECRET. An event id is ' +
      'taken once: a replay is refused (4012).',
    schema: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' },
  },
];

/** The headers a platform signs its call with (`access: 'platform'`), as its declaration names them. */
const platformHeaders = (endpoint: Endpoint) =>
  Object.entries(endpoint.headers).map(([name, description]) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema: { type: 'string' },
  }));

/** A GET's payload as parameters: in the path for `/:name`, else in the query string. */
function parameters(endpoint: Endpoint, payload: JsonSchema | undefined) {
  const properties = (payload?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((payload?.required ?? []) as string[]);
  const declared = Object.entries(properties).map(([name, schema]) => {
    const inPath = endpoint.path.includes(`:${name}`);
    return { name, in: inPath ? 'path' : 'query', required: inPath || required.has(name), schema };
  });
  // A path parameter the handler reads itself, and a signed link's own query.
  const undeclared = [...endpoint.path.matchAll(/:(\w+)/g)]
    .map((m) => m[1]!)
    .filter((name) => !(name in properties))
    .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const link =
    endpoint.access === 'link'
      ? ['expires', 'sig'].map((name) => ({ name, in: 'query', required: true, schema: { type: 'string' } }))
      : [];
  return [...declared, ...undeclared, ...link];
}

function requestBody(endpoint: Endpoint, components: SchemaComponents) {
  if (endpoint.method === 'GET') return undefined;
  if (endpoint.body === 'multipart') {
    const fields = endpoint.payload ? components.input(endpoint.payload) : { properties: {} };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              ...(fields.properties as JsonSchema),
              file: { type: 'string', contentMediaType: 'application/octet-stream' },
            },
          },
        },
      },
    };
  }
  const schema = endpoint.payload ? components.add(endpoint.payload, 'input') : { type: 'object' };
  const type = endpoint.body === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  return { required: true, content: { [type]: { schema } } };
}

function success(endpoint: Endpoint, components: SchemaComponents) {
  if (endpoint.file) {
    const type = FILE_TYPES[endpoint.name] ?? 'application/octet-stream';
    return {
      description: 'The file itself; a refusal is the JSON envelope.',
      content: {
        [type]: { schema: type === 'application/json' ? { type: 'object' } : { type: 'string' } },
      },
    };
  }
  if (endpoint.answer === 'text' || endpoint.answer === 'stream') {
    const type = endpoint.answer === 'text' ? 'text/plain' : 'text/event-stream';
    return {
      description: `${endpoint.answer === 'text' ? 'Taken: a plain text' : 'The event stream'}; a refusal is the JSON envelope.`,
      content: { [type]: { schema: { type: 'string' } }, 'application/json': { schema: ref('Refusal') } },
    };
  }
  const data = endpoint.result ? components.add(endpoint.result, 'output') : { type: 'null' };
  if (endpoint.answer === 'json') {
    return {
      description: "Taken: the platform's own answer; a refusal is the envelope.",
      content: { 'application/json': { schema: { anyOf: [data, ref('Refusal')] } } },
    };
  }
  return {
    description:
      'The envelope: `code` 1 and the result in `data`, or a refusal (any other code, with HTTP 200 ' +
      'for a business refusal).',
    content: {
      'application/json': { schema: { anyOf: [successEnvelope(data), ref('Refusal')] } },
    },
  };
}

/** The operation of `endpoint`, its schemas added to `components`; `tag` is its domain. */
export function operationOf(endpoint: Endpoint, tag: string, components: SchemaComponents) {
  const payload =
    endpoint.payload && endpoint.method === 'GET' ? components.input(endpoint.payload) : undefined;
  const params = [
    ...parameters(endpoint, payload),
    ...(endpoint.access === 'signature' ? SIGNATURE_HEADERS : []),
    ...platformHeaders(endpoint),
  ];
  const body = requestBody(endpoint, components);
  return {
    operationId: endpoint.name,
    tags: [tag],
    summary: endpoint.name,
    description: [
      endpoint.about,
      endpoint.route ? `Screen \`${endpoint.route}\`, team action \`${endpoint.grant}\`.` : '',
      endpoint.access === 'link' ? 'The signed link (`expires`, `sig`) is the only credential.' : '',
      endpoint.access === 'signature' ? 'Sent by the partner, signed (see the headers).' : '',
      endpoint.access === 'platform'
        ? 'Sent by the platform, signed by its own rule; refusals are recorded.'
        : '',
    ]
      .filter(Boolean)
      .join(' '),
    security: endpoint.access === 'session' ? [{ session: [] }] : [],
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': success(endpoint, components),
      '4XX': refusal('A transport refusal: not JSON, too large, too many requests, a bad signature.'),
      '5XX': refusal('Busy (503, Retry-After: try again) or an internal error without details.'),
    },
    'x-codes': codesOf(endpoint),
    ...(endpoint.route ? { 'x-route': endpoint.route, 'x-grant': endpoint.grant } : {}),
  };
}
