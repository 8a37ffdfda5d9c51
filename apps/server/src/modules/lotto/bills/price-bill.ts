import { lottoLineMessages } from '@ug99/contract';
import type { LottoBillValidateRequest } from '@ug99/contract';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { Clock } from '#shared/clock.ts';
import type { MemberVipReader } from '#vip';
import { takesBets } from '../rounds/taking-bets.ts';
import { inputLines } from './answers.ts';
import { numberKey, priceLines } from './pricing.ts';
import { findRound, memberNumberStakes, numberStakes, ratesOf, rulesOf } from './queries.ts';

export type OpenRound = Awaited<ReturnType<typeof openRound>>;

/** The round of this member's agent, open for bets now (the job may not have closed it yet). */
export async function openRound(
  tx: Db,
  clock: Clock,
  member: SessionMember,
  req: LottoBillValidateRequest,
  lock: boolean,
) {
  // agent_id is the site's own agent; another agent's id names nothing this member can bet on.
  if (req.agent_id !== member.agentId) throw new AppError('AGENT_NOT_FOUND');
  const found = await findRound(tx, req.round_id, member.agentId, lock);
  if (!found) throw new AppError('LOTTO_ROUND_NOT_FOUND');
  const now = clock.now();
  const { round } = found;
  if (!takesBets(round, now)) {
    throw new AppError('LOTTO_ROUND_CLOSED');
  }
  return { ...found, now };
}

/** Prices the request's lines; `lock` also locks the counters of its numbers (create only). */
export async function priceBill(
  tx: Db,
  member: SessionMember,
  open: OpenRound,
  req: LottoBillValidateRequest,
  lock: boolean,
  memberVip: MemberVipReader,
) {
  const { round, category, now } = open;
  const lines = inputLines(req);
  const keys = lines.map((l) => numberKey(l.type, l.number));
  // One after another: a transaction is one connection, which answers one query at a time.
  const rates = await ratesOf(tx, category.id);
  const rules = await rulesOf(tx, round.id, keys);
  const staked = await numberStakes(tx, round.id, keys, lock);
  const memberStaked = await memberNumberStakes(tx, round.id, member.id, keys, lock);
  // The level and its terms as they are now: a bill keeps the discount it is created with.
  const vip = await memberVip(tx, member.id);
  const pricing = priceLines(lines, {
    betTypes: category.betTypes,
    rates,
    rules,
    staked,
    memberStaked,
    memberCapSatang: category.memberNumberCapSatang,
    vipExtraBp: vip.terms.lottoDiscountExtraBp,
  });
  if (!pricing.ok) {
    throw new AppError('LOTTO_LINE_INVALID', lottoLineMessages.line(pricing.line + 1, pricing.why));
  }
  return { round, category, now, rates, rules, staked, memberStaked, lines: pricing.lines };
}
