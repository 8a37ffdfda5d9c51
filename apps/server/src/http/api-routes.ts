import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import { API_ROUTES, failEnvelope, okEnvelope, routeMethod, routePath } from '@ug99/contract';
import type { ApiRoutes, Envelope, RouteGroup, RouteSchemas } from '@ug99/contract';
import { responses } from '#shared/responses.ts';

type Parsed<S extends RouteSchemas, K extends 'params' | 'query' | 'body'> = S extends {
  readonly [P in K]: infer Z extends z.ZodType;
}
  ? z.output<Z>
  : unknown;

/** The request a call's handler receives: its params, query and body already parsed by their schemas. */
export type ApiRequest<S extends RouteSchemas> = FastifyRequest<{
  Params: Parsed<S, 'params'>;
  Querystring: Parsed<S, 'query'>;
  Body: Parsed<S, 'body'>;
}>;

/**
 * A call's handler: parses nothing (the schemas did), calls one service function and answers the envelope,
 * or sends through `reply` itself (an answer kept ready in a cache, an HTTP status of its own).
 */
export type ApiHandler<S extends RouteSchemas> = (
  req: ApiRequest<S>,
  reply: FastifyReply,
) => Promise<Envelope<z.input<S['response']>> | FastifyReply | void>;

/** A domain's handlers: exactly one per call of its group in the route table. */
export type ApiHandlers<T extends Record<string, RouteSchemas>> = {
  readonly [K in keyof T]: ApiHandler<T[K]>;
};

/** Every group's handlers, as app.ts assembles them from the domains' indexes. */
export type ApiRouteHandlers = { readonly [G in keyof ApiRoutes]: ApiHandlers<ApiRoutes[G]['schemas']> };

/** Paths under /api/ that are not member-site calls of the table (decisions/0010). */
export type OutsideTable = (url: string) => boolean;

const API_PREFIX = '/api/';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes registerApiRoutes registers from the contract's route table. */
    fromRouteTable?: true;
    /** A test's own route (a fault to provoke, a fuzz target): no member-site call, never in the app. */
    testFixture?: true;
  }
}

/**
 * From now on, refuses at start-up any route under /api/ that is not registered from the contract's route
 * table (decisions/0010), unless `outsideTable` says it is no member-site call (the provider protocol, the
 * back office's own table, the event streams). Installed before any route.
 */
export function refuseRoutesOutsideTable(app: FastifyInstance, outsideTable: OutsideTable): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || outsideTable(route.url)) return;
    if (route.method === 'HEAD' || route.config?.fromRouteTable || route.config?.testFixture) return;
    throw new Error(
      `${String(route.method)} ${route.url}: a member-site call is registered from the route table (packages/contract/src/routes)`,
    );
  });
}

/** A call's documented answers; a refusal that carries data is sent with that data, not stripped to null. */
function answersOf(schemas: RouteSchemas) {
  const answers = {
    ...responses(schemas.response),
    ...(schemas.auth === 'member' ? { 401: failEnvelope } : {}),
  };
  if (!schemas.refusal) return answers;
  const refusal = failEnvelope.extend({ data: schemas.refusal });
  return { ...answers, 200: z.union([okEnvelope(schemas.response), failEnvelope, refusal]) };
}

/**
 * Registers every call of the contract's route table (decisions/0010) with its schemas, its OpenAPI tag and
 * summary, and the member check when it needs a session. It refuses to start when a call has no handler or
 * a handler names no call.
 */
export function registerApiRoutes(
  app: FastifyInstance,
  handlers: ApiRouteHandlers,
  requireMember: preHandlerAsyncHookHandler,
): void {
  const groups: Record<string, RouteGroup> = API_ROUTES;
  const given: Record<string, Record<string, unknown> | undefined> = handlers;
  for (const name of new Set([...Object.keys(groups), ...Object.keys(given)])) {
    const group = groups[name];
    const groupHandlers = given[name];
    if (!group) throw new Error(`handlers for "${name}", which the route table does not have`);
    if (!groupHandlers) throw new Error(`the route table's "${name}" calls have no handlers`);
    for (const key of Object.keys(groupHandlers)) {
      if (!(key in group.routes)) throw new Error(`${name}.${key}: a handler for no call of the route table`);
    }
    for (const [key, route] of Object.entries(group.routes)) {
      const handler = groupHandlers[key];
      if (typeof handler !== 'function') throw new Error(`${route} (${name}.${key}) has no handler`);
      const schemas = group.schemas[key]!;
      const member = schemas.auth === 'member';
      app.route({
        method: routeMethod(route),
        url: routePath(route),
        config: { fromRouteTable: true },
        ...(member ? { preHandler: requireMember } : {}),
        schema: {
          tags: [group.tag],
          summary: schemas.summary,
          ...(member ? { security: [{ bearerAuth: [] }] } : {}),
          ...(schemas.params ? { params: schemas.params } : {}),
          ...(schemas.query ? { querystring: schemas.query } : {}),
          ...(schemas.body ? { body: schemas.body } : {}),
          response: answersOf(schemas),
        },
        handler: handler as RouteOptions['handler'],
      });
    }
  }
}
