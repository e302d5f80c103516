import { z } from 'zod';

/**
 * The keys an object payload may carry, or undefined when the schema is not an object's. Of a
 * discriminated union, those of the option the input's discriminator picks (a bank account's
 * fields for `kind: 'bank'`); of another union, those of every option.
 */
export function knownKeys(schema: z.ZodType, input?: unknown): Set<string> | undefined {
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape));
  if (schema instanceof z.ZodPipe) return knownKeys(schema.in as z.ZodType, input);
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional) {
    return knownKeys(schema.unwrap() as z.ZodType, input);
  }
  if (schema instanceof z.ZodUnion) {
    const options = schema.options as z.ZodType[];
    const picked = pickOption(schema, options, input);
    if (picked) return knownKeys(picked);
    const all = new Set<string>();
    for (const option of options) {
      const keys = knownKeys(option);
      if (!keys) return undefined;
      for (const key of keys) all.add(key);
    }
    return all;
  }
  return undefined;
}

/** The option of a discriminated union that the input's discriminator names, if any. */
export function pickOption(union: z.ZodType, options: z.ZodType[], input: unknown): z.ZodType | undefined {
  const key = (union._zod.def as { discriminator?: string }).discriminator;
  if (!key || typeof input !== 'object' || input === null) return undefined;
  const value = (input as Record<string, unknown>)[key];
  return options.find(
    (o) => o instanceof z.ZodObject && (o.shape[key] as z.ZodType).safeParse(value).success,
  );
}

/** The first key of an object payload that is not one of `keys` (undefined: none, or not an object). */
export function firstUnknownKey(keys: ReadonlySet<string>, input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  return Object.keys(input).find((key) => !keys.has(key));
}
