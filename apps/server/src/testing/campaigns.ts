import { randomUUID } from 'node:crypto';
import { bahtToSatang } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { members } from '#db/schema/index.ts';
import { openMemberAccounts } from '#ledger';
import type { SessionMember } from '#members';
import { confirmDeposit } from '#payments';
import type { TestApp } from './app.ts';
import type { Registered } from './members.ts';
import { openIntent } from './payments.ts';

/**
 * Helpers for the wheel, poll and coupon tests: a credited deposit at a chosen time, and many members at
 * once for the race tests.
 */

/** A credited deposit of `baht` through the member's own intent, confirmed by an operator at `paidAt`. */
export async function depositFor(
  t: TestApp,
  m: Registered,
  baht: number,
  paidAt = new Date(),
): Promise<void> {
  const intent = await openIntent(t, m.token, baht);
  const result = await confirmDeposit(t.database.db, {
    reference: intent.reference,
    amountSatang: bahtToSatang(intent.pay_amount),
    paidAt,
    now: paidAt,
    source: { kind: 'operator', operator: 'test' },
  });
  if (result.outcome !== 'credited') throw new Error(`deposit not credited: ${result.outcome}`);
}

/**
 * Many members at once for race tests, written straight to the tables (registration hashes a password
 * each time, which would take minutes for a thousand); the tests call the services with them.
 */
export async function bulkMembers(db: Db, n: number, agentId = 1): Promise<SessionMember[]> {
  const tag = randomUUID().slice(0, 8);
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: n }, (_, i) => ({
        agentId,
        phone: `09${tag}${i}`,
        passwordHash: 'not-a-login',
        firstName: 'ทดสอบ',
        lastName: 'พร้อมกัน',
        birthDate: '1990-01-01',
        referralCode: `R${tag}${i}`,
      })),
    )
    .returning({ id: members.id, phone: members.phone });
  for (const row of rows) await openMemberAccounts(db, row.id);
  return rows.map((r) => ({ id: r.id, phone: r.phone, agentId, sessionId: 0 }));
}
