import { sql } from 'drizzle-orm';
import {
  DEPOSIT_STATUS_LABELS,
  findBank,
  PAYMENT_CHANNELS,
  PAYMENT_HISTORY_TYPE_LABELS,
  satangToBaht,
  WITHDRAWAL_STATUS_LABELS,
} from '@ug99/contract';
import type {
  DepositStatus,
  PaymentHistoryPage,
  PaymentHistoryQuery,
  WithdrawalStatus,
} from '@ug99/contract';
import type { Db } from '#db/client.ts';

type Row = {
  type: 'deposit' | 'withdraw';
  key: string;
  label: string;
  amount: string;
  status: string;
  expires_ms: string | null;
  created_ms: string;
  completed_ms: string | null;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Deposits and withdrawals of one member in one list, newest first (/member/payment). One query over
 * both tables so paging is exact; bigints and times travel as text so both drivers agree.
 */
export async function paymentHistory(
  db: Db,
  memberId: number,
  query: PaymentHistoryQuery,
  now: Date,
): Promise<PaymentHistoryPage> {
  const deposits = sql`select 'deposit' as type, reference as key, channel::text as label,
      coalesce(credited_satang, pay_amount_satang)::text as amount, status::text as status,
      floor(extract(epoch from expires_at) * 1000)::bigint::text as expires_ms,
      floor(extract(epoch from created_at) * 1000)::bigint::text as created_ms,
      floor(extract(epoch from paid_at) * 1000)::bigint::text as completed_ms, id
    from deposit_intents where member_id = ${memberId}`;
  const withdrawals = sql`select 'withdraw' as type, id::text as key, bank_code as label,
      amount_satang::text as amount, status::text as status, null as expires_ms,
      floor(extract(epoch from created_at) * 1000)::bigint::text as created_ms,
      floor(extract(epoch from decided_at) * 1000)::bigint::text as completed_ms, id
    from withdrawals where member_id = ${memberId}`;
  const union =
    query.type === 'deposit'
      ? deposits
      : query.type === 'withdraw'
        ? withdrawals
        : sql`${deposits} union all ${withdrawals}`;
  const offset = (query.page - 1) * query.page_size;
  const [page, count] = await Promise.all([
    db.execute(
      sql`select * from (${union}) h order by created_ms::bigint desc, id desc limit ${query.page_size} offset ${offset}`,
    ),
    db.execute(sql`select count(*)::int as total from (${union}) h`),
  ]);
  const total = rowsOf<{ total: number }>(count)[0]?.total ?? 0;
  return {
    page: query.page,
    page_size: query.page_size,
    total,
    rows: rowsOf<Row>(page).map((r) => toDto(r, now)),
  };
}

function toDto(r: Row, now: Date) {
  const completed = r.completed_ms ? new Date(Number(r.completed_ms)).toISOString() : null;
  const base = {
    type: r.type,
    type_label: PAYMENT_HISTORY_TYPE_LABELS[r.type],
    amount: satangToBaht(BigInt(r.amount)),
    reference: r.key,
    created_at: new Date(Number(r.created_ms)).toISOString(),
    completed_at: completed,
  };
  if (r.type === 'deposit') {
    const lapsed = r.status === 'pending' && r.expires_ms !== null && Number(r.expires_ms) <= now.getTime();
    const status = (lapsed ? 'expired' : r.status) as DepositStatus;
    const kind = r.label as keyof typeof PAYMENT_CHANNELS;
    return {
      ...base,
      id: `D${r.key}`,
      channel_label: PAYMENT_CHANNELS[kind]?.name ?? r.label,
      status,
      status_label: DEPOSIT_STATUS_LABELS[status],
    };
  }
  const status = r.status as WithdrawalStatus;
  return {
    ...base,
    id: `W${r.key}`,
    channel_label: findBank(r.label)?.name ?? r.label,
    status,
    status_label: WITHDRAWAL_STATUS_LABELS[status],
  };
}
