import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '#members';
import type { Database } from '#db/client.ts';
import { agents, members } from '#db/schema/index.ts';
import { seedDatabase } from '#seed/seed.ts';
import { testDatabases } from '#testing/databases.ts';
import { installWriteJournal, takeWrites } from './write-journal.ts';

describe.each(testDatabases())('the fuzz suite’s write journal on $kind', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.create();
    await installWriteJournal(database.db);
  });
  afterAll(() => database.close());

  const run = (statement: string) => database.db.execute(sql.raw(statement));
  const insertSms = `insert into sandbox_sms_inbox (phone, body) values ('0800000000', 'x')`;

  it('notes every inserted, changed and deleted row, once per table', async () => {
    await takeWrites(database.db);
    await run(insertSms);
    await run(insertSms);
    expect(await takeWrites(database.db)).toEqual(['sandbox_sms_inbox']);
    await run(`update sandbox_sms_inbox set body = 'y'`);
    expect(await takeWrites(database.db)).toEqual(['sandbox_sms_inbox']);
    await run(`delete from sandbox_sms_inbox`);
    expect(await takeWrites(database.db)).toEqual(['sandbox_sms_inbox']);
    expect(await takeWrites(database.db)).toEqual([]);
  });

  it('notes nothing for work that rolled back, or an update that changed nothing', async () => {
    await run(insertSms);
    await takeWrites(database.db);
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(insertSms));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await run(`update sandbox_sms_inbox set body = body`);
    expect(await takeWrites(database.db)).toEqual([]);
  });

  it('does not count a session’s idle clock as a write, but counts any other change to the session', async () => {
    await seedDatabase(database.db);
    const [agent] = await database.db.select({ id: agents.id }).from(agents);
    const [member] = await database.db
      .insert(members)
      .values({
        agentId: agent!.id,
        phone: '0800000901',
        passwordHash: 'not-a-hash',
        firstName: 'สมชาย',
        lastName: 'ใจดี',
        birthDate: '1990-01-01',
        referralCode: 'FUZZ0901',
      })
      .returning({ id: members.id });
    const policy = { absoluteMs: 3_600_000, idleMs: 3_600_000 };
    const session = await createSession(database.db, { memberId: member!.id, now: new Date(), policy });
    await takeWrites(database.db);
    await run(
      `update member_sessions set last_seen_at = now() + interval '1 minute' where id = ${session.sessionId}`,
    );
    expect(await takeWrites(database.db)).toEqual([]);
    await run(`update member_sessions set revoked_at = now() where id = ${session.sessionId}`);
    expect(await takeWrites(database.db)).toEqual(['member_sessions']);
  });
});
