import { describe, expect, it } from 'vitest';
import { OperatorUnavailableError, createProtocolClient, signProviderRequest } from './client.ts';

const bet = {
  session_token: 's',
  transaction_id: 'r1:bet',
  round_id: 'r1',
  game_id: 'slot-golden-reels',
  amount: 1000,
};
const ok = (body: object) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('protocol signing', () => {
  it('is the hex HMAC-SHA256 of `${timestamp}.${rawBody}` keyed with the shared secret', () => {
    // computed independently: printf '%s' '1700000000.{"a":1}' | openssl dgst -sha256 -hmac 'shared-secret-for-tests'
    expect(signProviderRequest('shared-secret-for-tests', '1700000000', '{"a":1}')).toBe(
      '9a21611ef261eb7d6cefa05f6578c94480b8b00b7214f4a1522372e4f86e0d5b',
    );
  });
});

describe('protocol client', () => {
  it('signs the exact bytes it sends, with the current timestamp', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const client = createProtocolClient({
      operatorApiUrl: 'http://operator.test',
      providerId: 'demo',
      secret: () => 'shared-secret-for-tests',
      now: () => 1_700_000_000_500,
      fetch: async (url, init) => {
        seen.push({ url: String(url), init: init! });
        return ok({ status: 'OK', balance: 9000 });
      },
    });
    await expect(client.bet(bet)).resolves.toEqual({ status: 'OK', balance: 9000 });
    const { url, init } = seen[0]!;
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('http://operator.test/api/provider/demo/bet');
    expect(headers['x-provider-timestamp']).toBe('1700000000');
    expect(headers['x-provider-signature']).toBe(
      signProviderRequest('shared-secret-for-tests', '1700000000', init.body as string),
    );
  });

  it('retries a network failure and an INTERNAL_ERROR with the same transaction id', async () => {
    const bodies: string[] = [];
    const answers = [
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.resolve(ok({ status: 'INTERNAL_ERROR' })),
      () => Promise.resolve(ok({ status: 'OK', balance: 9000 })),
    ];
    const client = createProtocolClient({
      operatorApiUrl: 'http://operator.test',
      providerId: 'demo',
      secret: () => 'shared-secret-for-tests',
      backoffMs: 1,
      fetch: async (_url, init) => {
        bodies.push(init!.body as string);
        return answers.shift()!();
      },
    });
    await expect(client.bet(bet)).resolves.toMatchObject({ status: 'OK' });
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!).transaction_id).toBe('r1:bet');
  });

  it('gives up after its retries with an error that says the outcome is unknown', async () => {
    let calls = 0;
    const client = createProtocolClient({
      operatorApiUrl: 'http://operator.test',
      providerId: 'demo',
      secret: () => 'shared-secret-for-tests',
      retries: 2,
      backoffMs: 1,
      fetch: async () => {
        calls += 1;
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.bet(bet)).rejects.toBeInstanceOf(OperatorUnavailableError);
    expect(calls).toBe(3);
  });

  it('waits for the secret file instead of sending unsigned calls', async () => {
    let secret: string | undefined;
    let calls = 0;
    const client = createProtocolClient({
      operatorApiUrl: 'http://operator.test',
      providerId: 'demo',
      secret: () => secret,
      retries: 3,
      backoffMs: 5,
      fetch: async () => {
        calls += 1;
        return ok({ status: 'OK', balance: 1 });
      },
    });
    setTimeout(() => (secret = 'shared-secret-for-tests'), 6);
    await expect(client.balance({ session_token: 's' })).resolves.toMatchObject({ status: 'OK' });
    expect(calls).toBe(1);
  });
});
