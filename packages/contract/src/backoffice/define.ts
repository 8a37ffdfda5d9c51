import type { z } from 'zod';
import type { OperatorRole } from './roles.ts';

/*
 * The back office's call table (decisions/0015): each call is declared once, with its address, the roles
 * that may make it and its schemas. The server registers its route from the entry, the role test tries it
 * with every role, and the back office calls it through `boCall`, which checks the answer in development.
 */

export type BackofficeMethod = 'GET' | 'POST';

/** `public` calls (sign-in, setup) need no session; `any` needs one of any role; else the roles listed. */
export type BackofficeRoles = readonly OperatorRole[] | 'public' | 'any';

/** What a call declares besides its address. */
export type BackofficeCallSpec = {
  readonly roles: BackofficeRoles;
  /** The OpenAPI summary. */
  readonly summary: string;
  /** `:name` segments of the path. */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * The schema of the envelope's `data`; absent only for the calls that answer something other than an
   * envelope (a CSV file, an event stream).
   */
  readonly response?: z.ZodType;
};

/** One back-office call: its method and Fastify path (`:name` segments), its roles and its schemas. */
export type BackofficeRoute<S extends BackofficeCallSpec = BackofficeCallSpec> = S & {
  readonly method: BackofficeMethod;
  /** Fastify path, e.g. `/api/backoffice/withdrawals/:id/approve`. */
  readonly path: string;
};

/** A call that answers an envelope, the only kind the typed client calls. */
export type BackofficeEnvelopeRoute = BackofficeRoute & { readonly response: z.ZodType };

/** Declares a call from its address, `"<METHOD> /api/backoffice/…"`, and what it takes and answers. */
export function backofficeCall<const S extends BackofficeCallSpec>(
  address: `${BackofficeMethod} /api/backoffice/${string}`,
  spec: S,
): BackofficeRoute<S> {
  const space = address.indexOf(' ');
  return { ...spec, method: address.slice(0, space) as BackofficeMethod, path: address.slice(space + 1) };
}

type InputOf<C, K extends 'params' | 'query' | 'body'> = C extends {
  readonly [P in K]: infer Z extends z.ZodType;
}
  ? object extends z.input<Z>
    ? { readonly [P in K]?: z.input<Z> }
    : { readonly [P in K]: z.input<Z> }
  : { readonly [P in K]?: never };

/** What a caller sends: `params`, `query` and `body`, each present exactly when the call has its schema. */
export type BackofficeCallInput<C> = InputOf<C, 'params'> & InputOf<C, 'query'> & InputOf<C, 'body'>;

/** The `data` of the call's success envelope, as its schema gives it. */
export type BackofficeCallData<C> = C extends { readonly response: infer Z extends z.ZodType }
  ? z.output<Z>
  : never;

/** The URL of a call: the path's `:name` segments filled from `params`, e.g. `/api/backoffice/members/7`. */
export function backofficeCallPath(
  call: BackofficeRoute,
  params?: Readonly<Record<string, unknown>>,
): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
}
