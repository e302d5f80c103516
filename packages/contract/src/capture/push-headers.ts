// The headers the shop platforms sign their pushes with (decision 065), apart from the pushes'
// schemas: the endpoint table reads them, and the web bundle, which loads the table, has no zod.

/** Doudian's push headers: the sending app's key, and MD5(app key + raw body + app secret) in hex. */
export const DOUDIAN_PUSH_HEADERS = {
  'app-id': 'The app key of the Doudian app that sends.',
  'event-sign': 'MD5(app key + raw body + app secret), hex.',
} as const;

export const GANTANHAO_TIMESTAMP_HEADER = 'x-gth-timestamp';
export const GANTANHAO_SIGNATURE_HEADER = 'x-gth-signature';

/** Gantanhao's push headers (its wire format is ours to define, decision 016). */
export const GANTANHAO_PUSH_HEADERS = {
  [GANTANHAO_TIMESTAMP_HEADER]: 'Unix time in seconds; refused outside ±300 s.',
  [GANTANHAO_SIGNATURE_HEADER]: "Hex HMAC-SHA-256 of `<timestamp>.<raw body>` with the shop's secret.",
} as const;
