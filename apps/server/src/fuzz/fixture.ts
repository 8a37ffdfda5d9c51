import { PAYMENT_CHANNELS } from '@ug99/contract';
import { games } from '#db/schema/index.ts';
import { DEMO_PROVIDER_ID } from '#games';
import { openIntent } from '#testing/payments.ts';
import { systemClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { fundedMember, launchToken, providerClient } from '#testing/games.ts';
import type { Player } from '#testing/games.ts';
import { asMember } from '#testing/members.ts';
import type { Dictionary } from './valid-values.ts';

/**
 * A member for one route's fuzzing, with something behind every id the schemas ask for: money in the
 * main wallet and free credit, an open deposit intent, a live game session and an unused launch token.
 * Each route gets its own, so that one route's accepted requests (a logout, a cool-off, a password
 * change) never decide what the next route can reach.
 */
export type FuzzMember = Player & {
  gameIds: string[];
  reference: string;
  amountSatang: string;
  subChannelIds: number[];
  sessionToken: string;
  launchToken: string;
};

export async function prepareMember(t: TestApp): Promise<FuzzMember> {
  const player = await fundedMember(t, 500_000n, 10_000n);
  const intent = await openIntent(t, player.token, 100);
  const channels = (await asMember(t, player.token).get('/api/member/payment/channels')).json()
    .data as Array<{
    sub_channels: Array<{ id: number }>;
  }>;
  const provider = providerClient(t, systemClock);
  const session = await provider('authenticate', { launch_token: await launchToken(t, player) });
  if (session.status !== 'OK') throw new Error(`the fuzz member's game session: ${JSON.stringify(session)}`);
  const catalogue = await t.database.db.select({ gameId: games.gameId }).from(games);
  return {
    ...player,
    gameIds: catalogue.map((g) => g.gameId),
    reference: intent.reference,
    amountSatang: String(Math.round(intent.pay_amount * 100)),
    subChannelIds: channels.flatMap((c) => c.sub_channels.map((s) => s.id)),
    sessionToken: String(session.session_token),
    launchToken: await launchToken(t, player, 'baccarat-classic'),
  };
}

/** Command names for the operator API: real ones, and names only Object.prototype has. */
export const OPERATOR_COMMAND_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  'ledger:reconcile',
  'member:show',
  'balance:adjust',
  'sandbox:otp',
  'deposit:confirm',
  'withdraw:pending',
  'withdraw:approve',
  'withdraw:reject',
];

/** Field name → values that exist for this member and this database (valid-values.ts). */
export function dictionaryOf(member: FuzzMember): Dictionary {
  return {
    agent_code: ['ug99'],
    code: ['ug99'],
    phone: [member.phone],
    username: [member.phone],
    password: [member.password],
    old_password: [member.password],
    bank_account_no: [member.bank_account_no],
    // Rules behind the schema (a real calendar date, an age, Thai letters, known ledger reasons):
    // values that pass them, so that valid requests get past the refinements too.
    birth_date: ['1995-05-15', '2012-02-29'],
    first_name: ['สมชาย'],
    last_name: ['ใจดี'],
    account_name: ['สมชาย ใจดี'],
    reason: ['deposit', 'game_bet,game_win,withdraw'],
    date_from: ['2024-01-01'],
    date_to: ['2099-12-31'],
    // Rebate histories, claims and the win/loss report (a loss period is a Monday).
    from: ['2026-03-09'],
    to: ['2026-03-15'],
    period: ['2026-03-09', '2026-03-10'],
    // The back office's monthly report (months, not days) and a finished day's affiliate commission.
    from_month: ['2025-01'],
    to_month: ['2025-03'],
    date: ['2026-03-09'],
    // A path's caps (a day's cap is never below the action's).
    per_action: [500, 1_000],
    per_operator_day: [10_000, 50_000],
    otp: ['123456'],
    reference: [member.reference],
    channel_id: Object.values(PAYMENT_CHANNELS).map((c) => c.id),
    sub_channel_id: member.subChannelIds,
    wallet_id: member.walletIds,
    game_id: member.gameIds,
    provider_id: [DEMO_PROVIDER_ID],
    provider: [DEMO_PROVIDER_ID],
    lobby_key: ['home', 'play', 'slot', 'casino'],
    amount: [100, 1, 5_000],
    session_token: [member.sessionToken],
    launch_token: [member.launchToken],
    transaction_id: ['fuzz-tx-1', 'fuzz-tx-2'],
    bet_transaction_id: ['fuzz-tx-1', 'fuzz-tx-2'],
    // The provider's round ids are text; a lotto round id is a number, which '1' also is once coerced.
    round_id: ['fuzz-round-1', '1'],
    id: ['fuzz-event-1'],
    amount_satang: [member.amountSatang],
    event_id: ['fuzz-event-1'],
    command: OPERATOR_COMMAND_NAMES,
    // A browser's push subscription: an endpoint at a push service the server sends to, and keys of the
    // sizes RFC 8291 gives (a P-256 point, a 16-byte secret).
    endpoint: ['https://fcm.googleapis.com/fcm/send/fuzz-device-1'],
    p256dh: [Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url')],
    auth: [Buffer.alloc(16, 9).toString('base64url')],
    'args[]': [member.phone, member.reference, '10', '-10', '1.005', '1e400', '1', 'ug99'],
  };
}
