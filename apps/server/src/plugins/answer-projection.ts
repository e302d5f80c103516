// An answer's projection onto its contract schema (decision 059): a function, built once from the
// JSON Schema, that copies the declared fields of each object and nothing else, so that a field a
// query selected by mistake never leaves the server. JSON.stringify then writes the copy: V8's own
// writer is faster than any writer in JavaScript (fast-json-stringify measured 0.49-0.74x of it),
// and a copy of the declared fields costs a few per cent of the writing (bench/answer-writer.ts).
import type { JsonSchema } from './answer-schema';

export type Projection = (value: unknown) => unknown;

/** Nothing to drop below this schema: the value is written as it is. */
const WHOLE = null;
type Part = Projection | typeof WHOLE;
type PartOf = (schema: JsonSchema) => Part;

const isObjectValue = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The projection of `schema` (an envelope, whose `$defs` sit at its root). */
export function compileProjection(schema: JsonSchema): Projection {
  const defs = (schema.$defs ?? {}) as Record<string, JsonSchema>;
  // A recursive schema (the menu's tree) refers to itself: each definition is built once, and
  // called through its slot so that it may refer to itself before it is finished.
  const slots = new Map<string, Projection>();
  const built = new Map<string, Part>();

  const refTo = (ref: string): Part => {
    const name = ref.replace('#/$defs/', '');
    if (!slots.has(name)) {
      const slot: Projection = (value) => (built.get(name) ?? ((v: unknown) => v))(value);
      slots.set(name, slot);
      built.set(name, part(defs[name] ?? {}));
    }
    return built.get(name) === WHOLE ? WHOLE : slots.get(name)!;
  };

  function part(s: JsonSchema): Part {
    if (typeof s.$ref === 'string') return refTo(s.$ref);
    const branches = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
    if (branches) return union(branches, part);
    if (s.type === 'array' && s.items) return list(part(s.items as JsonSchema));
    if (s.type === 'object' && s.properties) return fields(s.properties as Record<string, JsonSchema>, part);
    if (s.type === 'object' && typeof s.additionalProperties === 'object') {
      return record(part(s.additionalProperties as JsonSchema));
    }
    return WHOLE;
  }
  return part(schema) ?? ((value) => value);
}

function list(item: Part): Part {
  if (item === WHOLE) return WHOLE;
  return (value) => (Array.isArray(value) ? value.map(item) : value);
}

function record(each: Part): Part {
  if (each === WHOLE) return WHOLE;
  return (value) => {
    if (!isObjectValue(value)) return value;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = each(value[key]);
    return out;
  };
}

/**
 * The declared fields, copied by an object literal made for this schema: every copy has one shape,
 * which V8 writes fastest. A field the value lacks is `undefined` in the copy, which JSON.stringify
 * leaves out as it left out the missing field.
 */
function fields(properties: Record<string, JsonSchema>, part: PartOf): Projection {
  const names = Object.keys(properties);
  const parts = names.map((name) => part(properties[name]!));
  const body = names
    .map((name, i) => {
      const read = `v[${JSON.stringify(name)}]`;
      return `${JSON.stringify(name)}: ${parts[i] === WHOLE ? read : `p[${i}](${read})`}`;
    })
    .join(', ');
  // Compiled, because an object literal of one shape is what makes the copy cheap: a loop over the
  // names measured 0.64x of JSON.stringify's speed where this measures 0.97x (decision 059). The
  // names are the contract's own keys, quoted by JSON.stringify: no text from outside is compiled.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const make = new Function('p', `return (v) => ({ ${body} });`) as (p: Part[]) => Projection;
  const copy = make(parts);
  return (value) => (isObjectValue(value) ? copy(value) : value);
}

/**
 * A union: a value of a plain type is written as it is; an object takes the branch it answers to
 * (its `const` fields match and its required fields are there), else the declared fields of every
 * branch.
 */
function union(branches: JsonSchema[], part: PartOf): Part {
  const objects = branches
    .map((branch) => ({ branch, projection: part(branch) }))
    .filter((o): o is { branch: JsonSchema; projection: Projection } => o.projection !== WHOLE);
  if (objects.length === 0) return WHOLE;
  if (objects.length === 1) return objects[0]!.projection;
  const answers = objects.map(({ branch }) => answersTo(branch));
  const declared: Record<string, JsonSchema> = {};
  for (const { branch } of objects) Object.assign(declared, branch.properties);
  const all = fields(declared, part);
  return (value) => {
    if (!isObjectValue(value)) return value;
    const i = answers.findIndex((test) => test(value));
    return i >= 0 ? objects[i]!.projection(value) : all(value);
  };
}

function answersTo(branch: JsonSchema): (value: Record<string, unknown>) => boolean {
  const properties = (branch.properties ?? {}) as Record<string, JsonSchema>;
  const consts = Object.entries(properties).filter(([, s]) => 'const' in s);
  const required = (branch.required ?? []) as string[];
  return (value) =>
    consts.every(([name, s]) => value[name] === s.const) &&
    required.every((name) => value[name] !== undefined);
}
