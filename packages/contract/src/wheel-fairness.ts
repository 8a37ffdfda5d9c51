import { z } from 'zod';
import { fairWeightedIndex, serverSeedHash } from './fair-draw.ts';
import { wheelClientSeed, wheelPrizeKind, wheelSpinStatus, wheelTab } from './wheel.ts';

/**
 * The wheel's commitments (docs/rules/wheel.md#commitments): `GET /api/wheel/fairness` (the current
 * commitment), `POST /api/wheel/fairness/rotate` (reveal it, start the next, optionally with a new client
 * seed), `GET /api/wheel/history` (the member's spins with their nonce and, once revealed, the seed), and
 * `checkWheelSpin`, the check the page's ตรวจสอบความยุติธรรม and `npm run wheel:verify` both run.
 */

/** The weights a commitment draws with, per wheel, each wheel's segments in position order. */
export const wheelCommittedWeights = z.array(
  z.object({
    wheel_id: z.number().int(),
    tab: wheelTab,
    segments: z.array(
      z.object({ segment_id: z.number().int(), position: z.number().int(), weight: z.number().int() }),
    ),
  }),
);
export type WheelCommittedWeights = z.infer<typeof wheelCommittedWeights>;

export const wheelFairness = z.object({
  commitment_id: z.number().int(),
  /** hex SHA-256 of the server seed's 32 bytes, shown before any spin of it. */
  server_seed_hash: z.string(),
  /** Null until the member's browser gives one (with its first spin or a rotation). */
  client_seed: z.string().nullable(),
  /** The nonce the next spin uses (0 for the first spin of a commitment). */
  nonce: z.number().int(),
  /** The commitment is revealed and the next one made after this many spins (WHEEL_SPINS_PER_SEED). */
  spins_per_seed: z.number().int(),
  wheels: wheelCommittedWeights,
});
export type WheelFairness = z.infer<typeof wheelFairness>;

export const wheelRotateRequest = z.object({
  /** The next commitment's client seed; without it the current client seed carries on. */
  client_seed: wheelClientSeed.optional(),
});
export type WheelRotateRequest = z.infer<typeof wheelRotateRequest>;

/** A commitment as history shows it: the seed only once revealed. */
export const wheelCommitmentView = z.object({
  commitment_id: z.number().int(),
  server_seed_hash: z.string(),
  server_seed: z.string().nullable(),
  client_seed: z.string().nullable(),
  revealed_at: z.string().nullable(),
  wheels: wheelCommittedWeights,
});
export type WheelCommitmentView = z.infer<typeof wheelCommitmentView>;

export const wheelRotation = z.object({ revealed: wheelCommitmentView, fairness: wheelFairness });
export type WheelRotation = z.infer<typeof wheelRotation>;

export const wheelHistorySpin = z.object({
  spin_id: z.number().int(),
  wheel_id: z.number().int(),
  tab: wheelTab,
  segment_id: z.number().int(),
  label: z.string(),
  prize_kind: wheelPrizeKind,
  prize_amount: z.number(),
  status: wheelSpinStatus,
  created_at: z.string(),
  /** Null for spins drawn before commitments existed. */
  commitment_id: z.number().int().nullable(),
  nonce: z.number().int().nullable(),
});
export type WheelHistorySpin = z.infer<typeof wheelHistorySpin>;

export const wheelHistory = z.object({
  /** The member's latest spins, newest first (WHEEL_HISTORY_SIZE). */
  spins: z.array(wheelHistorySpin),
  /** The commitments those spins used. */
  commitments: z.array(wheelCommitmentView),
});
export type WheelHistory = z.infer<typeof wheelHistory>;

/** How many spins `GET /api/wheel/history` lists. */
export const WHEEL_HISTORY_SIZE = 50;

export type WheelSpinCheck =
  | { spin_id: number; state: 'agree'; segment_id: number }
  | { spin_id: number; state: 'disagree'; segment_id: number | null; reason: string }
  | { spin_id: number; state: 'unrevealed' | 'unprovable' };

/**
 * Recomputes one spin (docs/rules/wheel.md#checking-a-spin): the revealed server seed must hash to the
 * commitment, and the segment drawn from (server seed, client seed, nonce) over the commitment's weights
 * of the spin's wheel must be the spin's segment. `server_seed` is the revealed one (the page) or the
 * stored one (the operator's `wheel:verify`, which may check before the reveal).
 */
export async function checkWheelSpin(
  spin: Pick<WheelHistorySpin, 'spin_id' | 'wheel_id' | 'segment_id' | 'commitment_id' | 'nonce'>,
  commitment:
    | {
        server_seed_hash: string;
        server_seed: string | null;
        client_seed: string | null;
        wheels: readonly { wheel_id: number; segments: readonly { segment_id: number; weight: number }[] }[];
      }
    | undefined,
): Promise<WheelSpinCheck> {
  const { spin_id } = spin;
  if (spin.commitment_id === null || spin.nonce === null || !commitment)
    return { spin_id, state: 'unprovable' };
  if (commitment.server_seed === null) return { spin_id, state: 'unrevealed' };
  const disagree = (reason: string, segment_id: number | null = null): WheelSpinCheck => ({
    spin_id,
    state: 'disagree',
    segment_id,
    reason,
  });
  let hash: string;
  try {
    hash = await serverSeedHash(commitment.server_seed);
  } catch {
    return disagree('server seed is not 64 hex characters');
  }
  if (hash !== commitment.server_seed_hash)
    return disagree(`sha256(server seed) = ${hash}, not the commitment`);
  if (commitment.client_seed === null) return disagree('the commitment has no client seed');
  const segments = commitment.wheels.find((w) => w.wheel_id === spin.wheel_id)?.segments;
  if (!segments || segments.length === 0) return disagree('the commitment has no weights for this wheel');
  const index = await fairWeightedIndex(
    { serverSeed: commitment.server_seed, clientSeed: commitment.client_seed, nonce: spin.nonce },
    segments.map((s) => s.weight),
  );
  const drawn = segments[index]!.segment_id;
  return drawn === spin.segment_id
    ? { spin_id, state: 'agree', segment_id: drawn }
    : disagree(`recomputed segment ${drawn}, the spin says ${spin.segment_id}`, drawn);
}
