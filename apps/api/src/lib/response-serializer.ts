import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeEncode } from 'zod/v4/core';
import { jsonBody } from '../db/json-bytes.ts';

type JsonSchema = { [key: string]: unknown };

/**
 * An answer whose JSON PostgreSQL already wrote (a list's rows built by `json_build_object` in its one statement,
 * src/db/json-sql.ts): the serializer sends it as it is, instead of parsing every row into an object, shaping it and
 * writing it again — on a long list most of the server's own work. From the statement's text (`written`, with the
 * JSON to put `before` and `after` it): its bytes when the driver handed them over (db/json-bytes.ts), else the text;
 * or the answer's bytes already joined.
 * `T` is the route's answer.
 */
export class JsonText<T> {
  declare private readonly answer: T;
  readonly body: string | Buffer;
  /** `written` as a Buffer: the answer's bytes, ready (joinJson). */
  constructor(written: string | Buffer, before = '', after = '') {
    const body = typeof written === 'string' ? jsonBody(written) : written;
    if (typeof body === 'string') this.body = before + body + after;
    else this.body = before || after ? Buffer.concat([Buffer.from(before), body, Buffer.from(after)]) : body;
  }
  /** The JSON as text (the test suites' check). */
  get text(): string {
    return typeof this.body === 'string' ? this.body : this.body.toString('utf8');
  }
}

/**
 * A route handler's JsonText as the answer its schema types: the serializer (below) recognises it and sends its
 * text. Only a route's return value may go through this: nothing else reads it as a `T`.
 */
export const asAnswer = <T>(written: Promise<JsonText<T>>): Promise<T> => written as unknown as Promise<T>;

/**
 * `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) becomes X with 'null' added to its type: fast-json-stringify
 * chooses an anyOf branch by validating the value with ajv on every call, a type list it checks inline.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) if (key !== '$schema') out[key] = simplify(value);
  // A tuple of unknowns (history's [from, to]): fast-json-stringify matches tuple items against their schemas and
  // refuses what `{}` should take (a null); as plain items of any kind they are written as they are.
  if (Array.isArray(out.items) && out.items.every((i) => Object.keys(i as JsonSchema).length === 0)) {
    const { additionalItems: _a, minItems: _min, maxItems: _max, ...rest } = out;
    return { ...rest, items: {} };
  }
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex((b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1);
    const other = branches[1 - nullAt] as JsonSchema | undefined;
    if (nullAt !== -1 && other && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema of a response schema's output, as fast-json-stringify reads it best. */
export function responseJsonSchema(schema: $ZodType): JsonSchema {
  return simplify(z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' })) as JsonSchema;
}

/**
 * Fastify's response serializer: compiled once per route from the route's zod response schema (which stays the
 * contract, and the OpenAPI document's source) into a fast-json-stringify function. fastify-type-provider-zod's own
 * serializer parses every answer with zod and then JSON.stringifies it: on a list that is a second walk over every
 * row and as many new objects, for every request. Like zod, the compiled one writes only the declared properties,
 * and fails (500) on a missing required one.
 *
 * `verify` (the test suites): every answer is also encoded by zod — a value that breaks the schema fails as it did
 * before — and the two outputs must hold the same values, so the whole API suite checks the compiled serializers.
 */
export function responseSerializerCompiler(opts: { verify: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url } = route;
    if (!(schema instanceof $ZodType)) return zodSerializerCompiler(route as never);
    const stringify = fastJson(responseJsonSchema(schema));
    if (!opts.verify) return (data: unknown) => (data instanceof JsonText ? data.body : stringify(data));
    return (data: unknown) => {
      // Text PostgreSQL wrote must be what the schema writes of it: its values, and no property more.
      const given = data instanceof JsonText ? (JSON.parse(data.text) as unknown) : data;
      const encoded = safeEncode(schema, given);
      if (encoded.error) throw new ResponseSerializationError(method, url, { cause: encoded.error });
      const text = data instanceof JsonText ? data.text : stringify(given);
      // The same values; the order of the keys may differ (fast-json-stringify writes required ones first).
      const expected = JSON.stringify(encoded.data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(expected))) {
        throw new Error(`${method} ${url}: the answer was ${text}, the schema writes ${expected}`);
      }
      // As it goes in production: PostgreSQL's bytes when the driver handed them over.
      return data instanceof JsonText ? data.body : text;
    };
  };
}
