// The API's routes that the endpoint table does not declare, described for the document: each
// speaks its sender's own format (a platform's push, a provider's form, a server-sent stream).
// `openapi.test.ts` checks that the app registers each of these paths, so this list cannot drift.
import { LIVE_EVENTS_PATH } from '@console/contract';
import { ref } from './openapi-schemas';

const text = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: { type: 'string' } } },
});

const header = (name: string, description: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
});

const refusal = {
  description: 'A refusal, recorded with why (bad signature, stale, replay, invalid, unknown).',
  content: { 'application/json': { schema: ref('Refusal') } },
};

/** Path (as registered under /api) → method → operation. */
export const OUTSIDE_ROUTES: Record<string, Record<string, unknown>> = {
  [LIVE_EVENTS_PATH]: {
    get: {
      operationId: 'liveEvents',
      tags: ['live-events'],
      summary: 'liveEvents',
      description:
        'One server-sent event stream per signed-in tab: unread count, task progress, balance ' +
        'changes, a new build; `signout` ends it, `resync` asks the client to read everything again.',
      security: [{ session: [] }],
      responses: { '200': text('text/event-stream', 'The event stream.'), '4XX': refusal },
    },
  },
  '/topup/notify': {
    post: {
      operationId: 'topupNotify',
      tags: ['topup'],
      summary: 'topupNotify',
      description:
        "The top-up provider's callback (Juhe): a form whose `sign` is MD5(AppKey + sporder_id + " +
        'orderid); the item is settled once, the status query asked when the callback is doubtful.',
      security: [],
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              properties: {
                sporder_id: { type: 'string', maxLength: 64 },
                orderid: { type: 'string' },
                sta: { type: 'string', enum: ['1', '9'] },
                sign: { type: 'string', maxLength: 64 },
                err_msg: { type: 'string', maxLength: 500 },
              },
              required: ['sporder_id', 'orderid', 'sta', 'sign'],
            },
          },
        },
      },
      responses: { '200': text('text/plain', 'Taken: `success`.'), '4XX': refusal },
    },
  },
  '/capture/push/doudian': {
    post: {
      operationId: 'captureDoudianPush',
      tags: ['capture'],
      summary: 'captureDoudianPush',
      description:
        "Doudian's message push: the shops it names are synced again. Genuine when `event-sign` is " +
        'MD5(app key + raw body + secret) with the secret of those shops.',
      security: [],
      parameters: [
        header('app-id', 'The app key of the Doudian app that sends.'),
        header('event-sign', 'MD5(app key + raw body + app secret), hex.'),
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'array',
              minItems: 1,
              maxItems: 200,
              items: {
                type: 'object',
                properties: { msg_id: { type: ['string', 'number'] } },
                required: ['msg_id'],
              },
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'Taken, in the form Doudian expects: `{"code":0,"msg":"success"}`.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { code: { const: 0 }, msg: { const: 'success' } },
                required: ['code', 'msg'],
              },
            },
          },
        },
        '4XX': refusal,
      },
    },
  },
  '/capture/push/gantanhao': {
    post: {
      operationId: 'captureGantanhaoPush',
      tags: ['capture'],
      summary: 'captureGantanhaoPush',
      description:
        "Gantanhao's order event, signed with the shop's secret: the order is captured in the " +
        'transaction that records the event.',
      security: [],
      parameters: [
        header('x-gth-timestamp', 'Unix time in seconds; refused outside ±300 s.'),
        header('x-gth-signature', "Hex HMAC-SHA-256 of `<timestamp>.<raw body>` with the shop's secret."),
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                event_id: { type: 'string' },
                shop_id: { type: 'string' },
                app_key: { type: 'string' },
              },
              required: ['event_id', 'shop_id', 'app_key'],
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'The envelope; `data.state` says what became of the order.',
          content: {
            'application/json': {
              schema: {
                anyOf: [
                  {
                    type: 'object',
                    properties: {
                      code: { const: 1 },
                      msg: { type: 'string' },
                      data: {
                        type: 'object',
                        properties: { state: { enum: ['captured', 'recorded', 'ignored'] } },
                        required: ['state'],
                      },
                    },
                    required: ['code', 'msg', 'data'],
                  },
                  ref('Refusal'),
                ],
              },
            },
          },
        },
        '4XX': refusal,
      },
    },
  },
};
