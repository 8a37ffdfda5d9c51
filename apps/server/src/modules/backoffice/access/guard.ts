import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { BACKOFFICE_CALLS, failEnvelope, roleMayCall } from '@ug99/contract';
import type { BackofficeCall } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { Clock } from '#shared/clock.ts';
import { responses } from '#shared/responses.ts';
import { sessionCookieOf, verifyOperatorSession } from './sessions.ts';
import type { BackofficeOperator, OperatorSessionPolicy } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the back-office guard on every call that is not public; other routes never read it. */
    operator: BackofficeOperator | null;
  }
  interface FastifyInstance {
    /** The hook that enforces a back-office call's roles (docs/BACKOFFICE.md#roles). */
    backofficeGuard: GuardFor;
  }
  interface FastifyContextConfig {
    /** The BACKOFFICE_CALLS entry a route was registered from (set by backofficeRoute). */
    backofficeCall?: BackofficeCall;
  }
}

/**
 * The guard runs as the route's onRequest hook, before the body is parsed or validated: a caller without
 * a session or with the wrong role learns nothing about the call's schema (401 or 403, never 400).
 */
export type GuardFor = (call: BackofficeCall) => onRequestAsyncHookHandler;

export const BACKOFFICE_API_PREFIX = '/api/backoffice/';

const callKey = (method: string, path: string) => `${method} ${path}`;
const KNOWN_CALLS = new Set(BACKOFFICE_CALLS.map((c) => callKey(c.method, c.path)));

/**
 * Decorates the app with `operator` on every request and `backofficeGuard(call)`, and refuses at start-up
 * any route under /api/backoffice/ that was not registered through `backofficeRoute` from an entry of
 * BACKOFFICE_CALLS: no back-office route escapes the role check or the role test
 * (docs/BACKOFFICE.md#roles). Routes registered before this hook are caught by the role test.
 */
export function installBackofficeAuth(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; policy: OperatorSessionPolicy; publicUrl: string },
): GuardFor {
  app.decorateRequest('operator', null);
  const publicOrigin = new URL(deps.publicUrl).origin;
  const guardFor: GuardFor = (call) =>
    async function backofficeGuard(req: FastifyRequest) {
      if (call.method !== 'GET' && !sentFromTheBackoffice(req, publicOrigin)) {
        throw new AppError('BO_CROSS_SITE_REQUEST');
      }
      if (call.roles === 'public') return;
      const token = sessionCookieOf(req);
      const operator = token
        ? await verifyOperatorSession(deps.db, token, deps.clock, deps.policy)
        : undefined;
      if (!operator) throw new AppError('BO_UNAUTHENTICATED');
      if (!roleMayCall(call, operator.role)) throw new AppError('BO_FORBIDDEN');
      req.operator = operator;
    };
  app.decorate('backofficeGuard', guardFor);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(BACKOFFICE_API_PREFIX)) return;
    const call = route.config?.backofficeCall;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      if (!call || !KNOWN_CALLS.has(callKey(method, route.url))) {
        throw new Error(
          `${method} ${route.url}: every back-office route is registered with backofficeRoute from BACKOFFICE_CALLS`,
        );
      }
    }
  });
  return guardFor;
}

/**
 * Whether a state-changing call comes from the back office's own pages, as far as the browser tells
 * (docs/BACKOFFICE.md#access): a `Sec-Fetch-Site` other than `same-origin` (or `none`, a request the
 * operator started themself) is another site, and so is an `Origin` that is neither this request's own
 * (its scheme, host and port, as the server sees them behind a trusted proxy) nor the configured public
 * address. A request with neither header is not a browser's cross-site request (browsers send `Origin` on
 * every cross-origin POST): scripts holding a session cookie keep working. The session cookie is
 * SameSite=Strict as well; this check holds if that is ever weakened or a browser ignores it.
 */
export function sentFromTheBackoffice(req: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  let own: string;
  try {
    own = new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return false;
  }
  return origin === own || origin === publicOrigin;
}

/** The operator of a guarded, non-public route; a route that forgot the guard fails loudly. */
export function operatorOf(req: FastifyRequest): BackofficeOperator {
  if (!req.operator) throw new Error(`${req.routeOptions.url} reads the operator without the guard`);
  return req.operator;
}

type RouteSchema = Omit<FastifySchema, 'summary'> & { summary?: string };

/**
 * Registers a back-office route from its BACKOFFICE_CALLS entry: method, path, the role guard, and the
 * entry's summary for the API docs. Every back-office route goes through here.
 */
export function backofficeRoute<S extends RouteSchema>(
  app: FastifyInstance,
  call: BackofficeCall,
  schema: S,
  handler: (req: FastifyRequest<RouteGenericOf<S>>, reply: FastifyReply) => Promise<unknown>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { backofficeCall: call },
    onRequest: app.backofficeGuard(call),
    schema: { tags: ['backoffice'], summary: call.summary, ...schema },
    handler: handler as never,
  });
}

/** Body, querystring and params as the handler receives them from the zod schemas. */
type Infer<T> = T extends { _zod: { output: infer O } } ? O : unknown;
type RouteGenericOf<S> = {
  Body: S extends { body: infer B } ? Infer<B> : unknown;
  Querystring: S extends { querystring: infer Q } ? Infer<Q> : unknown;
  Params: S extends { params: infer P } ? Infer<P> : unknown;
};

/** A back-office route's documented answers: those of every route, plus 401 and 403 from the guard. */
export function backofficeResponses<T extends z.ZodType>(data: T) {
  return { ...responses(data), 401: failEnvelope, 403: failEnvelope };
}
