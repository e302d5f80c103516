import { isMsgKey, type Language } from '@console/contract';
import { translate } from './i18n';

/** Who asked: the language of the answer, and the payload (to tell a missing field from a wrong one). */
export interface Asker {
  lang: Language;
  body: unknown;
}

export interface Issue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const show = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '?');

function valueAt(body: unknown, pathParts: string[]): unknown {
  let cur: unknown = body;
  for (const p of pathParts) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur;
}

/**
 * A bound passed: a text is too long or short, a list has too many or too few items, a number is
 * past its range (an id past its column, issue 40: "at most 2147483647", not "too long").
 */
function boundReason(lang: Language, issue: Issue): string {
  const big = issue.keyword === 'too_big';
  const bound = show(big ? issue.params.maximum : issue.params.minimum);
  const origin = issue.params.origin;
  if (origin === 'number' || origin === 'bigint') {
    // An exclusive bound (`positive()`: more than 0) is said as the number it must pass.
    const key =
      issue.params.inclusive === false
        ? big
          ? 'v.field_below'
          : 'v.field_above'
        : big
          ? 'v.field_at_most'
          : 'v.field_at_least';
    return translate(lang, key, { bound });
  }
  return big
    ? translate(lang, 'v.field_too_long', { max: bound })
    : translate(lang, 'v.field_too_short', { min: bound });
}

/** One clear sentence for the first failed field, in the request's language, naming the field. */
export function validationMessage(request: Asker, issue: Issue): string {
  const lang = request.lang;
  const parts = issue.instancePath.split('/').filter(Boolean);
  if (parts.length === 0 && (request.body === undefined || request.body === null)) {
    return translate(lang, 'v.body_missing');
  }
  const field = parts.join('.') || 'body';
  let reason: string;
  if (issue.message && isMsgKey(issue.message)) {
    reason = translate(lang, issue.message);
  } else if (issue.keyword === 'invalid_type') {
    reason =
      valueAt(request.body, parts) === undefined
        ? translate(lang, 'v.field_required')
        : translate(lang, 'v.field_type', { expected: show(issue.params.expected) });
  } else if (issue.keyword === 'too_big' || issue.keyword === 'too_small') {
    reason = boundReason(lang, issue);
  } else if (issue.keyword === 'invalid_format') {
    reason = translate(lang, 'v.field_format');
  } else if (issue.keyword === 'invalid_value' || issue.keyword === 'invalid_union') {
    reason = translate(lang, 'v.field_value');
  } else {
    reason = translate(lang, 'v.field_invalid');
  }
  return translate(lang, 'v.field', { field, reason });
}

/** The same sentence for a zod issue found outside Fastify's schema validation (e.g. multipart fields). */
export function zodIssueMessage(
  request: Asker,
  issue: { path: PropertyKey[]; code: string; message: string },
) {
  const { path, code, message, ...params } = issue;
  return validationMessage(request, {
    instancePath: `/${path.map(String).join('/')}`,
    keyword: code,
    message,
    params,
  });
}
