/**
 * Whether a round takes bets (and yeekee shots) at `now` (docs/rules/lotto.md#bills-and-limits): from its
 * `open_at` until its `close_at`, to the second, whatever the jobs have written so far. A round still
 * stored as `scheduled` whose `open_at` has passed takes bets (the open job runs a moment later, and a
 * round an operator adds opens at once); a round the jobs or an operator closed, resulted or voided takes
 * none, even before its `close_at`.
 */
export function takesBets(round: { status: string; openAt: Date; closeAt: Date }, now: Date): boolean {
  const notFinal = round.status === 'scheduled' || round.status === 'open';
  return notFinal && round.openAt <= now && now < round.closeAt;
}
