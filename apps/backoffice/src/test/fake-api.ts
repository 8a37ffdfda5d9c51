import { vi } from 'vitest';

/** One request as the fake API saw it. */
export interface FakeCall {
  path: string;
  method: string;
  query: URLSearchParams;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** A whole response instead of a success envelope: a business error or an HTTP status. */
export class FakeResponse {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export const failure = (status: number, error: number, message: string) =>
  new FakeResponse(status, { error, data: null, message });

export type FakeAnswer = unknown;

function toResponse(answer: unknown): Response {
  const { status, body } =
    answer instanceof FakeResponse
      ? answer
      : { status: 200, body: { error: 0, data: answer, message: 'สำเร็จ' } };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A fetch that answers `METHOD /path` (or just `/path` for any method) with a success envelope of the
 * given data, a FakeResponse, or a function of the call giving either. An unknown call fails the test.
 */
export function stubApi(answers: Record<string, FakeAnswer>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: FakeCall = {
      path: url.pathname,
      method: init?.method ?? 'GET',
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      credentials: init?.credentials,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const answer = key in answers ? answers[key] : answers[call.path];
    if (answer === undefined && !(key in answers) && !(call.path in answers)) {
      throw new Error(`unexpected API call ${key}`);
    }
    return toResponse(
      typeof answer === 'function' ? await (answer as (c: FakeCall) => unknown)(call) : answer,
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
