import { wheelAmountUnits, wheelSegmentsProblem } from '@ug99/contract';
import type { BoWheel, BoWheelSegmentsUpdate } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { ActingOperator } from '#shared/acting-operator.ts';
import { allSegmentsOf, lockWheel, updateSegment } from './manage.ts';
import type { SegmentRow, WheelRow } from './manage.ts';
import { wheelViewOf } from './wheel-view.ts';

/**
 * The wheel saved whole from the back office (docs/BACKOFFICE.md#engagement), valid or not at all. Fair
 * play: an edit applies to the spins after it (a spin reads the segments when it draws) and names no member
 * or spin; the member site reads the same rows, so the odds it shows follow.
 */

type SentSegment = BoWheelSegmentsUpdate['segments'][number];

/** A whole-wheel save checked against the wheel as it is now (locked): every segment once, valid. */
export type WheelChange = { wheel: WheelRow; current: SegmentRow[]; ordered: SentSegment[] };

export async function wheelChangeOf(
  tx: Db,
  agentId: number,
  wheelId: number,
  segments: readonly SentSegment[],
): Promise<WheelChange> {
  const wheel = await lockWheel(tx, agentId, wheelId);
  if (!wheel) throw new AppError('BO_WHEEL_NOT_FOUND');
  const current = await allSegmentsOf(tx, wheel.id);
  const ids = new Set(current.map((s) => s.id));
  const sent = new Set(segments.map((s) => s.segment_id));
  if (sent.size !== segments.length || sent.size !== ids.size || [...sent].some((id) => !ids.has(id)))
    throw new AppError('BO_WHEEL_INVALID', 'ต้องส่งทุกช่องของวงล้อนี้ ช่องละครั้ง กรุณาโหลดหน้าใหม่');
  // The form's order may differ; the wheel keeps its positions.
  const byId = new Map(segments.map((s) => [s.segment_id, s]));
  const ordered = current.map((s) => byId.get(s.id)!);
  const problem = wheelSegmentsProblem(ordered);
  if (problem) throw new AppError('BO_WHEEL_INVALID', problem);
  return { wheel, current, ordered };
}

/** Saves every segment with the wheel's `wheel.segments` audit row (before and after). */
export async function saveWheel(
  tx: Db,
  operator: ActingOperator,
  change: WheelChange,
  detail: Record<string, unknown>,
): Promise<BoWheel> {
  const { wheel, ordered } = change;
  const before = await wheelViewOf(tx, wheel);
  for (const s of ordered) {
    await updateSegment(tx, wheel.id, {
      id: s.segment_id,
      label: s.label,
      prizeKind: s.prize_kind,
      prizeAmount: wheelAmountUnits(s.prize_kind, s.prize_amount),
      weight: s.weight,
      enabled: s.enabled,
    });
  }
  const after = await wheelViewOf(tx, wheel);
  await operator.audit(tx, {
    action: 'wheel.segments',
    targetType: 'wheel',
    targetId: wheel.id,
    before: { segments: before.segments, expected: before.expected },
    after: { segments: after.segments, expected: after.expected },
    detail: { tab: wheel.tab, name: wheel.name, ...detail },
  });
  return after;
}
