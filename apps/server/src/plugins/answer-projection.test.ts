import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerJsonSchema, envelopeJsonSchema } from './answer-schema';
import { compileProjection } from './answer-projection';

// The projection is built from the JSON Schema that zod itself writes for a contract schema, so
// these cases start from zod types, as the endpoints' results do.
const projectionOf = (schema: z.ZodType) => {
  const project = compileProjection(envelopeJsonSchema(answerJsonSchema(schema)));
  return (data: unknown) => (project({ code: 1, msg: 'ok', data, extra: 1 }) as { data: unknown }).data;
};

describe('the projection of an answer onto its schema', () => {
  it('keeps declared fields only, in lists, in nullable objects and in records', () => {
    const project = projectionOf(
      z.object({
        list: z.array(z.object({ id: z.number(), note: z.string().nullable() })),
        owner: z.object({ name: z.string() }).nullable(),
        counts: z.record(z.string(), z.object({ n: z.number() })),
        any: z.unknown(),
      }),
    );
    const data = {
      list: [{ id: 1, note: null, secret: 's' }],
      owner: { name: 'a', password_hash: 'h' },
      counts: { paid: { n: 2, cost: 9 } },
      any: { kept: { whole: true } },
      stray: 'x',
    };
    expect(project(data)).toEqual({
      list: [{ id: 1, note: null }],
      owner: { name: 'a' },
      counts: { paid: { n: 2 } },
      any: { kept: { whole: true } },
    });
    expect(project({ ...data, owner: null })).toMatchObject({ owner: null });
  });

  it('leaves a missing optional field out, as JSON.stringify did', () => {
    const project = projectionOf(z.object({ a: z.string(), b: z.string().optional() }));
    expect(JSON.stringify(project({ a: 'x' }))).toBe('{"a":"x"}');
  });

  it('follows a recursive schema to any depth (the menu tree)', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    const project = projectionOf(z.array(node));
    const deep = {
      name: 'a',
      x: 1,
      children: [{ name: 'b', x: 2, children: [{ name: 'c', x: 3, children: [] }] }],
    };
    expect(project([deep])).toEqual([
      { name: 'a', children: [{ name: 'b', children: [{ name: 'c', children: [] }] }] },
    ]);
  });

  it('takes the branch of a union that the value answers to, else the fields of every branch', () => {
    const project = projectionOf(
      z.union([
        z.object({ is_jd: z.literal(false), token: z.string() }),
        z.object({ is_jd: z.literal(true), target_url: z.string() }),
      ]),
    );
    expect(project({ is_jd: false, token: 't', target_url: 'u', y: 1 })).toEqual({
      is_jd: false,
      token: 't',
    });
    expect(project({ is_jd: true, target_url: 'u', token: 't' })).toEqual({ is_jd: true, target_url: 'u' });
    expect(project({ is_jd: 'maybe', token: 't', y: 1 })).toEqual({ is_jd: 'maybe', token: 't' });
  });

  it('writes plain values and the refusal envelope as they are', () => {
    expect(projectionOf(z.string())('text')).toBe('text');
    expect(projectionOf(z.array(z.number()))([1, 2])).toEqual([1, 2]);
  });
});
