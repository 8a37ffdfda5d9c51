import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';

/** Yeekee rows for the close and verify tests, written directly as the seed and the shoot call leave them. */

/** The agent's yeekee category (created once per database). */
export async function yeekeeCategory(db: Db): Promise<number> {
  await db.execute(sql`insert into lotto_categories (agent_id, code, name, image, bet_types, schedule,
    open_before_minutes, cancel_before_seconds)
    values (1, 'yeekee', 'หวยยี่กี', '/media/lotto/yeekee.svg',
      ${sql.param(['3top', '3tod', '2top', '2bottom', 'run_top', 'run_bottom'])}::text[],
      ${JSON.stringify({ kind: 'days', weekdays: [1, 2, 3, 4, 5, 6, 7], closes: ['18:00'] })}::jsonb, 15, 60)
    on conflict do nothing`);
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from lotto_categories where agent_id = 1 and code = 'yeekee'`),
  );
  return Number(row!.id);
}

/** Shots as the shoot call leaves them: seq in order, the tally's count and sum kept with them. */
export async function addShots(db: Db, roundId: number, shots: { memberId: number; number: string }[]) {
  await db.execute(
    sql`insert into yeekee_round_tallies (round_id) values (${roundId}) on conflict do nothing`,
  );
  for (const shot of shots) {
    await db.transaction(async (tx) => {
      const [t] = rowsOf<{ seq: number }>(
        await tx.execute(sql`update yeekee_round_tallies set shot_count = shot_count + 1,
          shot_sum = shot_sum + ${Number(shot.number)} where round_id = ${roundId} returning shot_count as seq`),
      );
      await tx.execute(sql`insert into yeekee_shots (round_id, seq, member_id, number)
        values (${roundId}, ${t!.seq}, ${shot.memberId}, ${shot.number})`);
    });
  }
}
