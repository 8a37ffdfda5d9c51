import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BACKOFFICE_GROUPS } from '@ug99/contract';
import type { BackofficeGroups, BackofficeRoute, Envelope } from '@ug99/contract';
import { backofficeResponses, backofficeRoute } from './access/guard.ts';

type Parsed<C, K extends 'params' | 'query' | 'body'> = C extends {
  readonly [P in K]: infer Z extends z.ZodType;
}
  ? z.output<Z>
  : unknown;

/** The request a call's handler receives: its params, query and body already parsed by their schemas. */
export type BackofficeRequest<C> = FastifyRequest<{
  Params: Parsed<C, 'params'>;
  Querystring: Parsed<C, 'query'>;
  Body: Parsed<C, 'body'>;
}>;

/**
 * A call's handler: answers the envelope of the call's response schema, or sends through `reply` itself
 * (a CSV file, an event stream, a status of its own).
 */
export type BackofficeHandler<C> = (
  req: BackofficeRequest<C>,
  reply: FastifyReply,
) => Promise<
  | (C extends { readonly response: infer Z extends z.ZodType } ? Envelope<z.input<Z>> : never)
  | FastifyReply
  | void
>;

/** An area's handlers: exactly one per call of its group in the contract's table. */
export type BackofficeAreaHandlers<G> = { readonly [K in keyof G]: BackofficeHandler<G[K]> };

/** Every area's handlers, keyed like BACKOFFICE_GROUPS. */
export type BackofficeHandlers = {
  readonly [A in keyof BackofficeGroups]: BackofficeAreaHandlers<BackofficeGroups[A]>;
};

/**
 * Registers every call of the back office's table (decisions/0015) with its role guard, schemas and OpenAPI
 * summary. It refuses to start when a call has no handler or a handler names no call.
 */
export function registerBackofficeRoutes(app: FastifyInstance, handlers: BackofficeHandlers): void {
  const groups: Record<string, Record<string, BackofficeRoute>> = BACKOFFICE_GROUPS;
  const given: Record<string, Record<string, unknown> | undefined> = handlers;
  for (const area of new Set([...Object.keys(groups), ...Object.keys(given)])) {
    const calls = groups[area];
    const areaHandlers = given[area];
    if (!calls) throw new Error(`back-office handlers for "${area}", which the call table does not have`);
    if (!areaHandlers) throw new Error(`the back office's "${area}" calls have no handlers`);
    for (const key of Object.keys(areaHandlers)) {
      if (!(key in calls)) throw new Error(`${area}.${key}: a back-office handler for no call of the table`);
    }
    for (const [key, call] of Object.entries(calls)) {
      const handler = areaHandlers[key];
      if (typeof handler !== 'function') {
        throw new Error(`${call.method} ${call.path} (${area}.${key}) has no handler`);
      }
      backofficeRoute(
        app,
        call,
        {
          ...(call.params ? { params: call.params } : {}),
          ...(call.query ? { querystring: call.query } : {}),
          ...(call.body ? { body: call.body } : {}),
          ...(call.response ? { response: backofficeResponses(call.response) } : {}),
        },
        handler as never,
      );
    }
  }
}
