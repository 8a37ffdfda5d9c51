import {
  satangToBaht,
  wheelAmountUnits,
  wheelExpectedValue,
  wheelPrizeKind,
  wheelSegmentsProblem,
} from '@ug99/contract';
import type { BoWheel, BoWheelSegment, BoWheelSegmentsUpdate } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import { allSegmentsOf, lockWheel, updateSegment, wheelReport, wheelsOf } from '#wheel';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';

/**
 * The wheel on the engagement screen (docs/BACKOFFICE.md#engagement): its segments with their weights
 * and prizes, saved whole, valid or not at all, with the expected value per spin computed by the
 * contract's function (the one the form shows as it is edited). Fair play: an edit applies to the spins
 * after it (a spin reads the segments when it draws), is audited with before and after, and the member
 * site reads the same rows, so the odds it shows follow; nothing names a member or a spin.
 */

type Segment = Awaited<ReturnType<typeof allSegmentsOf>>[number];

function segmentView(s: Segment): BoWheelSegment {
  const kind = wheelPrizeKind.parse(s.prizeKind);
  return {
    id: s.id,
    position: s.position,
    label: s.label,
    image: s.image,
    prize_kind: kind,
    prize_amount: kind === 'credit' ? satangToBaht(s.prizeAmount) : Number(s.prizeAmount),
    weight: s.weight,
    enabled: s.enabled,
  };
}

export function createWheelScreen(ctx: OperationsContext, audit: typeof writeBackofficeAudit) {
  const { db } = ctx;

  async function wheelView(
    conn: typeof db,
    wheel: Awaited<ReturnType<typeof wheelsOf>>[number],
  ): Promise<BoWheel> {
    const segments = (await allSegmentsOf(conn, wheel.id)).map(segmentView);
    return {
      id: wheel.id,
      tab: wheel.tab,
      name: wheel.name,
      spin_cost_points: wheel.spinCostPoints,
      segments,
      expected: wheelExpectedValue(segments),
    };
  }

  return {
    async list() {
      const wheels = await wheelsOf(db, await ctx.agentId());
      return { wheels: await Promise.all(wheels.map((w) => wheelView(db, w))) };
    },

    async report() {
      const agentId = await ctx.agentId();
      const mine = new Set((await wheelsOf(db, agentId)).map((w) => w.id));
      return { wheels: (await wheelReport(db)).filter((w) => mine.has(w.wheel_id)) };
    },

    async saveSegments(operator: Operator, wheelId: number, input: BoWheelSegmentsUpdate): Promise<BoWheel> {
      const agentId = await ctx.agentId();
      return db.transaction(async (tx) => {
        const wheel = await lockWheel(tx, agentId, wheelId);
        if (!wheel) throw new AppError('BO_WHEEL_NOT_FOUND');
        const current = await allSegmentsOf(tx, wheel.id);
        const ids = new Set(current.map((s) => s.id));
        const sent = new Set(input.segments.map((s) => s.segment_id));
        if (
          sent.size !== input.segments.length ||
          sent.size !== ids.size ||
          [...sent].some((id) => !ids.has(id))
        )
          throw new AppError('BO_WHEEL_INVALID', 'ต้องส่งทุกช่องของวงล้อนี้ ช่องละครั้ง กรุณาโหลดหน้าใหม่');
        // The form's order may differ; the wheel keeps its positions.
        const byId = new Map(input.segments.map((s) => [s.segment_id, s]));
        const ordered = current.map((s) => byId.get(s.id)!);
        const problem = wheelSegmentsProblem(ordered);
        if (problem) throw new AppError('BO_WHEEL_INVALID', problem);
        const before = await wheelView(tx, wheel);
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
        const segments = (await allSegmentsOf(tx, wheel.id)).map(segmentView);
        const after: BoWheel = { ...before, segments, expected: wheelExpectedValue(segments) };
        await audit(tx, operator, {
          ip: operator.ip,
          action: 'wheel.segments',
          targetType: 'wheel',
          targetId: wheel.id,
          before: { segments: before.segments, expected: before.expected },
          after: { segments: after.segments, expected: after.expected },
          detail: { tab: wheel.tab, name: wheel.name },
        });
        return after;
      });
    },
  };
}
