import type { lottoBillList, lottoBillListQuery } from '@ug99/contract';
import type { z } from 'zod';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { DAY, startOfBangkokDate } from '#shared/bangkok-time.ts';
import type { Clock } from '#shared/clock.ts';
import { billSummary } from './answers.ts';
import { listBills } from './queries.ts';

type BillList = z.infer<typeof lottoBillList>;
type BillListQuery = z.infer<typeof lottoBillListQuery>;

export const BILL_PAGE_SIZE = 20;

/** The member's own bills, newest first; `date` is the Bangkok day the bill was placed. */
export async function listMemberBills(
  db: Db,
  clock: Clock,
  member: SessionMember,
  q: BillListQuery,
): Promise<BillList> {
  // A date no bill can have been placed on (before the epoch, past year 9999) lists nothing.
  if (q.date && (q.date < '1970-01-01' || q.date >= '9999-12-31')) {
    return { items: [], page: q.page, page_size: BILL_PAGE_SIZE, total: 0 };
  }
  const from = q.date ? startOfBangkokDate(q.date) : undefined;
  const { rows, total } = await listBills(
    db,
    {
      memberId: member.id,
      status: q.status,
      categoryId: q.category_id,
      createdFrom: from,
      createdTo: from && new Date(from.getTime() + DAY),
    },
    { limit: BILL_PAGE_SIZE, offset: (q.page - 1) * BILL_PAGE_SIZE },
  );
  const now = clock.now();
  return {
    items: rows.map(({ bill, round, category, lineCount }) => ({
      ...billSummary(bill, round, category, now),
      line_count: Number(lineCount ?? 0),
    })),
    page: q.page,
    page_size: BILL_PAGE_SIZE,
    total,
  };
}
