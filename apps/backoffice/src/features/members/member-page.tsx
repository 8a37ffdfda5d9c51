import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BoMemberDetail } from '@ug99/contract';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '#bo/api/client.ts';
import { DataTable, WholeTable, type PaginationState } from '#bo/shared/data-table.tsx';
import { bankName, formatBaht, formatCount, formatDateTime, formatDay } from '#bo/shared/format.ts';
import { Alert, Card, Loading, PageHeader } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { fetchMember, fetchStatement, memberKey, type StatementRow } from './api.ts';
import { MemberActions, MemberNotes } from './member-actions.tsx';

const t = th.members;
const c = t.col;
const when = (v: string | null) => (v ? formatDateTime(v) : t.none);

type Detail = BoMemberDetail;

/** A member's page: every section the API gives, and the actions the operator's role allows. */
export function MemberPage() {
  const id = Number(useParams().id);
  const member = useQuery({ queryKey: memberKey(id), queryFn: ({ signal }) => fetchMember(id, signal) });
  if (member.isPending) return <Loading />;
  if (member.isError) return <Alert>{errorMessage(member.error)}</Alert>;
  const m = member.data;
  const p = m.profile;
  return (
    <>
      <Link to="/members" className="mb-2 inline-flex min-h-11 items-center text-sm text-sky-700 underline">
        {t.back}
      </Link>
      <PageHeader title={`${p.first_name} ${p.last_name}`}>
        {p.locked ? (
          <span className="rounded-full bg-rose-100 px-3 py-1 text-sm font-bold text-rose-800">
            {t.locked}
          </span>
        ) : null}
      </PageHeader>
      <div className="grid gap-4 xl:grid-cols-3">
        <Card title={t.profile} className="xl:col-span-2">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <Item label={t.phone}>{p.phone}</Item>
            <Item label={t.birthDate}>{formatDay(p.birth_date)}</Item>
            <Item label={t.referralCode}>{p.referral_code}</Item>
            <Item label={t.upline}>{p.upline_member_id ?? t.none}</Item>
            <Item label={t.lineId}>{p.line_id ?? t.none}</Item>
            <Item label={t.joined}>{formatDateTime(p.created_at)}</Item>
            {p.locked ? (
              <Item label={t.lockReason}>
                {p.lock_reason ?? t.none} ({when(p.locked_at)})
              </Item>
            ) : null}
          </dl>
          <h3 className="mt-4 mb-2 text-sm font-bold text-slate-800">{t.banks}</h3>
          <ul className="text-sm">
            {m.bank_accounts.map((b) => (
              <li key={`${b.kind}-${b.account_no}`}>
                {bankName(b.bank_code)} {b.account_no} {b.account_name}
              </li>
            ))}
          </ul>
        </Card>
        <MemberActions member={m} />
      </div>
      <Card title={t.wallets} className="mt-4">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-5">
          {m.wallets.map((w) => (
            <li key={w.wallet_type_id} className="rounded-lg bg-slate-50 p-3">
              <p className="text-xs text-slate-600">{w.wallet_name}</p>
              <p className="font-bold tabular-nums">{formatBaht(w.balance)}</p>
            </li>
          ))}
          <li className="rounded-lg bg-slate-50 p-3">
            <p className="text-xs text-slate-600">{t.points}</p>
            <p className="font-bold tabular-nums">{formatCount(m.points)}</p>
          </li>
        </ul>
      </Card>
      <Section title={t.statement}>
        <Statement memberId={m.profile.id} wallets={m.wallets} />
      </Section>
      <Section title={t.deposits}>
        <WholeTable<Detail['deposits'][number]>
          caption={t.deposits}
          rows={m.deposits}
          columns={[
            { accessorKey: 'created_at', header: c.time, cell: (x) => when(x.getValue() as string) },
            { accessorKey: 'reference', header: c.reference },
            { accessorKey: 'channel', header: c.channel },
            { accessorKey: 'amount', header: c.amount, cell: (x) => formatBaht(x.getValue() as number) },
            {
              accessorKey: 'credited',
              header: c.credited,
              cell: (x) => (x.getValue() === null ? t.none : formatBaht(x.getValue() as number)),
            },
            { accessorKey: 'status', header: c.status },
          ]}
        />
      </Section>
      <Section title={t.withdrawals}>
        <WholeTable<Detail['withdrawals'][number]>
          caption={t.withdrawals}
          rows={m.withdrawals}
          columns={[
            { accessorKey: 'created_at', header: c.time, cell: (x) => when(x.getValue() as string) },
            { accessorKey: 'amount', header: c.amount, cell: (x) => formatBaht(x.getValue() as number) },
            {
              accessorKey: 'status',
              header: c.status,
              cell: (x) => th.queues.withdrawalStatus[x.row.original.status],
            },
            { accessorKey: 'decided_by', header: th.queues.col.decided, cell: (x) => x.getValue() ?? t.none },
            { accessorKey: 'reject_reason', header: c.memo, cell: (x) => x.getValue() ?? t.none },
          ]}
        />
      </Section>
      <Section title={t.bills}>
        <WholeTable<Detail['lotto_bills'][number]>
          caption={t.bills}
          rows={m.lotto_bills}
          columns={[
            { accessorKey: 'created_at', header: c.time, cell: (x) => when(x.getValue() as string) },
            { accessorKey: 'round_id', header: c.round },
            { accessorKey: 'total', header: c.total, cell: (x) => formatBaht(x.getValue() as number) },
            { accessorKey: 'win', header: c.win, cell: (x) => formatBaht(x.getValue() as number) },
            { accessorKey: 'status', header: c.status },
          ]}
        />
      </Section>
      <Section title={t.rounds}>
        <WholeTable<Detail['game_rounds'][number]>
          caption={t.rounds}
          rows={m.game_rounds}
          columns={[
            { accessorKey: 'created_at', header: c.time, cell: (x) => when(x.getValue() as string) },
            { accessorKey: 'provider_id', header: c.provider },
            { accessorKey: 'category', header: c.category },
            { accessorKey: 'total_bet', header: c.bet, cell: (x) => formatBaht(x.getValue() as number) },
            { accessorKey: 'total_win', header: c.win, cell: (x) => formatBaht(x.getValue() as number) },
            { accessorKey: 'status', header: c.status },
          ]}
        />
      </Section>
      <Section title={t.promotions}>
        <WholeTable<Detail['promotions'][number]>
          caption={t.promotions}
          rows={m.promotions}
          columns={[
            { accessorKey: 'promotion_id', header: c.promotion },
            { accessorKey: 'status', header: c.status },
            { accessorKey: 'deposit', header: c.deposit, cell: (x) => formatBaht(x.getValue() as number) },
            { accessorKey: 'bonus', header: c.bonus, cell: (x) => formatBaht(x.getValue() as number) },
            {
              accessorKey: 'required_turnover',
              header: c.turnover,
              cell: (x) => formatBaht(x.getValue() as number),
            },
            { accessorKey: 'started_at', header: c.started, cell: (x) => when(x.getValue() as string) },
            { accessorKey: 'ended_at', header: c.ended, cell: (x) => when(x.getValue() as string | null) },
          ]}
        />
      </Section>
      <Card title={t.limits} className="mt-4">
        <dl className="mb-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          <Item label={t.coolOff}>{when(m.responsible_gaming.cool_off_until)}</Item>
          <Item label={t.selfExcluded}>{when(m.responsible_gaming.self_excluded_until)}</Item>
          <Item label={t.realityCheck}>
            {m.responsible_gaming.reality_check_minutes === null
              ? t.none
              : t.minutes(m.responsible_gaming.reality_check_minutes)}
          </Item>
        </dl>
        <WholeTable<Detail['responsible_gaming']['limits'][number]>
          caption={t.limits}
          rows={m.responsible_gaming.limits}
          columns={[
            { accessorKey: 'kind', header: c.kind },
            { accessorKey: 'period', header: c.period },
            {
              accessorKey: 'current',
              header: c.current,
              cell: (x) => (x.getValue() === null ? t.none : formatBaht(x.getValue() as number)),
            },
            {
              accessorKey: 'pending',
              header: c.pending,
              cell: (x) =>
                x.getValue() === null
                  ? t.none
                  : `${formatBaht(x.getValue() as number)} (${when(x.row.original.pending_effective_at)})`,
            },
          ]}
        />
      </Card>
      <Section title={t.sessions}>
        <WholeTable<Detail['sessions'][number]>
          caption={t.sessions}
          rows={m.sessions}
          columns={[
            { accessorKey: 'created_at', header: c.started, cell: (x) => when(x.getValue() as string) },
            { accessorKey: 'last_seen_at', header: c.lastSeen, cell: (x) => when(x.getValue() as string) },
            { accessorKey: 'expires_at', header: c.expires, cell: (x) => when(x.getValue() as string) },
            { accessorKey: 'ip', header: c.ip, cell: (x) => x.getValue() ?? t.none },
            {
              accessorKey: 'user_agent',
              header: c.device,
              cell: (x) => (
                <span className="block max-w-56 truncate">{(x.getValue() as string | null) ?? t.none}</span>
              ),
            },
          ]}
        />
      </Section>
      <MemberNotes member={m} />
    </>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-bold break-words">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h2 className="mb-2 text-base font-bold text-slate-800">{title}</h2>
      {children}
    </section>
  );
}

