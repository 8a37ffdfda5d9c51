import { engagementMessages, fairWeightedIndex, formatBaht, satangToBaht } from '@ug99/contract';
import type { WheelBoard, WheelConfig, WheelSpin, WheelSpinRequest, WheelTab } from '@ug99/contract';
import { memberContactsOf } from '#members';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { memberPoints, runInLedgerTransaction } from '#ledger';
import { spendPoints } from '#points';
import type { Clock } from '#shared/clock.ts';
import {
  advanceCommitment,
  committedSegments,
  currentCommitment,
  DEFAULT_SPINS_PER_SEED,
} from './commitments.ts';
import type { CommitmentRow } from './commitments.ts';
import { maskPhone } from './mask.ts';
import { payWheelPrize, prizeAmountDto } from './prizes.ts';
import {
  findWheel,
  freeSpinsOf,
  insertSpin,
  markRewarded,
  pendingSpinsOf,
  recentWinners,
  segmentById,
  segmentsOf,
  spinByRequest,
  spinOfMember,
  takeFreeSpin,
  wheelOfSpin,
} from './queries.ts';
import type { SegmentRow, SpinRow, WheelRow } from './queries.ts';
import { assertRewardsAllowed } from './rewards-allowed.ts';
import { assertClientSeed } from './fairness.ts';

export type WheelService = ReturnType<typeof createWheelService>;

/** How many winners the board shows (docs/rules/wheel.md#board). */
export const BOARD_SIZE = 20;

const segmentDto = (s: SegmentRow) => ({
  segment_id: s.id,
  position: s.position,
  label: s.label,
  image: s.image,
  prize_kind: s.prizeKind as WheelConfig['segments'][number]['prize_kind'],
  prize_amount: prizeAmountDto({ kind: s.prizeKind, amount: s.prizeAmount }),
  weight: s.weight,
});

export type WheelFairnessSettings = {
  /** WHEEL_SPINS_PER_SEED: spins per commitment before it is revealed (docs/rules/wheel.md#commitments). */
  spinsPerSeed: number;
};

/**
 * The segment the commitment's next nonce draws on the wheel (docs/rules/wheel.md#the-draw): the
 * contract's `fairWeightedIndex` over the weights the commitment holds for it.
 */
async function drawCommitted(tx: Db, commitment: CommitmentRow, wheelId: number, clientSeed: string) {
  const segments = committedSegments(commitment, wheelId);
  if (!segments || segments.length === 0) throw new AppError('WHEEL_NOT_COMMITTED');
  const index = await fairWeightedIndex(
    { serverSeed: commitment.serverSeed, clientSeed, nonce: commitment.nonce },
    segments.map((s) => s.weight),
  );
  return segmentById(tx, segments[index]!.segment_id);
}

/**
 * The prize wheel (docs/rules/wheel.md): spin charges a free spin (tab 1) or points (tab 2), draws the
 * segment from the member's seed commitment and records the prize as pending, all in one transaction;
 * reward pays a pending prize once. Both refuse a member who cools off or is self-excluded.
 */
