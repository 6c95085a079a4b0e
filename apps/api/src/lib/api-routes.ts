import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import type { Access } from '../modules/auth/route-access.rules.ts';
import { actorOf } from '../plugins/auth.ts';
import type { Actor, ServiceContext } from './service-context.ts';

type Schema = z.ZodType;
type Awaitable<T> = T | Promise<T>;
type Parsed<T> = T extends Schema ? z.output<T> : undefined;

/** A route's config: its access (`LOGIN` or `needs(…)` of route-access.rules.ts) and any other setting. */
export type RouteConfig = FastifyContextConfig & { access: Access };

/** The schemas of a route of the general form; its answer is declared under the status it is sent with. */
export interface RouteSchemas<P, Q, B, R> {
  params?: P;
  query?: Q;
  consumes?: string[];
  body?: B;
  response: { 200: R } | { 201: R };
}

/** A handler of the general form: the request's parsed params, query and body, and the request itself. */
export type RouteHandler<P, Q, B, R extends Schema> = (
  ctx: ServiceContext,
  actor: Actor,
  input: { params: Parsed<P>; query: Parsed<Q>; body: Parsed<B> },
  request: FastifyRequest,
) => Awaitable<z.output<R>>;

type GeneralForm = <
  R extends Schema,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(
  path: string,
  config: RouteConfig,
  schemas: RouteSchemas<P, Q, B, R>,
  handler: RouteHandler<P, Q, B, R>,
) => void;

/** What a shorthand form's handler gets after the context and the actor: its path's :public_id, if it has one. */
type IdOf<Path extends string> = Path extends `${string}/:public_id${string}` ? [string] : [];

/** A shorthand form whose request carries a query or a body: the handler gets it parsed, after the id. */
type WithInput = <Path extends string, I extends Schema, R extends Schema>(
  path: Path,
  config: RouteConfig,
  input: I,
  response: R,
  handler: (ctx: ServiceContext, actor: Actor, ...args: [...IdOf<Path>, z.output<I>]) => Awaitable<z.output<R>>,
) => void;

/** A shorthand form whose request carries nothing but the path. */
type WithoutInput = <Path extends string, R extends Schema>(
  path: Path,
  config: RouteConfig,
  response: R,
  handler: (ctx: ServiceContext, actor: Actor, ...args: IdOf<Path>) => Awaitable<z.output<R>>,
) => void;

/**
 * One declaration a route, over Fastify and the zod type provider. Every handler is called like a service,
 * `(ctx, actor, …)`, so a service whose arguments are the route's is given as it is. The shorthand forms cover
 * the usual routes; a path's `:public_id` is checked by ZPublicIdParams and handed over right after the actor.
 * The general form takes any params, query and body schemas and hands over the request too (multipart, the
 * session). No route declared here is public (every handler gets the actor); downloads and answers with headers
 * of their own stay plain Fastify.
 */
export interface ApiRoutes {
  /** GET with a query (a page, a list, options). */
  list: WithInput;
  /** GET. */
  read: WithoutInput;
  /** POST with a body, answering 201. */
  create: WithInput;
  /** PUT with a body. */
  update: WithInput;
  /** POST without a body (start, finish, close…). */
  action: WithoutInput;
  /** DELETE, answering `{ message: MSG.deleted }`. */
  remove: <Path extends string>(
    path: Path,
    config: RouteConfig,
    handler: (ctx: ServiceContext, actor: Actor, ...args: IdOf<Path>) => Promise<unknown>,
  ) => void;
  get: GeneralForm;
  post: GeneralForm;
  put: GeneralForm;
  delete: GeneralForm;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Input = { params: unknown; query: unknown; body: unknown };
type AnyHandler = (ctx: ServiceContext, actor: Actor, input: Input, request: FastifyRequest) => unknown;
/** How the shorthand forms call their handler: the context, the actor, then the id and what `argsOf` gives. */
type Shorthand = (ctx: ServiceContext, actor: Actor, ...args: unknown[]) => unknown;

const ID_IN_PATH = /\/:public_id(\/|$)/;
const OTHER_PARAM = /:(?!public_id(\/|$))/;

/** The routes of one module, all under the OpenAPI `tags` given. */
export function apiRoutes(app: FastifyInstance, tags: string[]): ApiRoutes {
  const add = (
    method: Method,
    path: string,
    config: RouteConfig,
    schemas: RouteSchemas<Schema | undefined, Schema | undefined, Schema | undefined, Schema>,
    handler: AnyHandler,
  ) => {
    if (config.access === 'public')
      throw new Error(`${method} ${path}: a public route has no actor, declare it plainly`);
    const { params, query, consumes, body, response } = schemas;
    const status = 201 in response ? 201 : 200;
    app.route({
      method,
      url: path,
      config,
      schema: {
        tags,
        ...(params && { params }),
        ...(query && { querystring: query }),
        ...(consumes && { consumes }),
        ...(body && { body }),
        response: { ...response },
      },
      handler: async (request, reply) => {
        const input = { params: request.params, query: request.query, body: request.body };
        const answer = await handler(app.ctx, actorOf(request), input, request);
        return status === 201 ? reply.code(201).send(answer) : answer;
      },
    });
  };

  // The shorthand forms: the params schema and the handler's leading arguments follow from the path.
  const shorthand = (
    method: Method,
    path: string,
    config: RouteConfig,
    schemas: RouteSchemas<undefined, Schema | undefined, Schema | undefined, Schema>,
    handler: Shorthand,
    argsOf: (input: Input) => unknown[] = () => [],
  ) => {
    if (OTHER_PARAM.test(path)) throw new Error(`${method} ${path}: a param other than :public_id needs its schema`);
    const withId = ID_IN_PATH.test(path);
    const idOf = (input: Input) => (withId ? [(input.params as { public_id: string }).public_id] : []);
    add(method, path, config, withId ? { params: ZPublicIdParams, ...schemas } : schemas, (ctx, actor, input) =>
      handler(ctx, actor, ...idOf(input), ...argsOf(input)),
    );
  };

  const general =
    (method: Method): GeneralForm =>
    (path, config, schemas, handler) =>
      add(method, path, config, schemas, handler as AnyHandler);

  return {
    list: (path, config, query, response, handler) =>
      shorthand('GET', path, config, { query, response: { 200: response } }, handler as Shorthand, (i) => [i.query]),
    read: (path, config, response, handler) =>
      shorthand('GET', path, config, { response: { 200: response } }, handler as Shorthand),
    create: (path, config, body, response, handler) =>
      shorthand('POST', path, config, { body, response: { 201: response } }, handler as Shorthand, (i) => [i.body]),
    update: (path, config, body, response, handler) =>
      shorthand('PUT', path, config, { body, response: { 200: response } }, handler as Shorthand, (i) => [i.body]),
    action: (path, config, response, handler) =>
      shorthand('POST', path, config, { response: { 200: response } }, handler as Shorthand),
    remove: (path, config, handler) =>
      shorthand('DELETE', path, config, { response: { 200: ZMessage } }, async (...args) => {
        await (handler as Shorthand)(...args);
        return { message: MSG.deleted };
      }),
    get: general('GET'),
    post: general('POST'),
    put: general('PUT'),
    delete: general('DELETE'),
  };
}
