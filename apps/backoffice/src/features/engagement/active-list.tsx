import { useState } from 'react';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { ServerListTable, useServerList } from '#bo/shared/server-list.tsx';
import type { Page } from '#bo/shared/server-table.ts';
import { Alert, Button, Select } from '#bo/shared/ui.tsx';
import { te } from './th.ts';

type Filter = 'all' | 'active' | 'inactive';
const FILTERS = (['all', 'active', 'inactive'] as const).map((v) => ({ value: v, label: te.filters[v] }));

/** A list of things marketing switches on and off (quests, shop items), filtered by that. */
export function useActiveList<Row>(
  key: readonly unknown[],
  fetch: (
    query: { active: Filter; page: number; page_size: number; sort?: string | undefined },
    signal: AbortSignal,
  ) => Promise<Page<Row>>,
) {
  const [filter, setFilter] = useState<Filter>('all');
  const list = useServerList(key, { active: filter }, fetch);
  return {
    filter,
    showFilter: (next: Filter) => {
      list.table.resetPage();
      setFilter(next);
    },
    list,
  };
}

/** The filter, the add button (for the roles that may add), what the last save did, and the list. */
export function ActiveList<Row extends { id: number }>({
  state,
  caption,
  columns,
  add,
  notice,
}: {
  state: ReturnType<typeof useActiveList<Row>>;
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  add: { label: string; onClick: () => void } | null;
  notice: string | null;
}) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Select label={te.filter} value={state.filter} options={FILTERS} onChange={state.showFilter} />
        {add ? <Button onClick={add.onClick}>{add.label}</Button> : null}
      </div>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <ServerListTable caption={caption} columns={columns} list={state.list} />
    </>
  );
}

/** The on/off choice of an existing quest or item in its edit dialog. */
export function ActiveSelect({ active, onChange }: { active: boolean; onChange: (active: boolean) => void }) {
  return (
    <Select
      label={te.status}
      value={active ? 'on' : 'off'}
      options={[
        { value: 'on', label: te.active },
        { value: 'off', label: te.inactive },
      ]}
      onChange={(v) => onChange(v === 'on')}
    />
  );
}
