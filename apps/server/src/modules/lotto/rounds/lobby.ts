import type { lottoLobby } from '@ug99/contract';
import type { z } from 'zod';
import { siteAgentId } from './round-deps.ts';
import type { RoundDeps } from './round-deps.ts';
import { activeCategories, lobbyRounds } from './queries.ts';
import { categoryView, effectiveStatus } from './round-views.ts';

/** Each active category with its next round to bet on, if any. */
export async function lottoLobbyOf(deps: RoundDeps): Promise<z.infer<typeof lottoLobby>> {
  const now = deps.clock.now();
  const categories = await activeCategories(deps.db, await siteAgentId(deps));
  const rounds = await lobbyRounds(
    deps.db,
    categories.map((c) => c.id),
    now,
  );
  return categories.map((c) => {
    const round = rounds.get(c.id);
    return {
      ...categoryView(c),
      round: round
        ? {
            round_id: round.id,
            title: round.title,
            open_at: round.openAt.toISOString(),
            close_at: round.closeAt.toISOString(),
            status: effectiveStatus(round, now),
          }
        : null,
    };
  });
}
