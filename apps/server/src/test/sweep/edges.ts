// Field-type edges (issue 40): for every number, date and money field of a payload, at any depth
// (an array's first element, a nested object's fields), the values at the edges of what the field's
// type and the database column hold. A zod `int()` takes any safe integer, so 2^31 passes it and
// reaches an `integer` column; a calendar date takes year 9999, which no day arithmetic expects.
import type { z } from 'zod';
import { pickOption } from '../../lib/payload-keys';

export interface Edge {
  label: string;
  /** The field's path as the validation message names it (`goods_ids.0`, `entries.0.day`). */
  field: string;
  payload: Record<string, unknown>;
}

type Kind = 'number' | 'date' | 'money';
type Path = (string | number)[];
interface Leaf {
  path: Path;
  kind: Kind;
}

/** The values tried on each kind of field. */
export const EDGE_VALUES: Record<Kind, readonly unknown[]> = {
  number: [2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1, -1, -(2 ** 31) - 1],
  date: ['0001-01-01', '1899-12-31', '9999-12-31'],
  money: ['9999999999.99', '9999999999', '0.00'],
};

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/**
 * What a string field is, by what it accepts: a date takes "2024-01-15" and refuses "2024-02-30";
 * an amount takes "1.50" and refuses "x1.50". Any other text is neither.
 */
function stringKind(schema: z.ZodType): Kind | undefined {
  const takes = (v: string) => schema.safeParse(v).success;
  if (takes('2024-01-15') && !takes('2024-02-30')) return 'date';
  if (takes('1.50') && !takes('x1.50')) return 'money';
  return undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The number, date and money fields of a schema, with the valid value beside each (for unions). */
function leaves(schema: z.ZodType, valid: unknown, path: Path): Leaf[] {
  const def = defOf(schema);
  if (def.innerType) return leaves(def.innerType, valid, path);
  if (def.type === 'pipe' && def.in) return leaves(def.in, valid, path);
  if (def.type === 'number') return [{ path, kind: 'number' }];
  if (def.type === 'string') {
    const kind = stringKind(schema);
    return kind ? [{ path, kind }] : [];
  }
  if (def.type === 'object' && def.shape) {
    const values = isObject(valid) ? valid : {};
    return Object.entries(def.shape).flatMap(([key, field]) => leaves(field, values[key], [...path, key]));
  }
  if (def.type === 'array' && def.element) {
    const first: unknown = Array.isArray(valid) ? valid[0] : undefined;
    // An array of objects needs a valid element to change one field of; of scalars, [edge] will do.
    if (first === undefined && defOf(def.element).type === 'object') return [];
    return leaves(def.element, first, [...path, 0]);
  }
  if (def.type === 'union' && def.options) {
    const picked = pickOption(schema, def.options, valid);
    if (picked) return leaves(picked, valid, path);
    const objects = def.options.filter((o) => defOf(o).type === 'object');
    return objects.length ? objects.flatMap((o) => leaves(o, valid, path)) : [];
  }
  return [];
}

/** A copy of `valid` with `value` at `path` (the containers on the way made when missing). */
function withValue(valid: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const root = structuredClone(valid);
  let cur: Record<string | number, unknown> = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      cur[key] = value;
      return;
    }
    const next = cur[key];
    cur[key] = typeof next === 'object' && next !== null ? next : typeof path[i + 1] === 'number' ? [] : {};
    cur = cur[key] as Record<string | number, unknown>;
  });
  return root;
}

/**
 * The edge payloads of a schema. A query string or multipart fields (`text`) carry text, so the
 * edges travel as text there; nested fields travel only in a JSON body.
 */
export function edgePayloads(
  schema: z.ZodType | undefined,
  valid: Record<string, unknown>,
  { text = false }: { text?: boolean } = {},
): Edge[] {
  if (!schema) return [];
  const dedup = new Map<string, Leaf>();
  for (const leaf of leaves(schema, valid, [])) dedup.set(leaf.path.join('.'), leaf);
  const out: Edge[] = [];
  for (const { path, kind } of dedup.values()) {
    if (text && path.length > 1) continue;
    for (const value of EDGE_VALUES[kind]) {
      const sent = text ? String(value) : value;
      out.push({
        label: `${kind} ${String(value)}`,
        field: path.join('.'),
        payload: withValue(valid, path, sent),
      });
    }
  }
  return out;
}
