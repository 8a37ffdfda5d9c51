import { formatDateTime } from '#bo/shared/format.ts';
import { th } from '#bo/th.ts';

const decided = (who: string | null, when: string | null) =>
  who && when ? th.queues.decidedBy(who, formatDateTime(when)) : '—';

/** Who decided an item and when, with the reason or note they gave (both queues show it alike). */
export function DecisionCell({
  who,
  when,
  note,
}: {
  who: string | null;
  when: string | null;
  note: string | null;
}) {
  return (
    <div>
      <div>{decided(who, when)}</div>
      {note ? <div className="text-xs text-slate-600">{note}</div> : null}
    </div>
  );
}