/** The ledger statement, paged by the server (newest first). */
function Statement({ memberId, wallets }: { memberId: number; wallets: Detail['wallets'] }) {
  const walletName = (id: number | null) =>
    id === null ? t.none : (wallets.find((w) => w.wallet_type_id === id)?.wallet_name ?? String(id));
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 25 });
  const query = { page: pagination.pageIndex + 1, page_size: pagination.pageSize };
  const statement = useQuery({
    queryKey: [...memberKey(memberId), 'statement', query],
    queryFn: ({ signal }) => fetchStatement(memberId, query, signal),
    placeholderData: keepPreviousData,
  });
  const amount = (row: StatementRow, v: number) => (row.asset === 'THB' ? formatBaht(v) : formatCount(v));
  return (
    <>
      {statement.isError ? <Alert>{errorMessage(statement.error)}</Alert> : null}
      <DataTable<StatementRow>
        caption={t.statement}
        columns={[
          { accessorKey: 'created_at', header: c.time, cell: (x) => when(x.getValue() as string) },
          { accessorKey: 'reason_label', header: c.item },
          {
            accessorKey: 'wallet_type_id',
            header: c.wallet,
            cell: (x) => walletName(x.getValue() as number | null),
          },
          {
            accessorKey: 'amount',
            header: c.amount,
            cell: (x) => (
              <span
                className={`tabular-nums ${(x.getValue() as number) < 0 ? 'text-rose-700' : 'text-emerald-700'}`}
              >
                {amount(x.row.original, x.getValue() as number)}
              </span>
            ),
          },
          {
            accessorKey: 'balance_after',
            header: c.balance,
            cell: (x) => amount(x.row.original, x.getValue() as number),
          },
          { accessorKey: 'memo', header: c.memo, cell: (x) => x.getValue() ?? t.none },
        ]}
        rows={statement.data?.items ?? []}
        total={statement.data?.total ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        loading={statement.isFetching}
        getRowId={(r) => r.id}
      />
    </>
  );
}
