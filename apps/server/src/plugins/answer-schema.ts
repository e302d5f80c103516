// The JSON Schema of an endpoint's answer, read from its contract schema by zod 4's own
// `z.toJSONSchema` (the contract stays the one source). Two readers: the serializer, which writes
// each answer from it (fast-json-stringify), and the OpenAPI document, which publishes it.
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * The schema of what a zod type answers (`io: 'output'`: after defaults and transforms). What JSON
 * Schema cannot say (a transform's output, a date) becomes `{}`: written as it is, never refused.
 */
export function answerJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' });
  delete json.$schema;
  return json;
}

/** The envelope every `/api` answer has: `{code, msg, data}` (`code === 1`: success). */
export function envelopeJsonSchema(data: JsonSchema): JsonSchema {
  // A recursive schema's `$defs` (the menu's tree) are referred to from the root: they go up.
  const { $defs, ...rest } = data;
  return {
    type: 'object',
    properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: rest },
    required: ['code', 'msg', 'data'],
    additionalProperties: false,
    ...($defs ? { $defs } : {}),
  };
}

/** A refusal's envelope: any code but 1, its text, and the data some refusals carry (a challenge). */
export const ERROR_ENVELOPE: JsonSchema = {
  type: 'object',
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: {} },
  required: ['code', 'msg'],
  additionalProperties: false,
};

const isNullType = (s: unknown) =>
  typeof s === 'object' && s !== null && (s as JsonSchema).type === 'null' && Object.keys(s).length === 1;

/**
 * The schema as the serializer reads it. fast-json-stringify writes declared properties only, so
 * `additionalProperties: false` adds nothing there; it is removed because a union's branch is
 * chosen by validating the value against it, and an undeclared field would then match no branch
 * (a 500 instead of the field dropped). `X | null` becomes `nullable` (written without a validator).
 */
export function serializerSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(serializerSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    // Names of properties: keys of objects that hold schemas, not schemas themselves.
    out[key] =
      key === 'properties' || key === '$defs'
        ? Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, serializerSchema(v)]))
        : serializerSchema(value);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf.some(isNullType)) {
    const other = anyOf.find((s) => !isNullType(s))!;
    // A plain type beside null; a union of objects keeps its validator.
    if (typeof other.type === 'string' && !other.anyOf && !other.oneOf) {
      delete out.anyOf;
      return { ...out, ...other, nullable: true };
    }
  }
  return out;
}
