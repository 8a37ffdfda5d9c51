import { backofficeCallPath, isOk, PROTOCOL_ERRORS } from '@ug99/contract';
import type {
  BackofficeCallData,
  BackofficeCallInput,
  BackofficeEnvelopeRoute,
  BackofficeRoute,
  Envelope,
} from '@ug99/contract';
import { th } from '#bo/th.ts';

/**
 * Why a call produced no data: `unauthorized` (401, the operator's session is over), `forbidden` (403,
 * the role may not make the call), `business` (a non-zero envelope, e.g. someone else decided first),
 * `server` (5xx or an answer that is not an envelope), `network`.
 */
export type BoErrorKind = 'unauthorized' | 'forbidden' | 'business' | 'server' | 'network';

export class BoApiError extends Error {
  override readonly name = 'BoApiError';

  constructor(
    readonly kind: BoErrorKind,
    message: string,
    readonly status?: number,
    readonly code?: number,
  ) {
    super(message);
  }
}

export type QueryValue = string | number | boolean | undefined | null;

export interface BoRequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => undefined;

/** The app registers what a 401 does (forget the operator, go to the login page); tests register theirs. */
export function setUnauthorizedListener(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls the back-office API. The session is an HttpOnly cookie the app never sees, so every call goes
 * with `credentials: 'same-origin'` and no Authorization header (docs/BACKOFFICE.md#access). Resolves
 * with the envelope's data; every failure is a BoApiError with a Thai message to show.
 */
async function boRequest<T>(path: string, options: BoRequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new BoApiError('network', th.errors.network);
  }

  const envelope = await readEnvelope<T>(response);
  if (response.status === 401) {
    onUnauthorized();
    throw new BoApiError('unauthorized', th.errors.unauthorized, 401, PROTOCOL_ERRORS.UNAUTHORIZED.code);
  }
  if (response.status === 403) {
    throw new BoApiError('forbidden', th.errors.forbidden, 403, envelope?.error);
  }
  if (!envelope || response.status >= 500) {
    throw new BoApiError('server', envelope?.message ?? th.errors.server, response.status, envelope?.error);
  }
  if (!isOk(envelope)) {
    throw new BoApiError('business', envelope.message, response.status, envelope.error);
  }
  return envelope.data;
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

/** What a call sends: its params, query and body as its schemas take them, and an abort signal. */
export type BoCallInput<C> = BackofficeCallInput<C> & { readonly signal?: AbortSignal | undefined };

type InputArg<C> = object extends BoCallInput<C> ? [input?: BoCallInput<C>] : [input: BoCallInput<C>];

/**
 * Makes a call of the contract's back-office table (decisions/0015): the method and path come from the call,
 * the `:name` segments from `params`; failures are boRequest's. A POST without a body sends `{}`. In
 * development and tests every answer is parsed with the call's response schema: an answer that does not
 * match is logged and thrown, which fails the test that made it (test/setup.ts fails on console.error).
 */
export async function boCall<C extends BackofficeEnvelopeRoute>(
  call: C,
  ...[input]: InputArg<C>
): Promise<BackofficeCallData<C>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const data = await boRequest<BackofficeCallData<C>>(backofficeCallPath(call, params), {
    method: call.method,
    query,
    body: body ?? (call.method === 'POST' ? {} : undefined),
    signal,
  });
  if (import.meta.env.DEV) {
    const checked = call.response.safeParse(data);
    if (!checked.success) {
      const error = new Error(
        `${call.method} ${call.path}: the answer does not match its schema\n${checked.error.message}`,
      );
      console.error(error);
      throw error;
    }
  }
  return data;
}

/**
 * The address of a call that answers no envelope (a CSV file to download, an event stream), with its
 * `:name` segments and query filled in.
 */
export function boCallUrl<C extends BackofficeRoute>(
  call: C,
  input: { params?: Record<string, unknown>; query?: Record<string, QueryValue> } = {},
): string {
  return buildUrl(backofficeCallPath(call, input.params), input.query);
}

/** The Thai message to show for any error a query or mutation ended with. */
export function errorMessage(error: unknown): string {
  return error instanceof BoApiError ? error.message : th.errors.server;
}
