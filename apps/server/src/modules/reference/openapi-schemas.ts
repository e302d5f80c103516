// The contract's schemas as OpenAPI 3.1 components (JSON Schema 2020-12, which OpenAPI 3.1 speaks
// as it is): each named once under its contract name, payloads as the caller writes them
// (`io: 'input'`), results as the server answers them (`io: 'output'`, as the writer reads them).
import { z } from 'zod';
import { Code } from '@console/contract';
import { answerJsonSchema, ERROR_ENVELOPE, type JsonSchema } from '../../plugins/answer-schema';
import { schemaNamed } from '../../plugins/endpoint-routes';

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Points a schema's own `#/$defs/x` at the component `<name>.x` (a recursive tree: the menu). */
function rehome(schema: unknown, name: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => rehome(s, name));
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
        ? `#/components/schemas/${name}.${v.slice('#/$defs/'.length)}`
        : rehome(v, name),
    ]),
  );
}

/** The components being collected while the operations are written. */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {
    Refusal: {
      ...ERROR_ENVELOPE,
      description:
        'A refusal: `code` is not 1 (see ResultCode), `msg` says why in the request language, and ' +
        '`data` is null or what the refusal carries (a sign-in challenge, the lines in error).',
      properties: { ...(ERROR_ENVELOPE.properties as JsonSchema), code: ref('ResultCode') },
    },
    ResultCode: {
      type: 'integer',
      description: 'The `code` of every answer: 1 is success; the others name a refusal.',
      oneOf: Object.entries(Code).map(([name, value]) => ({ const: value, title: name })),
    },
  };

  private readonly io = new Map<string, 'input' | 'output'>();

  /** The component of the contract schema `name`, added once; answers its reference. */
  add(name: string, io: 'input' | 'output'): { $ref: string } {
    const known = this.io.get(name);
    if (known && known !== io) throw new Error(`${name} is both a payload and a result`);
    if (!known) {
      this.io.set(name, io);
      const schema = schemaNamed(name);
      const json =
        io === 'output'
          ? answerJsonSchema(schema)
          : (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
      const { $defs, $schema: _dialect, ...rest } = rehome(json, name) as JsonSchema;
      this.schemas[name] = rest;
      for (const [def, value] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
        this.schemas[`${name}.${def}`] = value;
      }
    }
    return ref(name);
  }

  /** The JSON Schema of a payload as it is written (for parameters: its properties, required). */
  input(name: string): JsonSchema {
    this.add(name, 'input');
    return this.schemas[name]!;
  }
}

/** `{code: 1, msg, data: <result>}`: a success's envelope, its data the result component or null. */
export const successEnvelope = (data: JsonSchema) => ({
  type: 'object',
  properties: { code: { const: Code.ok }, msg: { type: 'string' }, data },
  required: ['code', 'msg', 'data'],
});
