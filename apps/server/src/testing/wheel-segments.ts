import type { BoWheel } from '@ug99/contract';
import type { OperatorCalls } from './backoffice.ts';

// The back office's wheel form (docs/BACKOFFICE.md#engagement) for the wheel, fairness and cap tests.

/** The wheel of `tab` (1 or 2) as the back office lists it to `who`. */
export async function backofficeWheel(who: OperatorCalls, tab: number): Promise<BoWheel> {
  const wheels = (await who.get('/api/backoffice/wheels')).json().data.wheels as BoWheel[];
  return wheels.find((w) => w.tab === tab)!;
}

/** A wheel's segments as the save form sends them, unchanged: a test edits this copy and posts it. */
export function segmentsForm(w: BoWheel) {
  return w.segments.map((s) => ({
    segment_id: s.id,
    label: s.label,
    prize_kind: s.prize_kind,
    prize_amount: s.prize_amount,
    weight: s.weight,
    enabled: s.enabled,
  }));
}
