import { serverSeedHash } from '@ug99/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { wheelCommitments } from '#db/schema/wheel.ts';
import type { CommitmentWheels } from '#db/schema/wheel.ts';
import { wheelsOf } from './manage.ts';
import { segmentsOf } from './queries.ts';

/**
 * Seed commitments (docs/rules/wheel.md#commitments). A member has one current commitment: a server seed
 * from node:crypto whose SHA-256 is shown before it draws, the member's client seed, a nonce that moves
 * on with every spin, and the weights of the agent's wheels as they were when it was made. It is revealed
 * (rotated) when the member asks or after `spinsPerSeed` spins, and the next one is made at once, so the
 * member always sees the hash of the seed their next spin uses.
 */

export type CommitmentRow = typeof wheelCommitments.$inferSelect;

/** WHEEL_SPINS_PER_SEED's default: a commitment is revealed after this many spins. */
export const DEFAULT_SPINS_PER_SEED = 100;

/** The enabled segments of every wheel of the agent, in position order: what a new commitment draws on. */
async function weightsNow(tx: Db, agentId: number): Promise<CommitmentWheels> {
  const result: CommitmentWheels = [];
  for (const wheel of await wheelsOf(tx, agentId)) {
    const segments = await segmentsOf(tx, wheel.id);
    result.push({
      wheel_id: wheel.id,
      tab: wheel.tab,
      segments: segments.map((s) => ({ segment_id: s.id, position: s.position, weight: s.weight })),
    });
  }
  return result;
}

async function insertCommitment(
  tx: Db,
  memberId: number,
  agentId: number,
  clientSeed: string | null,
  at: Date,
): Promise<void> {
  const serverSeed = randomBytes(32).toString('hex');
  await tx.insert(wheelCommitments).values({
    memberId,
    serverSeed,
    serverSeedHash: await serverSeedHash(serverSeed),
    clientSeed,
    wheels: await weightsNow(tx, agentId),
    createdAt: at,
  });
}

async function selectCurrent(tx: Db, memberId: number): Promise<CommitmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(wheelCommitments)
    .where(and(eq(wheelCommitments.memberId, memberId), isNull(wheelCommitments.revealedAt)));
  return row;
}

/** Advisory lock space of a member's commitments: 'WC'. */
const COMMITMENT_LOCK_SPACE = 0x5743;

/**
 * The member's current commitment, made on first use, with the member's commitment lock held to the end
 * of the transaction: spins and rotations of one member take their nonces one after the other, and a
 * spin waiting behind a rotation reads the commitment the rotation made. (A row lock would not do: the
 * row a waiting spin locked may be revealed by the time it gets it.) Call it inside a transaction.
 */
export async function currentCommitment(
  tx: Db,
  member: { id: number; agentId: number },
  at: Date,
): Promise<CommitmentRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(${COMMITMENT_LOCK_SPACE}, ${member.id})`);
  const found = await selectCurrent(tx, member.id);
  if (found) return found;
  await insertCommitment(tx, member.id, member.agentId, null, at);
  const made = await selectCurrent(tx, member.id);
  if (!made) throw new Error(`member ${member.id} has no current wheel commitment after making one`);
  return made;
}

/** Reveals the current commitment (its lock held) and makes the next one with `clientSeed`, nonce 0. */
export async function rotateCommitment(
  tx: Db,
  current: CommitmentRow,
  agentId: number,
  clientSeed: string | null,
  at: Date,
): Promise<void> {
  await tx.update(wheelCommitments).set({ revealedAt: at }).where(eq(wheelCommitments.id, current.id));
  await insertCommitment(tx, current.memberId, agentId, clientSeed, at);
}

/**
 * After a spin drew with the current commitment's nonce (its lock held): records the client seed it used,
 * moves the nonce on, and rotates once `spinsPerSeed` spins have used it.
 */
export async function advanceCommitment(
  tx: Db,
  current: CommitmentRow,
  agentId: number,
  clientSeed: string,
  spinsPerSeed: number,
  at: Date,
): Promise<void> {
  const [advanced] = await tx
    .update(wheelCommitments)
    .set({ clientSeed, nonce: sql`${wheelCommitments.nonce} + 1` })
    .where(eq(wheelCommitments.id, current.id))
    .returning();
  if (advanced!.nonce >= spinsPerSeed) await rotateCommitment(tx, advanced!, agentId, clientSeed, at);
}

/** The commitments of these ids (those a list of spins used), newest first. */
export async function commitmentsByIds(db: Db, ids: readonly number[]): Promise<CommitmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(wheelCommitments)
    .where(inArray(wheelCommitments.id, [...ids]))
    .orderBy(desc(wheelCommitments.id));
}

/** The weights of `wheelId` in the commitment, in position order; undefined for a wheel made after it. */
export function committedSegments(commitment: CommitmentRow, wheelId: number) {
  return commitment.wheels.find((w) => w.wheel_id === wheelId)?.segments;
}
