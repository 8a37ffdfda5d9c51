import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';
import { PROVIDER_HEADERS, providerSigningPayload } from '@ug99/contract';

export type OperatorCall = { call: string; body: Record<string, unknown> };

/**
 * A stand-in operator for the provider's tests, over real HTTP: it checks signatures the way the
 * protocol says, keeps one wallet, answers repeats by transaction id, and can be told to drop calls.
 */
export async function startFakeOperator(secret: string, balance: number) {
  const calls: OperatorCall[] = [];
  const answers = new Map<string, unknown>();
  const launchTokens = new Map([
    ['good-token', 'slot-golden-reels'],
    ['second-tab-token', 'slot-golden-reels'],
  ]);
  const state = { balance, drop: new Set<string>() };
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post<{ Params: { call: string } }>('/api/provider/demo/:call', async (request, reply) => {
    const raw = String(request.body);
    const timestamp = String(request.headers[PROVIDER_HEADERS.timestamp]);
    const expected = createHmac('sha256', secret).update(providerSigningPayload(timestamp, raw)).digest();
    const given = Buffer.from(String(request.headers[PROVIDER_HEADERS.signature]), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { status: 'BAD_SIGNATURE' };
    const { call } = request.params;
    const body = JSON.parse(raw) as Record<string, unknown>;
    calls.push({ call, body });
    if (state.drop.has(call)) return (reply.hijack(), request.raw.socket.destroy());
    const id = body.transaction_id as string | undefined;
    if (id && answers.has(id)) return answers.get(id);
    let answer: unknown;
    if (call === 'authenticate') {
      const game = launchTokens.get(body.launch_token as string);
      launchTokens.delete(body.launch_token as string);
      answer = game
        ? {
            status: 'OK',
            session_token: 'op-session',
            player_ref: 'm1',
            game_id: game,
            currency: 'THB',
            balance: state.balance,
          }
        : { status: 'INVALID_TOKEN' };
    } else if (call === 'balance') {
      answer = { status: 'OK', balance: state.balance };
    } else if (call === 'bet') {
      const amount = body.amount as number;
      if (amount > state.balance) answer = { status: 'INSUFFICIENT_FUNDS', balance: state.balance };
      else answer = { status: 'OK', balance: (state.balance -= amount) };
    } else if (call === 'win') {
      answer = { status: 'OK', balance: (state.balance += body.amount as number) };
    } else {
      const refunded = answers.get(body.bet_transaction_id as string) as { status: string } | undefined;
      if (!refunded || refunded.status !== 'OK') answer = { status: 'BET_NOT_FOUND' };
      else {
        const bet = calls.find((c) => c.call === 'bet' && c.body.transaction_id === body.bet_transaction_id);
        answer = { status: 'OK', balance: (state.balance += bet?.body.amount as number) };
      }
    }
    if (id) answers.set(id, answer);
    return answer;
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, calls, state, close: () => app.close() };
}
