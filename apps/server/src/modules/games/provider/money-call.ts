import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BetRequest, RollbackRequest, WalletResult, WinRequest } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { ensureSystemAccounts, sqlStateOf, SYSTEM_ACCOUNT_SHARDS, withRetries } from '#ledger';
import { metrics } from '#shared/metrics/domain.ts';

export type MoneyCall = 'bet' | 'win' | 'rollback';
export type MoneyRequest = BetRequest | WinRequest | RollbackRequest;

type Input = MoneyRequest & {
  call: MoneyCall;
  providerId: string;
  tokenHash: string;
  now: Date;
  sessionIdleMs: number;
  /** PROVIDER_MAX_WIN_MULTIPLIER: the maximum of a game without its own (docs/GAMES.md). */
  defaultMaxWinMultiplier: number;
};

export type MoneyOutcome = {
  answer: WalletResult;
  /** The wallet whose new balance `answer` reports, when this call moved or settled it. */
  wallet?: { memberId: number; walletTypeId: number };
};

/**
 * The same transaction id must mean the same movement: the call and the request fields that define it
 * besides the session (round, game, amount, closing flag, refunded bet). The session, and with it the
 * member, is compared by id, not hashed in, so fingerprints stored before that rule still match.
 */
export function fingerprintOf(call: MoneyCall, fields: unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify([call, ...fields]))
    .digest('hex');
}

/** Each call's schema strips the others' fields, so the fields present tell the calls apart. */
function fieldsOf(req: Input): { amount: number; fields: unknown[] } {
  if ('bet_transaction_id' in req) return { amount: 0, fields: [req.round_id, req.bet_transaction_id] };
  if ('round_closed' in req) {
    return { amount: req.amount, fields: [req.round_id, req.game_id, req.amount, req.round_closed] };
  }
  return { amount: req.amount, fields: [req.round_id, req.game_id, req.amount] };
}

/** SQLSTATE no_data_found: provider_transfer names a ledger account that does not exist. */
const ACCOUNT_MISSING = 'P0002';

type Row = {
  answer: WalletResult;
  member_id: number | null;
  wallet_type_id: number | null;
  /** Set when this call wrote a ledger transfer (never for a replayed answer or a refusal). */
  ledger_transfer_id: string | number | null;
  /** What the transfer moved when it differs from the request's amount (a rollback moves the bet's). */
  amount: string | number | null;
};

/** The ledger reason each call's transfer carries (provider_transfer in migration 0031). */
const TRANSFER_REASON = { bet: 'game_bet', win: 'game_win', rollback: 'game_rollback' } as const;

/**
 * Runs one bet, win or rollback as one statement (provider_money_call, migrations 0031 and 0034): one round trip,
 * committed on its own. A deadlock or serialization failure rolls all of it back and it runs again
 * (withRetries); the clearing account's rows are created on first use, as the ledger's transfer does.
 */
export async function runMoneyCall(db: Db, req: Input): Promise<MoneyOutcome> {
  const { amount, fields } = fieldsOf(req);
  const statement = sql`
    select answer, member_id, wallet_type_id, ledger_transfer_id, amount from provider_money_call(${req.call}::text, ${req.providerId}::text,
      ${req.tokenHash}::text, ${req.transaction_id}::text, ${req.round_id}::text,
      ${'game_id' in req ? req.game_id : null}::text, ${amount}::bigint,
      ${'round_closed' in req ? req.round_closed : null}::boolean,
      ${'bet_transaction_id' in req ? req.bet_transaction_id : null}::text,
      ${fingerprintOf(req.call, fields)}::text, ${req.now.toISOString()}::timestamptz,
      ${req.sessionIdleMs}::bigint, ${SYSTEM_ACCOUNT_SHARDS.game_provider_clearing ?? 1}::integer,
      ${req.defaultMaxWinMultiplier}::integer)`;
  const run = async () => rowsOf<Row>(await withRetries(() => db.execute(statement)))[0]!;
  let row: Row;
  try {
    row = await run();
  } catch (err) {
    if (sqlStateOf(err) !== ACCOUNT_MISSING) throw err;
    await ensureSystemAccounts(db, ['game_provider_clearing']);
    row = await run();
  }
  const { answer, member_id: memberId, wallet_type_id: walletTypeId } = row;
  // The statement committed on its own, so its transfer is counted now (docs/OPERATIONS.md#metrics): the
  // ledger's own transfer() counts every other reason the same way, after its commit.
  if (row.ledger_transfer_id !== null) {
    metrics.ledgerTransfers(TRANSFER_REASON[req.call], BigInt(row.amount ?? amount));
  }
  return memberId === null || walletTypeId === null
    ? { answer }
    : { answer, wallet: { memberId, walletTypeId } };
}
