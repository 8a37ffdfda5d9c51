import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { memberSearchQuery, type BoMemberRow } from '@ug99/contract';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { ServerListTable } from '#bo/shared/server-list.tsx';
import { formatDateTime } from '#bo/shared/format.ts';
import { useServerTable } from '#bo/shared/server-table.ts';
import { SearchForm } from '#bo/shared/search-form.tsx';
import { PageHeader } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { MEMBERS_KEY, searchMembers } from './api.ts';

const t = th.members;
const col = createColumnHelper<BoMemberRow>();

/** Members by phone, name, bank account or referral code, paged and sorted by the server. */
export function MembersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const table = useServerTable([{ id: 'created_at', desc: true }]);
  const list = useQuery({
    queryKey: [...MEMBERS_KEY, 'search', q, table.params],
    queryFn: ({ signal }) => searchMembers({ q: q || undefined, ...table.params }, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () =>
      [
        col.accessor('phone', {
          header: t.phone,
          cell: (c) => (
            <Link to={`/members/${c.row.original.id}`} className="font-bold text-sky-700 underline">
              {c.getValue()}
            </Link>
          ),
        }),
        col.accessor('first_name', {
          header: t.name,
          cell: (c) => `${c.getValue()} ${c.row.original.last_name}`,
        }),
        col.accessor('bank_account_no', {
          header: t.bankAccount,
          enableSorting: false,
          cell: (c) => c.getValue() ?? '—',
        }),
        col.accessor('referral_code', { header: t.referralCode, enableSorting: false }),
        col.accessor('locked', {
          header: t.status,
          enableSorting: false,
          cell: (c) =>
            c.getValue() ? <span className="font-bold text-rose-700">{t.locked}</span> : t.normal,
        }),
        col.accessor('created_at', { header: t.joined, cell: (c) => formatDateTime(c.getValue()) }),
      ] as ColumnDef<BoMemberRow, unknown>[],
    [],
  );
  return (
    <>
      <PageHeader title={t.title} />
      <SearchForm
        className="mb-4"
        label={t.search}
        hint={t.searchHint}
        button={t.searchButton}
        q={memberSearchQuery.shape.q}
        initial={q}
        onSearch={(next) => {
          table.resetPage();
          setParams(next ? { q: next } : {});
        }}
      />
      <ServerListTable caption={t.title} columns={columns} list={{ table, query: list }} />
    </>
  );
}
