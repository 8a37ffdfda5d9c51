import { bahtToSatang } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';
import { pollChoices, polls } from '#db/schema/polls.ts';
import { originColumns } from '#shared/audit-origin.ts';
import type { AuditOrigin } from '#shared/audit-origin.ts';
import { newPollSeed, pollSeedHash } from './draw.ts';

export type AddPollInput = {
  agentId: number;
  title: string;
  description: string;
  images: string[];
  choices: { label: string; image: string }[];
  opensAt: Date;
  closesAt: Date;
  bahtPerVote: number;
  winnerCount: number;
  prizeSpins: number;
  operator: string;
  /** The back office's operator account and address, for the audit row. */
  by?: AuditOrigin | undefined;
};

export type AddPollOutcome = { ok: true; pollId: number; seedHash: string } | { ok: false; reason: string };

/**
 * `poll:add` (docs/rules/polls.md#operator): a poll with its choices, its seed drawn with node:crypto
 * (only the hash is public until the draw) and an audit row, in one transaction.
 */
export async function addPoll(db: Db, input: AddPollInput): Promise<AddPollOutcome> {
  if (input.title.trim() === '') return { ok: false, reason: '--title is empty' };
  if (input.choices.length < 2) return { ok: false, reason: '--choices needs at least two labels' };
  if (!(input.closesAt > input.opensAt)) return { ok: false, reason: '--until must be later than --from' };
  if (!(input.bahtPerVote > 0)) return { ok: false, reason: '--baht-per-vote must be more than 0' };
  if (!Number.isSafeInteger(input.winnerCount) || input.winnerCount < 0) {
    return { ok: false, reason: '--winners must be a whole number' };
  }
  if (!Number.isSafeInteger(input.prizeSpins) || input.prizeSpins < 0) {
    return { ok: false, reason: '--prize-spins must be a whole number' };
  }
  const seed = newPollSeed();
  const seedHash = pollSeedHash(seed);
  return db.transaction(async (tx) => {
    const [poll] = await tx
      .insert(polls)
      .values({
        agentId: input.agentId,
        title: input.title.trim(),
        description: input.description.trim(),
        images: input.images,
        metadata: {},
        opensAt: input.opensAt,
        closesAt: input.closesAt,
        satangPerVote: bahtToSatang(input.bahtPerVote),
        winnerCount: input.winnerCount,
        prizeSpins: input.prizeSpins,
        seed,
        seedHash,
      })
      .returning({ id: polls.id });
    await tx
      .insert(pollChoices)
      .values(input.choices.map((c, position) => ({ pollId: poll!.id, position, ...c })));
    await tx.insert(operatorAuditLog).values({
      operator: input.operator,
      action: 'poll:add',
      targetType: 'poll',
      targetId: String(poll!.id),
      detail: {
        title: input.title.trim(),
        choices: input.choices.map((c) => c.label),
        opens_at: input.opensAt.toISOString(),
        closes_at: input.closesAt.toISOString(),
        baht_per_vote: input.bahtPerVote,
        winner_count: input.winnerCount,
        prize_spins: input.prizeSpins,
        seed_hash: seedHash,
      },
      ...originColumns(input.by),
      ...(input.by ? { after: { poll_id: poll!.id, title: input.title.trim(), seed_hash: seedHash } } : {}),
    });
    return { ok: true as const, pollId: poll!.id, seedHash };
  });
}
