// The route table's addresses and the typed client's helpers carry no zod at run time, so the web app's
// entry chunk can call the API through the table without shipping the schema library (decisions/0010).
import type { z } from 'zod';

export type RouteMethod = 'GET' | 'POST' | 'DELETE';

/** Who may make a call: anyone, or a member with a session (the bearer token; HTTP 401 without one). */
export type RouteAuth = 'public' | 'member';

/**
 * What the server needs of a call besides its address: who may make it, the OpenAPI summary, the request's
 * schemas (`params` for `:name` segments, `query`, `body`), the schema of the envelope's `data` and, for the
 * few calls whose refusal carries data, that data's schema.
 */
export type RouteSchemas = {
  readonly auth: RouteAuth;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /**
   * The whole HTTP 200 answer, for the few calls whose envelope says more than `{ error, data, message }`
   * with `response` as its data or a refusal without data (the lotto lobby's `status: 0`, a refusal that
   * answers data for the member to confirm); it must accept those two as well.
   */
  readonly envelope?: z.ZodType;
};

declare const schemasOfRoute: unique symbol;

/**
 * One call's address, `"<METHOD> <path>"` with Fastify's `:name` segments, e.g. `"POST /api/wheel/spin"`:
 * a plain string at run time, which carries the call's schemas in its type only.
 */
export type Route<S extends RouteSchemas = RouteSchemas> = `${RouteMethod} /api/${string}` & {
  readonly [schemasOfRoute]?: S;
};

type SchemasOf<R> = R extends Route<infer S> ? S : never;
type InputOf<S, K extends 'params' | 'query' | 'body'> = S extends {
  readonly [P in K]: infer Z extends z.ZodType;
}
  ? object extends z.input<Z>
    ? { readonly [P in K]?: z.input<Z> }
    : { readonly [P in K]: z.input<Z> }
  : { readonly [P in K]?: never };

/** What a caller sends: `params`, `query` and `body`, each present exactly when the call has its schema. */
export type RouteInput<R> = InputOf<SchemasOf<R>, 'params'> &
  InputOf<SchemasOf<R>, 'query'> &
  InputOf<SchemasOf<R>, 'body'>;

/** The `data` of the call's success envelope, as the schema gives it. */
export type RouteData<R> = z.output<SchemasOf<R>['response']>;

/** The request's parsed parts as the server's handler receives them. */
export type RouteRequest<R> = {
  [K in 'params' | 'query' | 'body']: SchemasOf<R> extends { readonly [P in K]: infer Z extends z.ZodType }
    ? z.output<Z>
    : undefined;
};

export function routeMethod(route: Route): RouteMethod {
  return route.slice(0, route.indexOf(' ')) as RouteMethod;
}

/** The Fastify path of the call, e.g. `/api/lotto/round/:round_id`. */
export function routePath(route: Route): string {
  return route.slice(route.indexOf(' ') + 1);
}

/** The URL to call: the path's `:name` segments filled from `params`, e.g. `/api/lotto/round/12`. */
export function routeUrl(route: Route, params?: Readonly<Record<string, unknown>>): string {
  return routePath(route).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
}
