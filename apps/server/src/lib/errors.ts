import { Code, type Language } from '@console/contract';
import { AppError, defineErrors, type ErrorEntry } from './app-error';
import { type CoreMessageKey, translate } from './i18n';

/** The errors of the machinery below the domains: sessions, validation, transport, tasks, webhooks. */
export const CoreError = defineErrors<CoreMessageKey>()({
  notFound: { code: Code.notFound, key: 'err.not_found' },
  routeNotFound: { code: Code.notFound, key: 'err.route_not_found', status: 404 },
  sessionExpired: { code: Code.sessionExpired, key: 'err.session_expired' },
  forbidden: { code: Code.forbidden, key: 'err.forbidden' },
  tooManyRequests: { code: Code.tooManyRequests, key: 'err.too_many_requests' },
  internal: { code: Code.internal, key: 'err.internal', status: 500 },
  /** The embedded database's one connection stayed busy (db/connection-gate.ts): nothing was done. */
  busy: { code: Code.busy, key: 'err.busy', status: 503 },
  /** `{field}: {reason}`: a payload field refused. */
  invalidField: { code: Code.validation, key: 'v.field' },
  /** A key the JSON parser refuses (`__proto__`, `constructor.prototype`). */
  forbiddenField: { code: Code.validation, key: 'v.field', status: 400 },
  /** A refusal of validation already worded (see `AppError.worded`). */
  invalid: { code: Code.validation, key: 'v.field_invalid' },
  bodyMissing: { code: Code.validation, key: 'v.body_missing', status: 400 },
  nulCharacter: { code: Code.validation, key: 'v.nul_character', status: 400 },
  invalidJson: { code: Code.validation, key: 'err.invalid_json', status: 400 },
  unsupportedMediaType: { code: Code.unsupportedMediaType, key: 'err.unsupported_media_type', status: 415 },
  payloadTooLarge: { code: Code.payloadTooLarge, key: 'err.payload_too_large', status: 413 },
  spreadsheetRejected: { code: Code.spreadsheetRejected, key: 'err.spreadsheet_rejected' },
  tooManyExports: { code: Code.tooManyRequests, key: 'task.err_too_many_packing' },
  tooManyImports: { code: Code.tooManyRequests, key: 'import.err_too_many_packing' },
  taskLinkInvalid: { code: Code.forbidden, key: 'task.err_link_invalid', status: 403 },
  taskFileGone: { code: Code.notFound, key: 'task.err_file_gone', status: 404 },
  webhookSignature: { code: Code.webhookSignature, key: 'err.webhook_signature', status: 401 },
  webhookStale: { code: Code.webhookStale, key: 'err.webhook_stale', status: 401 },
  webhookInvalid: { code: Code.validation, key: 'err.webhook_invalid', status: 400 },
  webhookReplay: { code: Code.webhookReplay, key: 'err.webhook_replay', status: 409 },
});

export const notFound = () => new AppError(CoreError.notFound);
export const sessionExpired = () => new AppError(CoreError.sessionExpired);
export const forbidden = () => new AppError(CoreError.forbidden);

/** `{field}: {reason}`, the reason already in the request's language. */
/**
 * A domain's refusal of one payload field, in the validation's words naming it (`id_number: …`),
 * so that a client tells which field to fix: `{field}: {the entry's text}`, code and status the entry's.
 */
export const refuseField = (
  lang: Language,
  field: string,
  entry: ErrorEntry,
  params: Record<string, string | number> = {},
) =>
  AppError.worded(entry, translate(lang, 'v.field', { field, reason: translate(lang, entry.key, params) }));

export const invalidField = (field: string, reason: string) =>
  new AppError(CoreError.invalidField, { field, reason });
