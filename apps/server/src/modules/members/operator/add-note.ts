import { addOperatorNote } from '../operator-notes-queries.ts';
import { requireMemberOfAgent } from './context.ts';
import type { MemberActor, MemberOperatorContext } from './context.ts';

/** A note on the member's page, with its audit row. */
export async function addNote(
  ctx: MemberOperatorContext,
  actor: MemberActor,
  memberId: number,
  text: string,
) {
  const m = await requireMemberOfAgent(ctx, memberId);
  return ctx.db.transaction(async (tx) => {
    const note = await addOperatorNote(tx, { memberId, text, operator: actor.name });
    await actor.audit(tx, {
      action: 'member.note',
      targetType: 'member',
      targetId: memberId,
      after: { note_id: note.id, text },
      detail: { phone: m.phone },
    });
    return {
      id: note.id,
      text: note.text,
      operator: note.operator,
      created_at: note.createdAt.toISOString(),
    };
  });
}
