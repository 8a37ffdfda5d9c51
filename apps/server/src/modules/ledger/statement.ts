import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { LEDGER_REASONS } from '@ug99/contract';
import type { LedgerAsset } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { dateOf, epochMs, rowsOf } from '#db/rows.ts';

export type StatementQuery = {
  asset?: LedgerAsset;
  /** Only these reason codes; absent or empty means every reason. */
  reasons?: string[];
  /** Inclusive. */
  from?: Date;
  /** Exclusive, so consecutive ranges never count a transfer twice. */
  to?: Date;
  /** 1-based. */
  page: number;
  pageSize: number;
};

export type StatementRow = {
  transferId: number;
  createdAt: Date;
  reason: string;
  reasonLabel: string;
  asset: LedgerAsset;
  walletTypeId: number | null;
  /** Signed from the member's side: positive in, negative out. */
  amount: bigint;
  balanceAfter: bigint;
  memo: string | null;
};

export type Statement = { total: number; rows: StatementRow[] };

type Row = {
  transfer_id: string;
  created_ms: string;
  reason: string;
  asset: LedgerAsset;
  wallet_type_id: number | null;
  amount: string;
  balance_after: string;
  memo: string | null;
};

/**
 * The member's movements, newest first: one row per side a transfer has in the member's accounts, so
 * a move between two of their own wallets shows as an outflow from one and an inflow to the other.
 * Only accounts owned by `memberId` are read, which is what keeps one member out of another's history.
 */
export async function memberStatement(db: Db, memberId: number, query: StatementQuery): Promise<Statement> {
  const pageSize = Math.max(1, Math.floor(query.pageSize));
  const page = Math.max(1, Math.floor(query.page));
  const sides = sidesOf(memberId, query);

  const [counted] = rowsOf<{ total: string }>(
    await db.execute(sql`with sides as (${sides}) select count(*)::text as total from sides`),
  );
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with sides as (${sides})
      select transfer_id::text, ${epochMs(sql`created_at`)} as created_ms, reason, asset::text as asset,
        wallet_type_id, amount::text, balance_after::text, memo
      from sides
      order by created_at desc, transfer_id desc, side desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
  );
  return {
    total: Number(counted?.total ?? 0),
    rows: rows.map((row) => ({
      transferId: Number(row.transfer_id),
      createdAt: dateOf(row.created_ms),
      reason: row.reason,
      reasonLabel: LEDGER_REASONS[row.reason as keyof typeof LEDGER_REASONS] ?? row.reason,
      asset: row.asset,
      walletTypeId: row.wallet_type_id === null ? null : Number(row.wallet_type_id),
      amount: BigInt(row.amount),
      balanceAfter: BigInt(row.balance_after),
      memo: row.memo,
    })),
  };
}

/** Both sides of every transfer touching the member's accounts, filtered in each branch to use the indexes. */
function sidesOf(memberId: number, query: StatementQuery): SQL {
  const accounts = sql`select id, asset, wallet_type_id from ledger_accounts
    where owner_member_id = ${memberId}::integer
    ${query.asset ? sql`and asset = ${query.asset}::ledger_asset` : sql``}`;
  const filters: SQL[] = [];
  if (query.reasons && query.reasons.length > 0) {
    filters.push(
      sql`t.reason in (${sql.join(
        query.reasons.map((r) => sql`${r}::text`),
        sql`, `,
      )})`,
    );
  }
  if (query.from) filters.push(sql`t.created_at >= ${query.from.toISOString()}::timestamptz`);
  if (query.to) filters.push(sql`t.created_at < ${query.to.toISOString()}::timestamptz`);
  const where = filters.length > 0 ? sql`and ${sql.join(filters, sql` and `)}` : sql``;

  return sql`
    select t.id as transfer_id, t.created_at, t.reason, t.memo, a.asset, a.wallet_type_id,
      -t.amount as amount, t.debit_balance_after as balance_after, 0 as side
    from (${accounts}) a join ledger_transfers t on t.debit_account_id = a.id
    where true ${where}
    union all
    select t.id, t.created_at, t.reason, t.memo, a.asset, a.wallet_type_id,
      t.amount, t.credit_balance_after, 1
    from (${accounts}) a join ledger_transfers t on t.credit_account_id = a.id
    where true ${where}`;
}
