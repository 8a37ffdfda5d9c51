import { CLIENT_SEED_PATTERN, WHEEL_HISTORY_SIZE } from '@ug99/contract';
import type {
  WheelCommitmentView,
  WheelFairness,
  WheelHistory,
  WheelRotateRequest,
  WheelRotation,
  WheelTab,
} from '@ug99/contract';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { Clock } from '#shared/clock.ts';
import { commitmentsByIds, currentCommitment, rotateCommitment } from './commitments.ts';
import type { CommitmentRow } from './commitments.ts';
import { prizeAmountDto } from './prizes.ts';
import { spinHistoryOf } from './queries.ts';
import type { WheelFairnessSettings } from './service.ts';

type Member = Pick<SessionMember, 'id' | 'agentId'>;

/** A client seed given with a rotation or a spin: 1–64 printable characters, no space, no ':'. */
export function assertClientSeed(clientSeed: string | undefined): void {
  if (clientSeed !== undefined && !CLIENT_SEED_PATTERN.test(clientSeed)) {
    throw new AppError('WHEEL_BAD_CLIENT_SEED');
  }
}

const weightsDto = (c: CommitmentRow) =>
  c.wheels.map((w) => ({ ...w, tab: w.tab as WheelTab, segments: w.segments.map((s) => ({ ...s })) }));

/** A commitment for the member's eyes: its server seed only once revealed. */
export function commitmentView(c: CommitmentRow): WheelCommitmentView {
  return {
    commitment_id: c.id,
    server_seed_hash: c.serverSeedHash,
    server_seed: c.revealedAt ? c.serverSeed : null,
    client_seed: c.clientSeed,
    revealed_at: c.revealedAt?.toISOString() ?? null,
    wheels: weightsDto(c),
  };
}

/**
 * The member's side of the commitments (docs/rules/wheel.md#commitments): the current one (made on first
 * look, so its hash is shown before the first spin), a rotation on request, and the spin history with
 * the seeds revealed so far.
 */
export function createWheelFairness(db: Db, clock: Clock, settings: WheelFairnessSettings) {
  const fairnessOf = (c: CommitmentRow): WheelFairness => ({
    commitment_id: c.id,
    server_seed_hash: c.serverSeedHash,
    client_seed: c.clientSeed,
    nonce: c.nonce,
    spins_per_seed: settings.spinsPerSeed,
    wheels: weightsDto(c),
  });

  return {
    async fairness(member: Member): Promise<WheelFairness> {
      return db.transaction(async (tx) => fairnessOf(await currentCommitment(tx, member, clock.now())));
    },

    /**
     * Reveals the current commitment and makes the next, with the new client seed or the current one. The
     * lock makes a spin in flight finish on the old commitment first; nothing here touches money.
     */
    async rotate(member: Member, req: WheelRotateRequest): Promise<WheelRotation> {
      assertClientSeed(req.client_seed);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const current = await currentCommitment(tx, member, now);
        await rotateCommitment(tx, current, member.agentId, req.client_seed ?? current.clientSeed, now);
        const next = await currentCommitment(tx, member, now);
        return {
          revealed: commitmentView({ ...current, revealedAt: now }),
          fairness: fairnessOf(next),
        };
      });
    },

    async history(member: Member): Promise<WheelHistory> {
      const spins = await spinHistoryOf(db, member.id, WHEEL_HISTORY_SIZE);
      const ids = [...new Set(spins.flatMap((s) => (s.commitmentId === null ? [] : [s.commitmentId])))];
      return {
        spins: spins.map((s) => ({
          spin_id: s.id,
          wheel_id: s.wheelId,
          tab: s.tab as WheelTab,
          segment_id: s.segmentId,
          label: s.label,
          prize_kind: s.prizeKind as WheelHistory['spins'][number]['prize_kind'],
          prize_amount: prizeAmountDto({ kind: s.prizeKind, amount: s.prizeAmount }),
          status: s.status as WheelHistory['spins'][number]['status'],
          created_at: s.createdAt.toISOString(),
          commitment_id: s.commitmentId,
          nonce: s.nonce,
        })),
        commitments: (await commitmentsByIds(db, ids)).map(commitmentView),
      };
    },
  };
}

export type WheelFairnessService = ReturnType<typeof createWheelFairness>;
