import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { passwordResetOtps } from '#db/schema/members.ts';

export type OtpRow = typeof passwordResetOtps.$inferSelect;

/** A new code replaces the member's previous one, whatever state it was in. */
export async function replaceOtp(db: Db, row: OtpRow): Promise<void> {
  await db
    .insert(passwordResetOtps)
    .values(row)
    .onConflictDoUpdate({
      target: passwordResetOtps.memberId,
      set: {
        codeHash: row.codeHash,
        salt: row.salt,
        attempts: row.attempts,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
        consumedAt: row.consumedAt,
      },
    });
}

/** Held until the transaction ends, so two guesses at the same code are counted one after the other. */
export async function lockOtp(db: Db, memberId: number): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetOtps)
    .where(eq(passwordResetOtps.memberId, memberId))
    .for('update')
    .limit(1);
  return row;
}

export async function setOtpAttempts(db: Db, memberId: number, attempts: number): Promise<void> {
  await db.update(passwordResetOtps).set({ attempts }).where(eq(passwordResetOtps.memberId, memberId));
}

export async function consumeOtp(db: Db, memberId: number, now: Date): Promise<void> {
  await db.update(passwordResetOtps).set({ consumedAt: now }).where(eq(passwordResetOtps.memberId, memberId));
}
