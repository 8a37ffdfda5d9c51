import { sql } from 'drizzle-orm';
import { bahtToSatang } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { addBangkokMonths, DAY, startOfBangkokMonth } from '#shared/bangkok-time.ts';
import { pollChoices, polls } from '#db/schema/polls.ts';
import { newPollSeed, pollSeedHash } from './draw.ts';

/** The demo poll leaves at least this long to vote, counted from the first start (docs/rules/polls.md). */
export const DEMO_POLL_MIN_LEFT_MS = 7 * DAY;

/**
 * The campaign the home page's event image opens (/poll/1, spec §9): the Bangkok calendar month of the
 * first start, one vote per 1,000 ฿ deposited, 10 winners of 5 free spins each. Its seed is drawn here
 * with node:crypto.
 */
export const DEMO_POLL = {
  id: 1,
  title: 'โหวตเกมยอดนิยมประจำเดือน',
  description:
    'ฝากเงินระหว่างกิจกรรมทุก 1,000 บาท รับสิทธิ์โหวต 1 สิทธิ์ เลือกหมวดเกมที่ท่านชอบที่สุด เมื่อปิดโหวต ระบบสุ่มผู้โชคดี 10 ท่านจากผู้โหวตหมวดที่ชนะ รับสิทธิ์หมุนวงล้อฟรีท่านละ 5 ครั้ง',
  images: ['/media/engagement/poll-banner.svg'],
  metadata: { prize: 'หมุนวงล้อฟรี 5 ครั้ง × 10 รางวัล', rule: 'ฝากทุก 1,000 บาท = 1 สิทธิ์โหวต' },
  bahtPerVote: 1_000,
  winnerCount: 10,
  prizeSpins: 5,
  choices: [
    { label: 'สล็อต', image: '/media/engagement/poll-choice-1.svg' },
    { label: 'คาสิโนสด', image: '/media/engagement/poll-choice-2.svg' },
    { label: 'หวย', image: '/media/engagement/poll-choice-3.svg' },
  ],
} as const;

/**
 * The demo poll's window (docs/rules/polls.md): a monthly poll, so it opens at 00:00 Bangkok on the 1st of
 * the month of `now` and closes at 00:00 on the 1st of the next month; when less than a week would be left
 * to vote, it runs to the end of the month after instead.
 */
export function demoPollWindow(now: Date): { opensAt: Date; closesAt: Date } {
  const opensAt = startOfBangkokMonth(now);
  const next = addBangkokMonths(opensAt, 1);
  const closesAt =
    next.getTime() - now.getTime() < DEMO_POLL_MIN_LEFT_MS ? addBangkokMonths(opensAt, 2) : next;
  return { opensAt, closesAt };
}

/** Adds poll 1 when it does not exist; an existing poll 1 (maybe the operator's) is left alone. */
export async function ensureDemoPoll(db: Db, agentId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const seed = newPollSeed();
    const [poll] = await tx
      .insert(polls)
      .overridingSystemValue()
      .values({
        id: DEMO_POLL.id,
        agentId,
        title: DEMO_POLL.title,
        description: DEMO_POLL.description,
        images: [...DEMO_POLL.images],
        metadata: { ...DEMO_POLL.metadata },
        ...demoPollWindow(now),
        satangPerVote: bahtToSatang(DEMO_POLL.bahtPerVote),
        winnerCount: DEMO_POLL.winnerCount,
        prizeSpins: DEMO_POLL.prizeSpins,
        seed,
        seedHash: pollSeedHash(seed),
      })
      .onConflictDoNothing({ target: polls.id })
      .returning({ id: polls.id });
    if (!poll) return;
    await tx
      .insert(pollChoices)
      .values(DEMO_POLL.choices.map((c, position) => ({ pollId: poll.id, position, ...c })));
    // Polls created later get ids after the seeded one.
    await tx.execute(sql`select setval(pg_get_serial_sequence('polls', 'id'), (select max(id) from polls))`);
  });
}
