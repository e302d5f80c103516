// Hostile payloads, derived from an endpoint's payload schema: for each field, a wrong type, its
// absence (when required), a huge string, deep nesting, NaN and huge numbers, injection strings;
// and for the payload, an undeclared field, a `__proto__` key, a NUL character, a raw NaN.
import type { z } from 'zod';
import { pickOption } from '../../lib/payload-keys';

/**
 * What the answer must be: `named`, a refusal (never a 5xx) whose message names `field`; `either`,
 * that or an acceptance (a text that is only text, e.g. an injection string in a remark); `body`,
 * a refusal of the body as a whole with a 4xx envelope (not JSON, a NUL anywhere).
 */
export type Expect = 'named' | 'either' | 'body';

export interface Hostile {
  label: string;
  field: string;
  expect: Expect;
  /** The payload, or the raw JSON body when the value cannot be written as JSON. */
  payload: Record<string, unknown>;
  raw?: string;
}

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'enum' | 'union' | 'other';

/** The kind of value a field takes, through defaults, optionals, pipes and coercions. */
function kindOf(schema: z.ZodType): Kind {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  if (def.innerType) return kindOf(def.innerType);
  if (def.type === 'pipe' && def.in) return kindOf(def.in);
  if (def.type === 'literal' || def.type === 'enum') return 'enum';
  if (['string', 'number', 'boolean', 'array', 'object', 'union'].includes(def.type)) return def.type as Kind;
  return 'other';
}

/** The fields of an object payload (or of every option of a union of objects). */
function fieldsOf(schema: z.ZodType, valid: Record<string, unknown>): Record<string, z.ZodType> {
  const def = schema._zod.def as { type: string; shape?: Record<string, z.ZodType>; options?: z.ZodType[] };
  if (def.type === 'object' && def.shape) return def.shape;
  if (def.type === 'union' && def.options) {
    // The option the valid payload is of (a discriminated union), else every option's fields.
    const picked = pickOption(schema, def.options, valid);
    return picked
      ? fieldsOf(picked, valid)
      : (Object.assign({}, ...def.options.map((o) => fieldsOf(o, valid))) as never);
  }
  if (def.type === 'pipe') return fieldsOf((schema._zod.def as unknown as { in: z.ZodType }).in, valid);
  return {};
}

/** The element's schema of a list body (through a pipe), or undefined for any other. */
function elementOf(schema: z.ZodType | undefined): z.ZodType | undefined {
  const def = schema?._zod.def as { type: string; element?: z.ZodType; in?: z.ZodType } | undefined;
  if (def?.type === 'pipe' && def.in) return elementOf(def.in);
  return def?.type === 'array' ? def.element : undefined;
}

const WRONG: Record<Kind, unknown> = {
  string: 12345,
  number: 'abc',
  boolean: 'yes',
  array: 'x',
  object: 'x',
  enum: 12345,
  union: { not: 'any of them' },
  other: { not: 'this' },
};

const nested = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

export const INJECTIONS = [
  "' OR 1=1 --",
  "'; drop table merchants; --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
];

/**
 * Builds the hostile payloads of a schema. A JSON body carries any value; a query string or
 * multipart fields (`text`) carry text only, so their hostile values are texts: a number field
 * gets words, every field a long text (`stringMax`: the longest the transport takes).
 */
export function hostilePayloads(
  schema: z.ZodType | undefined,
  valid: Record<string, unknown>,
  { text = false, stringMax = 1_000_000 }: { text?: boolean; stringMax?: number } = {},
): Hostile[] {
  const element = elementOf(schema);
  if (element && Array.isArray(valid)) {
    // A body that is a list (a platform's push): its first element's hostile payloads, in the
    // list. A raw body is refused by the JSON parser, which names the field itself.
    const rest = (valid as unknown[]).slice(1);
    return hostilePayloads(element, (valid[0] ?? {}) as Record<string, unknown>, { text, stringMax }).map(
      (h): Hostile => ({
        ...h,
        field: h.raw ? h.field : `0.${h.field}`,
        payload: [h.payload, ...rest] as unknown as Record<string, unknown>,
        ...(h.raw ? { raw: `[${h.raw}${rest.map((r) => `,${JSON.stringify(r)}`).join('')}]` } : {}),
      }),
    );
  }
  return text ? textPayloads(schema, valid, stringMax) : jsonPayloads(schema, valid, stringMax);
}

function textPayloads(schema: z.ZodType | undefined, valid: Record<string, unknown>, stringMax: number) {
  const out: Hostile[] = [
    {
      label: 'undeclared field',
      field: 'sweep_extra',
      expect: 'named',
      payload: { ...valid, sweep_extra: '1' },
    },
  ];
  for (const [field, fieldSchema] of Object.entries(schema ? fieldsOf(schema, valid) : {})) {
    const kind = kindOf(fieldSchema);
    const put = (label: string, expect: Expect, value: string) =>
      out.push({ label, field, expect, payload: { ...valid, [field]: value } });
    if (kind === 'number')
      for (const v of ['abc', 'NaN', '1e308', String(2 ** 63)]) put(`not a number: ${v}`, 'named', v);
    if (kind === 'enum' || kind === 'boolean') put('not an option', 'named', 'not-an-option');
    if (!fieldSchema.safeParse(undefined).success) {
      const rest = { ...valid };
      delete rest[field];
      out.push({ label: 'missing', field, expect: 'named', payload: rest });
    }
    put('long text', 'named', 'x'.repeat(stringMax));
    for (const injection of INJECTIONS) put(`injection ${injection}`, 'either', injection);
  }
  return out;
}

function jsonPayloads(schema: z.ZodType | undefined, valid: Record<string, unknown>, stringMax: number) {
  const out: Hostile[] = [];
  const put = (label: string, field: string, expect: Expect, value: unknown) =>
    out.push({ label, field, expect, payload: { ...valid, [field]: value } });
  out.push({
    label: 'undeclared field',
    field: 'sweep_extra',
    expect: 'named',
    payload: { ...valid, sweep_extra: 1 },
  });
  out.push({
    label: '__proto__ key',
    field: '__proto__',
    expect: 'named',
    payload: valid,
    raw: `{"__proto__":{"polluted":true},${JSON.stringify(valid).slice(1)}`.replace(',}', '}'),
  });
  for (const [field, fieldSchema] of Object.entries(schema ? fieldsOf(schema, valid) : {})) {
    const kind = kindOf(fieldSchema);
    put('wrong type', field, 'named', WRONG[kind]);
    put('deep nesting', field, 'named', nested(400));
    if (!fieldSchema.safeParse(undefined).success) {
      const rest = { ...valid };
      delete rest[field];
      out.push({ label: 'missing', field, expect: 'named', payload: rest });
    }
    if (kind === 'string') {
      put('huge string', field, 'named', 'x'.repeat(stringMax));
      for (const text of INJECTIONS) put(`injection ${text}`, field, 'either', text);
      put('NUL character', field, 'body', 'a\u0000b');
    }
    if (kind === 'number') {
      put('NaN as text', field, 'named', 'NaN');
      for (const n of [1e308, 2 ** 63, -(2 ** 63)]) put(`huge number ${n}`, field, 'named', n);
      out.push({
        label: 'raw NaN',
        field,
        expect: 'body',
        payload: valid,
        raw: JSON.stringify({ ...valid, [field]: '__NAN__' }).replace('"__NAN__"', 'NaN'),
      });
    }
  }
  return out;
}
