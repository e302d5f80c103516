// Every answer of the endpoint table is written from its contract schema (decision 059): a field a
// query selected by mistake never leaves the server. Its projection (the declared fields copied,
// built once per endpoint) is written by JSON.stringify: faster than fast-json-stringify, which
// the first version used (decision 059 has both measured).
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { Code, type Endpoint } from '@console/contract';
import { answerJsonSchema, envelopeJsonSchema, ERROR_ENVELOPE, type JsonSchema } from './answer-schema';
import { compileProjection } from './answer-projection';

type Write = (value: unknown) => string;

/** A writer compiled from an envelope's schema (`answer-serializer.test.ts` compiles every endpoint's). */
export function compileWriter(schema: JsonSchema): Write {
  const project = compileProjection(schema);
  return (value) => JSON.stringify(project(value));
}

/** A refusal (any code but 1) keeps its own shape, and `data` (a challenge, a field) whole. */
const writeRefusal = compileWriter(ERROR_ENVELOPE);

const isEnvelope = (value: unknown): value is { code: unknown } =>
  typeof value === 'object' && value !== null && 'code' in value && 'msg' in value;

/**
 * The writer of one endpoint's answers: its success envelope from the result schema, a refusal
 * from the error envelope (business refusals are HTTP 200 too, so both pass here), anything
 * else a handler sent itself (not an envelope) as JSON.stringify would.
 */
function answerWriter(result: z.ZodType): (value: unknown) => Buffer {
  // Its schema read and its writer compiled at the endpoint's first success, not at start: a
  // process may never answer most of its endpoints (fast-json-stringify's 161 writers took about
  // 70 ms of every start, zod's JSON Schemas of them 70 ms more on a slow machine).
  let writeSuccess: Write | undefined;
  const text = (value: unknown) => {
    if (!isEnvelope(value)) return JSON.stringify(value);
    if (value.code !== Code.ok) return writeRefusal(value);
    writeSuccess ??= compileWriter(envelopeOf(result));
    return writeSuccess(value);
  };
  // Encoded once, here. Given a string, Fastify measures it (`Buffer.byteLength`, one pass over
  // it), Node puts the headers in front of it (a copy) and the socket encodes it (two more
  // passes); a text with one Chinese character is two bytes a character all along. Given bytes,
  // both only pass them on: an agent's year by shop (352 KB) 20–24 → 17–18 ms of the server's
  // CPU a call (bench/answer-bytes.ts).
  return (value) => Buffer.from(text(value));
}

/** An endpoint's success envelope, as JSON Schema. */
export const envelopeOf = (result: z.ZodType): JsonSchema => envelopeJsonSchema(answerJsonSchema(result));

/**
 * The route options that make Fastify write the endpoint's 200 answers with its writer, made
 * here once (every envelope is a 200 but a transport failure's, which keeps Fastify's default).
 * Files and the answers that are not the envelope (a platform's own, a text, a stream) keep the
 * default too (and every answer, with `write` false).
 */
export function answerSerialization(endpoint: Endpoint, result: z.ZodType, write = true) {
  if (endpoint.file || endpoint.answer !== 'envelope' || !write) {
    return { response: undefined, serializerCompiler: undefined };
  }
  const writer = answerWriter(result);
  // Fastify's types promise text from a serializer, but its `onSendEnd` takes a Buffer as it is
  // (fastify/lib/reply.js): its length without a pass, its bytes written without a copy.
  const serializerCompiler = (() => writer) as unknown as RouteOptions['serializerCompiler'];
  // Fastify asks a route's compiler for a writer only for the codes its response schema names; the
  // writer reads its own schema (above), so this one only names the code.
  return { response: { 200: { type: 'object' } }, serializerCompiler };
}
