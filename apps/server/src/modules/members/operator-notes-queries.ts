import { desc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { memberNotes } from '#db/schema/member-notes.ts';

// Operators' notes on a member (docs/BACKOFFICE.md#members). Members owns them, as it owns the member: the
// back office writes and lists them, and the automatic withdrawal approval refers a member with a note to
// a person (docs/rules/payments.md#automatic-approval) without depending on the back office.

export function operatorNotesOf(db: Db, memberId: number) {
  return db
    .select()
    .from(memberNotes)
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.id))
    .limit(100);
}

export async function addOperatorNote(tx: Db, note: { memberId: number; text: string; operator: string }) {
  const [row] = await tx.insert(memberNotes).values(note).returning();
  return row!;
}

export async function hasOperatorNote(db: Db, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: memberNotes.id })
    .from(memberNotes)
    .where(eq(memberNotes.memberId, memberId))
    .limit(1);
  return rows.length > 0;
}
