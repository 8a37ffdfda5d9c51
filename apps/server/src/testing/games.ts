import { eq } from 'drizzle-orm';
import { MAIN_WALLET_TYPE_ID, PROVIDER_HEADERS } from '@ug99/contract';
import type { ProviderCall } from '@ug99/contract';
import { loadConfig } from '#config';
import type { Config } from '#config';
import { gameDailyTotals } from '#db/schema/index.ts';
import type { Clock } from '#shared/clock.ts';
import type { TestApp } from './app.ts';
import { asMember, registerMember } from './members.ts';
import type { Registered } from './members.ts';
import { creditWallet } from './payments.ts';
import { signProviderBody } from '#games';

/** Helpers for the protocol's tests: a signing provider, and a funded member who opened a game. */

export const TEST_PROVIDER_SECRET = 'test-provider-secret-0123456789abcdef';

export function gamesConfig(overrides: Partial<Config['games']> = {}): Partial<Config> {
  return { games: { ...loadConfig({}).games, providerSecret: TEST_PROVIDER_SECRET, ...overrides } };
}

/** A provider call's headers: `rawBody` signed with `secret` at `timestamp` (Unix seconds). */
export function signedProviderHeaders(secret: string, timestamp: string, rawBody: string) {
  return {
    'content-type': 'application/json',
    [PROVIDER_HEADERS.timestamp]: timestamp,
    [PROVIDER_HEADERS.signature]: signProviderBody(secret, timestamp, rawBody),
  };
}

type CallOptions = { secret?: string; timestamp?: string; rawBody?: string; providerId?: string };

/** Calls the protocol as the built-in provider would: the body signed with the shared secret. */
export function providerClient(t: TestApp, clock: Clock) {
  return async (call: ProviderCall | string, body: object, options: CallOptions = {}) => {
    const rawBody = options.rawBody ?? JSON.stringify(body);
    const timestamp = options.timestamp ?? String(Math.floor(clock.now().getTime() / 1000));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/provider/${options.providerId ?? 'demo'}/${call}`,
      headers: signedProviderHeaders(options.secret ?? TEST_PROVIDER_SECRET, timestamp, rawBody),
      payload: rawBody,
    });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
    return res.json() as Record<string, unknown> & { status: string; balance?: number };
  };
}

export type Player = Registered & { memberId: number; walletIds: number[] };

/** A member with `satang` in the main wallet (and optionally free credit in wallet 3). */
export async function fundedMember(t: TestApp, satang: bigint, freeCredit = 0n): Promise<Player> {
  const m = await registerMember(t);
  if (satang > 0n) await creditWallet(t.database.db, m, satang, MAIN_WALLET_TYPE_ID);
  if (freeCredit > 0n) await creditWallet(t.database.db, m, freeCredit, 3);
  const memberId = (await asMember(t, m.token).get('/api/get_user_info')).json().data.user.id as number;
  const wallets = (await asMember(t, m.token).get('/api/member/wallets')).json().data as { id: number }[];
  return { ...m, memberId, walletIds: wallets.map((w) => w.id) };
}

/** Opens a game through POST /api/game/link and answers the launch token from the link. */
export async function launchToken(
  t: TestApp,
  player: Player,
  gameId = 'slot-golden-reels',
  walletIndex = 0,
): Promise<string> {
  const body = (
    await asMember(t, player.token).post('/api/game/link', {
      wallet_id: player.walletIds[walletIndex],
      game_id: gameId,
      provider_id: 'demo',
      is_mobile: true,
      source: 'slot',
    })
  ).json();
  if (body.error !== 0) throw new Error(JSON.stringify(body));
  return new URL(body.data.link).searchParams.get('token') ?? '';
}

export async function dailyTotals(t: TestApp, memberId: number) {
  return t.database.db.select().from(gameDailyTotals).where(eq(gameDailyTotals.memberId, memberId));
}
