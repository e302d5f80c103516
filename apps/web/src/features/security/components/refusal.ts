import { Code } from '@console/contract';
import { ApiError } from '@/lib/api-error';

/** The refusals that are about the code typed: shown on its field, not as a notice. */
const CODE_REFUSALS: ReadonlySet<number> = new Set([
  Code.twoStepCodeWrong,
  Code.twoStepCodeReplayed,
  Code.twoStepCodeMissing,
  Code.validation,
]);

/** The message to put on the code field, or null when the refusal is about something else. */
export const codeRefusal = (error: unknown): string | null =>
  error instanceof ApiError && CODE_REFUSALS.has(error.code) ? error.msg : null;

/** Any refusal's words (the http client has notified a transport failure already). */
export const refusalText = (error: unknown): string | null => (error instanceof ApiError ? error.msg : null);
