import type { CodeValue } from '@console/contract';

/**
 * One business error of the error table: its result code, the key of its text (server locales,
 * translated into the request's language by the error handler) and its HTTP status (200: the
 * envelope says what happened; transport-level refusals have their own).
 */
export interface ErrorEntry<Key extends string = string> {
  readonly code: CodeValue;
  readonly key: Key;
  readonly status?: number;
}

/**
 * A domain's errors, named (`lib/errors.ts` for the machinery's, `modules/<name>/errors.ts` for a
 * domain's). The keys are typed against the texts the domain may use, so a misspelt key is a type
 * error, not a raw key shown to a merchant:
 *
 *   export const MoneyError = defineErrors<MoneyKey>()({
 *     payeeLimit: { code: Code.payeeLimit, key: 'err.payee_limit' },
 *   });
 *   throw new AppError(MoneyError.payeeLimit, { max: 10 });
 */
export const defineErrors =
  <Key extends string>() =>
  <const T extends Record<string, ErrorEntry<Key>>>(entries: T): T =>
    entries;

/** The one business error: an entry of the table, its text's parameters, data for the client. */
export class AppError extends Error {
  readonly code: number;
  readonly msgKey: string;
  readonly httpStatus: number;
  /** Set when the text is already in the request's language (a field named by a zod issue). */
  readonly text: string | undefined;

  constructor(
    entry: ErrorEntry,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
    text?: string,
  ) {
    super(entry.key);
    this.name = 'AppError';
    this.code = entry.code;
    this.msgKey = entry.key;
    this.httpStatus = entry.status ?? 200;
    this.text = text;
  }

  /** A refusal whose words were made in the request's language already. */
  static worded(entry: ErrorEntry, text: string): AppError {
    return new AppError(entry, {}, null, text);
  }
}