export function createWheelService(
  db: Db,
  clock: Clock,
  fairness: WheelFairnessSettings = { spinsPerSeed: DEFAULT_SPINS_PER_SEED },
) {
  async function wheelOf(agentId: number, tab: WheelTab): Promise<WheelRow> {
    const wheel = await findWheel(db, agentId, tab);
    if (!wheel) throw new AppError('WHEEL_NOT_FOUND');
    return wheel;
  }

  async function holdings(tx: Db, memberId: number) {
    // One after another: a transaction is one connection, which answers one query at a time.
    const freeSpins = await freeSpinsOf(tx, memberId);
    return { free_spins: freeSpins, points: Number(await memberPoints(tx, memberId)) };
  }

  async function spinDto(tx: Db, spin: SpinRow, tab: WheelTab): Promise<WheelSpin> {
    const segment = await segmentById(tx, spin.segmentId);
    return {
      spin_id: spin.id,
      tab,
      segment_id: segment.id,
      position: segment.position,
      label: segment.label,
      prize_kind: spin.prizeKind as WheelSpin['prize_kind'],
      prize_amount: prizeAmountDto({ kind: spin.prizeKind, amount: spin.prizeAmount }),
      status: spin.status as WheelSpin['status'],
      ...(await holdings(tx, spin.memberId)),
    };
  }

  /**
   * Charges the spin: a free spin by conditional decrement, or points through the points ledger, at `now`
   * (the spin's time).
   */
  async function charge(tx: Db, wheel: WheelRow, member: SessionMember, requestId: string, now: Date) {
    if (wheel.tab === 1) {
      if (!(await takeFreeSpin(tx, member.id))) {
        throw new AppError(
          'WHEEL_NO_SPINS',
          engagementMessages.noSpins(formatBaht(satangToBaht(wheel.depositMinSatang))),
        );
      }
      return;
    }
    try {
      await spendPoints(tx, {
        memberId: member.id,
        points: wheel.spinCostPoints,
        key: `wheel:spin:${member.id}:${requestId}`,
        refType: 'wheel',
        refId: String(wheel.id),
        at: now,
      });
    } catch (err) {
      if (err instanceof AppError && err.key === 'POINTS_INSUFFICIENT') {
        const held = Number(await memberPoints(tx, member.id));
        throw new AppError(
          'WHEEL_NOT_ENOUGH_POINTS',
          engagementMessages.notEnoughPoints(wheel.spinCostPoints, held),
        );
      }
      throw err;
    }
  }

  async function replay(spin: SpinRow, wheel: WheelRow, tab: WheelTab): Promise<WheelSpin> {
    if (spin.wheelId !== wheel.id) throw new AppError('WHEEL_REQUEST_REUSED');
    return spinDto(db, spin, tab);
  }

  return {
    async config(member: SessionMember, tab: WheelTab): Promise<WheelConfig> {
      const wheel = await wheelOf(member.agentId, tab);
      const segments = await segmentsOf(db, wheel.id);
      return {
        wheel_id: wheel.id,
        tab,
        name: wheel.name,
        segments: segments.map(segmentDto),
        ...(await holdings(db, member.id)),
        spin_cost_points: wheel.spinCostPoints,
        deposit_min: satangToBaht(wheel.depositMinSatang),
        spins_per_deposit: wheel.spinsPerDeposit,
        pending_spins: (await pendingSpinsOf(db, member.id, wheel.id)).map((p) => ({
          spin_id: p.id,
          label: p.label,
          prize_kind: p.prizeKind as WheelConfig['segments'][number]['prize_kind'],
          prize_amount: prizeAmountDto({ kind: p.prizeKind, amount: p.prizeAmount }),
        })),
      };
    },

    async spin(member: SessionMember, tab: WheelTab, req: WheelSpinRequest): Promise<WheelSpin> {
      const wheel = await wheelOf(member.agentId, tab);
      const earlier = await spinByRequest(db, member.id, req.request_id);
      if (earlier) return replay(earlier, wheel, tab);
      assertClientSeed(req.client_seed);
      const now = clock.now();
      await assertRewardsAllowed(db, member.id, now);
      const created = await runInLedgerTransaction(db, async (tx) => {
        // The member's commitment first, locked: spins of one member take their nonces one at a time, and
        // a concurrent copy of this request waits here, then finds its spin and answers it, charging nothing.
        const commitment = await currentCommitment(tx, member, now);
        if (await spinByRequest(tx, member.id, req.request_id)) return undefined;
        const clientSeed = commitment.clientSeed ?? req.client_seed ?? req.request_id;
        const segment = await drawCommitted(tx, commitment, wheel.id, clientSeed);
        const spin = await insertSpin(tx, {
          wheelId: wheel.id,
          segmentId: segment.id,
          memberId: member.id,
          requestId: req.request_id,
          costPoints: wheel.tab === 2 ? wheel.spinCostPoints : 0,
          prizeKind: segment.prizeKind,
          prizeAmount: segment.prizeAmount,
          createdAt: now,
          commitmentId: commitment.id,
          nonce: commitment.nonce,
        });
        if (!spin) return undefined;
        await advanceCommitment(tx, commitment, member.agentId, clientSeed, fairness.spinsPerSeed, now);
        await charge(tx, wheel, member, req.request_id, now);
        return spinDto(tx, spin, tab);
      });
      if (created) return created;
      const first = await spinByRequest(db, member.id, req.request_id);
      if (!first) throw new Error('a spin request lost its race but the winner is missing');
      return replay(first, wheel, tab);
    },

    async reward(member: SessionMember, spinId: number): Promise<WheelSpin> {
      const now = clock.now();
      return runInLedgerTransaction(db, async (tx) => {
        // Locking the spin makes a second reward of it wait, then see it rewarded and pay nothing.
        const spin = await spinOfMember(tx, member.id, spinId, true);
        if (!spin) throw new AppError('WHEEL_SPIN_NOT_FOUND');
        const wheel = await wheelOfSpin(tx, spin.wheelId);
        if (spin.status === 'rewarded') return spinDto(tx, spin, wheel.tab as WheelTab);
        await assertRewardsAllowed(tx, member.id, now);
        const rewarded = await markRewarded(tx, spin.id, now);
        if (!rewarded) throw new Error(`spin ${spin.id} was locked pending but could not be rewarded`);
        await payWheelPrize(tx, member.id, spin.id, { kind: spin.prizeKind, amount: spin.prizeAmount }, now);
        return spinDto(tx, rewarded, wheel.tab as WheelTab);
      });
    },

    async board(agentId: number): Promise<WheelBoard> {
      const rows = await recentWinners(db, agentId, BOARD_SIZE);
      // Two queries for the board: the winners' phones in one batch (members owns them).
      const contacts = await memberContactsOf(
        db,
        rows.map((r) => r.memberId),
      );
      return {
        winners: rows.map((r) => ({
          member: maskPhone(contacts.of(r.memberId).phone),
          tab: r.tab as WheelTab,
          label: r.label,
          prize_kind: r.prizeKind as WheelBoard['winners'][number]['prize_kind'],
          prize_amount: prizeAmountDto({ kind: r.prizeKind, amount: r.prizeAmount }),
          rewarded_at: r.rewardedAt?.toISOString() ?? '',
        })),
      };
    },
  };
}
