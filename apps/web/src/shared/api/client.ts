import { isOk, PROTOCOL_ERRORS, routeMethod, routeUrl } from '@ug99/contract';
import type { Envelope, Route, RouteData, RouteInput } from '@ug99/contract';
import { th } from '@/th.ts';
import { loginPath } from '../session/return-to.ts';
import { currentAccessToken, useUserStore } from '../store/user-store.ts';
import { toastError } from '../ui/toast.ts';
import { ApiError } from './api-error.ts';

// The request layer needs only the protocol codes; importing ERRORS would put the whole table, with every
// Thai message, into the entry chunk (docs/rules/member-site.md#first-load).
const { UNAUTHORIZED, VALIDATION_FAILED, INTERNAL, SERVICE_UNAVAILABLE } = PROTOCOL_ERRORS;

type Navigate = (to: string) => void;

// The router lives in app/, which shared code must not import; app/ registers its navigate here.
let navigate: Navigate = (to) => window.location.assign(to);

export function setApiNavigator(next: Navigate): void {
  navigate = next;
}

// The server renders pages with its own API in the same process, without a network hop
// (docs/FIRST-LOAD.md#server-rendering); the browser uses its fetch.
let send: typeof fetch = (input, init) => fetch(input, init);

export function setApiFetch(next: typeof fetch): void {
  send = next;
}

export type QueryValue = string | number | boolean | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** A non-zero envelope is toasted for 3 s unless the caller shows the message its own way. */
  toastOnFail?: boolean;
  /**
   * A 401 normally means "log in again": the member is forgotten, told so and sent to /login. For a
   * call that ends the session anyway (logout) it only means the session was already over, so the
   * member is forgotten quietly and the caller decides where to go.
   */
  redirectOnUnauthorized?: boolean;
  /** The bearer token to send instead of the store's (logout sends the one it has just forgotten). */
  token?: string | null;
}

function headersFor(hasBody: boolean, token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function withQuery(url: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * Calls the API and applies the site-wide error rules (docs/rules/member-site.md#failures,
 * docs/rules/api.md#http-statuses): 401 forgets the member and goes to /login; 400 (a request the site should
 * never send) goes home; 5xx and network failures toast a generic message; a non-zero `error` comes back to
 * the caller.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<Envelope<T>> {
  const {
    method = 'GET',
    query,
    body,
    signal,
    toastOnFail = true,
    redirectOnUnauthorized = true,
    token = currentAccessToken(),
  } = options;
  let response: Response;
  try {
    response = await send(withQuery(path, query), {
      method,
      headers: headersFor(body !== undefined, token),
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    toastError(th.api.networkError);
    throw new ApiError('network', th.api.networkError);
  }

  if (response.status === 401) {
    const wasLoggedIn = useUserStore.getState().isLoggedIn;
    useUserStore.getState().clearUser();
    if (redirectOnUnauthorized) {
      if (wasLoggedIn) toastError(UNAUTHORIZED.message);
      // Back to this page after logging in again (docs/ACCOUNTS.md#coming-back-after-login).
      navigate(loginPath(window.location));
    }
    throw new ApiError('unauthorized', UNAUTHORIZED.message, 401, UNAUTHORIZED.code);
  }
  if (response.status === 400) {
    navigate('/');
    throw new ApiError('bad-request', VALIDATION_FAILED.message, 400, VALIDATION_FAILED.code);
  }

  if (response.status === 503) {
    // The database is briefly out of reach (docs/OPERATIONS.md): nothing was done, the member may retry.
    toastError(SERVICE_UNAVAILABLE.message);
    throw new ApiError('server', SERVICE_UNAVAILABLE.message, 503, SERVICE_UNAVAILABLE.code);
  }
  const envelope = response.ok ? await readEnvelope<T>(response) : null;
  if (!envelope) {
    toastError(INTERNAL.message);
    throw new ApiError('server', INTERNAL.message, response.status, INTERNAL.code);
  }
  if (!isOk(envelope) && toastOnFail) toastError(envelope.message);
  return envelope;
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | null> {
  try {
    const body: unknown = await response.json();
    const looksLikeEnvelope =
      typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'number';
    return looksLikeEnvelope ? (body as Envelope<T>) : null;
  } catch {
    return null;
  }
}

/** What a call of the route table takes: its params, query and body, and the client's options. */
export type CallRequest<R extends Route> = RouteInput<R> &
  Omit<ApiRequestOptions, 'method' | 'query' | 'body'>;

/**
 * Calls one call of the contract's route table (decisions/0010), with the site-wide error rules of
 * apiRequest. In development and tests every successful answer is parsed with the call's response schema,
 * loaded on demand so the production bundle carries no schema: an answer that does not match fails the
 * test that made it.
 */
export async function callApi<R extends Route>(
  route: R,
  ...[request]: Partial<CallRequest<R>> extends CallRequest<R> ? [CallRequest<R>?] : [CallRequest<R>]
): Promise<Envelope<RouteData<R>>> {
  const { params, query, body, ...options } = (request ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  } & ApiRequestOptions;
  const envelope = await apiRequest<RouteData<R>>(routeUrl(route, params), {
    ...options,
    method: routeMethod(route),
    query,
    body,
  });
  if (import.meta.env.DEV && isOk(envelope)) {
    const { checkRouteResponse } = await import('@ug99/contract');
    try {
      checkRouteResponse(route, envelope.data);
    } catch (mismatch) {
      console.error(mismatch);
      throw mismatch;
    }
  }
  return envelope;
}

/** For queries: data on success; a non-zero envelope (already toasted) becomes a query error. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (!isOk(envelope)) throw new ApiError('business', envelope.message, 200, envelope.error);
  return envelope.data;
}
