import { systemClock } from '#shared/clock.ts';
import { lottoRoundStatus } from '@ug99/contract';
import { listRounds } from '#lotto';
import type { RoundListing } from '#lotto';
import { OperatorError, optionalFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';

export const roundJson = (r: RoundListing) => ({
  round_id: r.roundId,
  category: r.category,
  title: r.title,
  draw_date: r.drawDate,
  open_at: r.openAt.toISOString(),
  close_at: r.closeAt.toISOString(),
  cancel_until: r.cancelUntil.toISOString(),
  status: r.status,
  created_by: r.createdBy,
});

/** Lists rounds: the ones still to close, or those of one status (newest first). Reads only: no audit row. */
const lottoRounds: OperatorCommand = {
  name: 'lotto:rounds',
  summary: 'list lotto rounds (default: open and scheduled) with their ids, close times and status',
  usage: '[--category C] [--status scheduled|open|closed|resulted|settled|voided] [--json]',
  async run({ db, config, flags, print }) {
    const statusText = optionalFlag(flags, 'status');
    const status = statusText === undefined ? undefined : lottoRoundStatus.safeParse(statusText);
    if (status && !status.success)
      throw new OperatorError(`--status must be one of ${lottoRoundStatus.options.join(', ')}`);
    const category = optionalFlag(flags, 'category');
    const rounds = await listRounds(db, {
      agentId: config.agentId,
      now: systemClock.now(),
      ...(category ? { category } : {}),
      ...(status?.success ? { status: status.data } : {}),
    });
    if (!rounds) throw new OperatorError(`no lotto category ${category ?? ''}`);
    if (flags.json === true) {
      print(JSON.stringify({ rounds: rounds.map(roundJson) }));
      return 0;
    }
    if (rounds.length === 0) print('no rounds');
    for (const r of rounds) {
      print(`#${r.roundId}  ${r.category}  ${r.title}  closes ${r.closeAt.toISOString()}  ${r.status}`);
    }
    return 0;
  },
};

export default lottoRounds;
