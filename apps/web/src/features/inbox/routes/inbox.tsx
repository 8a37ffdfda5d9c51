import { useQuery } from '@tanstack/react-query';
import { INBOX_PAGE_SIZE, type InboxItem } from '@ug99/contract';
import { Link, useSearchParams } from 'react-router';
import { formatThaiDateTime } from '@/shared/format/index.ts';
import { inboxQueryOptions } from '@/shared/session/inbox.ts';
import { Card } from '@/shared/ui/card.tsx';
import { Pagination } from '@/shared/ui/pagination.tsx';
import { useMarkInboxRead } from '../api/mark-read.ts';
import { MarketingOptIn } from '../components/marketing-opt-in.tsx';
import { PushOptIn } from '../push/push-opt-in.tsx';
import { inboxTh } from '../th.ts';

const tabClass =
  'btn btn-compact border border-ink-500 bg-ink-700 text-ink-100 aria-[pressed=true]:border-gold-500 aria-[pressed=true]:text-gold-300';

/**
 * /member/inbox (docs/NOTIFICATIONS.md#on-the-site): the member's items, newest first, 20 a page, all or
 * only the unread ones (`?unread=1`). Opening an item marks it read and goes to its page; "read all"
 * marks every item read. The list follows the live events through the shared inbox queries.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('unread') === '1';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data } = useQuery(inboxQueryOptions(page, unreadOnly));
  const markRead = useMarkInboxRead();
  const show = (next: { unread?: boolean; page?: number }) =>
    setParams((p) => {
      const unread = next.unread ?? unreadOnly;
      p.set('page', String(next.page ?? 1));
      if (unread) p.set('unread', '1');
      else p.delete('unread');
      return p;
    });

  return (
    <Card title={inboxTh.heading} intro={<p>{inboxTh.intro}</p>}>
      <PushOptIn />
      <MarketingOptIn />
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <div role="group" aria-label={inboxTh.filterLabel} className="flex gap-2">
          <button
            type="button"
            className={tabClass}
            aria-pressed={!unreadOnly}
            onClick={() => show({ unread: false })}
          >
            {inboxTh.all}
          </button>
          <button
            type="button"
            className={tabClass}
            aria-pressed={unreadOnly}
            onClick={() => show({ unread: true })}
          >
            {inboxTh.unread}
          </button>
        </div>
        <button
          type="button"
          className="btn btn-compact btn-gold ml-auto"
          disabled={!data || data.unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {inboxTh.readAll}
        </button>
      </div>
      {/* Nothing until the first answer: an empty list would read as "no messages" for a moment. */}
      {!data ? null : data.items.length === 0 ? (
        <p className="py-6 text-center text-base text-muted">
          {unreadOnly ? inboxTh.emptyUnread : inboxTh.empty}
        </p>
      ) : (
        <ul className="divide-y divide-ink-600" aria-label={inboxTh.heading}>
          {data.items.map((item) => (
            <InboxRow
              key={item.id}
              item={item}
              onOpen={() => {
                if (item.read_at === null) markRead.mutate({ ids: [item.id] });
              }}
            />
          ))}
        </ul>
      )}
      {data && (
        <div className="mt-3">
          <Pagination
            page={data.page}
            pages={Math.ceil(data.total / INBOX_PAGE_SIZE)}
            onPage={(next) => show({ page: next })}
          />
        </div>
      )}
    </Card>
  );
}

function InboxRow({ item, onOpen }: { item: InboxItem; onOpen: () => void }) {
  const unread = item.read_at === null;
  return (
    <li>
      <Link
        to={item.link}
        onClick={onOpen}
        aria-label={`${item.title}${unread ? ` (${inboxTh.unreadMark})` : ''}`}
        className="flex gap-3 rounded-lg px-1 py-3 transition hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-gold-400"
      >
        <span
          aria-hidden="true"
          className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? 'bg-red-500' : 'bg-transparent'}`}
        />
        <span className="min-w-0 flex-1">
          <span className={`block text-base ${unread ? 'font-bold text-white' : 'text-ink-100'}`}>
            {item.title}
          </span>
          <span className="block text-base text-ink-100">{item.body}</span>
          <span className="block text-sm text-muted tabular-nums">{formatThaiDateTime(item.created_at)}</span>
        </span>
      </Link>
    </li>
  );
}
