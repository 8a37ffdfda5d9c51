import { isOk, PROTOCOL_ERRORS, type Envelope } from '@ug99/contract';
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

export function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
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
export async function boRequest<T>(path: string, options: BoRequestOptions = {}): Promise<T> {
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

/** The Thai message to show for any error a query or mutation ended with. */
export function errorMessage(error: unknown): string {
  return error instanceof BoApiError ? error.message : th.errors.server;
}
