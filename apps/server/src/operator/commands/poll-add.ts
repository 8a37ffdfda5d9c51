import { systemClock } from '#shared/clock.ts';
import { addPoll } from '#polls';
import { findActiveAgentByCode } from '#shared/agents.ts';
import type { OperatorCommand } from '../command.ts';
import { OperatorError, optionalFlag, requireFlag, sitePathFlag } from '../command.ts';
import { operatorOf } from './payment-args.ts';

function dateFlag(text: string, name: string): Date {
  const at = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(at.getTime())) {
    throw new OperatorError(`--${name} must be an ISO date or time, e.g. 2026-12-31T23:59:59+07:00`);
  }
  return at;
}

function wholeFlag(text: string | undefined, name: string, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d{1,9}$/.test(text)) throw new OperatorError(`--${name} must be a whole number`);
  return Number(text);
}

/** Creates a poll with its choices (docs/rules/polls.md#operator); audited; prints the seed's hash. */
const pollAdd: OperatorCommand = {
  name: 'poll:add',
  summary: 'create a poll: choices, window, vote price, winners and their free spins; audited',
  usage:
    '--title T --choices "A,B,C" --until ISO [--from ISO] [--description D] [--image URL] [--baht-per-vote 1000] [--winners 10] [--prize-spins 5] [--json]',
  async run({ db, config, flags, print }) {
    const title = requireFlag(flags, 'title');
    const labels = requireFlag(flags, 'choices')
      .split(',')
      .map((l) => l.trim())
      .filter((l) => l !== '');
    const closesAt = dateFlag(requireFlag(flags, 'until'), 'until');
    const fromText = optionalFlag(flags, 'from');
    const imageText = optionalFlag(flags, 'image');
    const image = imageText === undefined ? undefined : sitePathFlag(imageText, 'image');
    const bahtText = optionalFlag(flags, 'baht-per-vote') ?? '1000';
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(bahtText))
      throw new OperatorError('--baht-per-vote must be an amount in baht');
    const agent = await findActiveAgentByCode(db, config.agentCode);
    if (!agent) throw new OperatorError(`agent ${config.agentCode} does not exist`);
    const outcome = await addPoll(db, {
      agentId: agent.id,
      title,
      description: optionalFlag(flags, 'description') ?? '',
      images: image ? [image] : [],
      // The seed's own choice images, in turn, until the operator's content tools set others.
      choices: labels.map((label, i) => ({
        label,
        image: `/media/engagement/poll-choice-${(i % 3) + 1}.svg`,
      })),
      opensAt: fromText ? dateFlag(fromText, 'from') : systemClock.now(),
      closesAt,
      bahtPerVote: Number(bahtText),
      winnerCount: wholeFlag(optionalFlag(flags, 'winners'), 'winners', 10),
      prizeSpins: wholeFlag(optionalFlag(flags, 'prize-spins'), 'prize-spins', 5),
      operator: operatorOf(flags),
    });
    if (!outcome.ok) {
      if (flags.json === true) print(JSON.stringify({ ok: false, error: outcome.reason }));
      else print(`refused: ${outcome.reason}`);
      return 1;
    }
    if (flags.json === true) {
      print(JSON.stringify({ ok: true, poll_id: outcome.pollId, seed_hash: outcome.seedHash }));
      return 0;
    }
    print(`poll #${outcome.pollId} created: /poll/${outcome.pollId}; seed hash ${outcome.seedHash}`);
    return 0;
  },
};

export default pollAdd;
