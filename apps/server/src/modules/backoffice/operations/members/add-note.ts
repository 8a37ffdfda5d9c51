import { auditName } from '../../access/audit.ts';
import type { Operator } from '../context.ts';
import { requireMember } from './member-deps.ts';
import type { MemberDeps } from './member-deps.ts';
import { addOperatorNote } from '#members';

/** A note on the member's page, with its audit row. */
export async function addNote(deps: MemberDeps, operator: Operator, memberId: number, text: string) {
  const m = await requireMember(deps, memberId);
  return deps.ctx.db.transaction(async (tx) => {
    const note = await addOperatorNote(tx, { memberId, text, operator: auditName(operator) });
    await deps.audit(tx, operator, {
      ip: operator.ip,
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
