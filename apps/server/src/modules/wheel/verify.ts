import { checkWheelSpin } from '@ug99/contract';
import type { WheelSpinCheck } from '@ug99/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { wheelSpins } from '#db/schema/wheel.ts';
import { commitmentsByIds } from './commitments.ts';

/**
 * `npm run wheel:verify` (docs/rules/wheel.md#checking-a-spin): recomputes spins from the database with
 * the contract's `checkWheelSpin`, the check the member's page runs. The operator holds every server seed,
 * so spins of a commitment not revealed yet are checked too; their seed is never printed, only its hash.
 */

export type WheelVerifyLine = WheelSpinCheck & {
  member_id: number;
  wheel_id: number;
  nonce: number | null;
  commitment_id: number | null;
  server_seed_hash: string | null;
  revealed: boolean;
};

export type WheelVerifyReport = {
  spins: WheelVerifyLine[];
  /** Every spin drawn from a commitment recomputes to its segment, and there was at least one. */
  agrees: boolean;
};

export async function verifyWheelSpins(
  db: Db,
  which: { memberId: number } | { spinId: number },
): Promise<WheelVerifyReport> {
  const spins = await db
    .select()
    .from(wheelSpins)
    .where('memberId' in which ? eq(wheelSpins.memberId, which.memberId) : eq(wheelSpins.id, which.spinId))
    .orderBy(wheelSpins.id);
  const ids = [...new Set(spins.flatMap((s) => (s.commitmentId === null ? [] : [s.commitmentId])))];
  const commitments = new Map((await commitmentsByIds(db, ids)).map((c) => [c.id, c]));
  const lines: WheelVerifyLine[] = [];
  for (const spin of spins) {
    const c = spin.commitmentId === null ? undefined : commitments.get(spin.commitmentId);
    const check = await checkWheelSpin(
      {
        spin_id: spin.id,
        wheel_id: spin.wheelId,
        segment_id: spin.segmentId,
        commitment_id: spin.commitmentId,
        nonce: spin.nonce,
      },
      c && {
        server_seed_hash: c.serverSeedHash,
        server_seed: c.serverSeed,
        client_seed: c.clientSeed,
        wheels: c.wheels,
      },
    );
    lines.push({
      ...check,
      member_id: spin.memberId,
      wheel_id: spin.wheelId,
      nonce: spin.nonce,
      commitment_id: spin.commitmentId,
      server_seed_hash: c?.serverSeedHash ?? null,
      revealed: c?.revealedAt !== null && c !== undefined,
    });
  }
  const drawn = lines.filter((l) => l.state !== 'unprovable');
  return { spins: lines, agrees: drawn.length > 0 && drawn.every((l) => l.state === 'agree') };
}
