import { ERRORS, type AgentConfig, type ErrorKey } from '@ug99/contract';
import { vi } from 'vitest';

export const agentConfig: AgentConfig = {
  info: {
    agent_code: 'ug99',
    agent_name: 'UG99',
    agent_logo: '/media/logo.svg',
    line_contact_url: 'https://line.me/R/ti/p/@ug99',
    line_admin_url: 'https://line.me/R/ti/p/@ug99admin',
  },
  settings: {
    currency: 'THB',
    min_deposit: 100,
    max_deposit: 50_000,
    min_withdraw: 100,
    min_age: 20,
    licence_text: 'ใบอนุญาตทดสอบ',
    sandbox_payments: false,
  },
};

/** One request as the fake API saw it. */
export interface FakeCall {
  path: string;
  method: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** A whole response rather than the data of a success envelope: a business error or an HTTP status. */
export class FakeResponse {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** The envelope the server answers for an entry of the ERRORS table (HTTP 200 for business errors). */
export function failWith(key: ErrorKey, message: string = ERRORS[key].message): FakeResponse {
  const { code, http } = ERRORS[key];
  return new FakeResponse(http, { error: code, data: null, message });
}

/**
 * An answer: the data of a success envelope, a FakeResponse, or a function of the call giving either
 * (or a promise of either, to hold the answer back while a test looks at the waiting screen).
 */
export type FakeAnswer = unknown;

function toCall(input: RequestInfo | URL, init: RequestInit | undefined): FakeCall {
  const url = new URL(String(input), 'http://localhost');
  return {
    path: url.pathname,
    method: init?.method ?? 'GET',
    query: url.searchParams,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    headers: new Headers(init?.headers),
  };
}

function toResponse(answer: unknown): Response {
  const { status, body } =
    answer instanceof FakeResponse ? answer : { status: 200, body: { error: 0, data: answer, message: '' } };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A fetch for tests that answers each API path with a success envelope, or with an override.
 * Unknown paths fail the test loudly rather than hang.
 */
export function stubApi(overrides: Record<string, FakeAnswer> = {}) {
  const answers: Record<string, unknown> = {
    '/api/agent/config': agentConfig,
    '/api/notifications': [],
    '/api/event/list': [],
    '/api/banner': [],
    '/api/promotion/list': [],
    ...overrides,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = toCall(input, init);
    if (!(call.path in answers)) throw new Error(`unexpected API call ${call.path}`);
    const answer = answers[call.path];
    return toResponse(
      typeof answer === 'function' ? await (answer as (c: FakeCall) => unknown)(call) : answer,
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls the fake API received for one path, in order. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, path: string): FakeCall[] {
  return fetchMock.mock.calls
    .map(([input, init]) => toCall(input, init))
    .filter((call) => call.path === path);
}
