import { satangToBaht } from '@ug99/contract';
import type { VipLevel, VipStatus } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { SessionMember } from '#members';
import type { Clock } from '#shared/clock.ts';
import { bangkokMonth } from './monthly-bonus.ts';
import { monthlyBonusOf } from './queries.ts';
import { termsView, vipTermsOf } from './terms.ts';
import type { MemberVipReader, VipThresholds } from './terms.ts';

const toGo = (threshold: bigint, reached: bigint) =>
  satangToBaht(threshold > reached ? threshold - reached : 0n);

/**
 * The member area's VIP card (docs/rules/vip.md#member-area): the level, what it gives now, and how far
 * the next level is by either total, all from the kept lifetime totals.
 */
export async function vipStatusOf(
  deps: { db: Db; clock: Clock; thresholds: VipThresholds; memberVip: MemberVipReader },
  member: SessionMember,
): Promise<VipStatus> {
  const { db, thresholds } = deps;
  const { level, terms, flows } = await deps.memberVip(db, member.id);
  const nextLevel = level < 2 ? ((level + 1) as VipLevel) : null;
  const next =
    nextLevel === null
      ? null
      : {
          level: nextLevel,
          deposit_threshold: satangToBaht(
            nextLevel === 1 ? thresholds.goldDepositSatang : thresholds.heroDepositSatang,
          ),
          turnover_threshold: satangToBaht(
            nextLevel === 1 ? thresholds.goldTurnoverSatang : thresholds.heroTurnoverSatang,
          ),
          deposit_to_go: toGo(
            nextLevel === 1 ? thresholds.goldDepositSatang : thresholds.heroDepositSatang,
            flows.deposits,
          ),
          turnover_to_go: toGo(
            nextLevel === 1 ? thresholds.goldTurnoverSatang : thresholds.heroTurnoverSatang,
            flows.stakes,
          ),
          terms: termsView(await vipTermsOf(db, member.agentId, nextLevel)),
        };
  const paid = await monthlyBonusOf(db, member.id, bangkokMonth(deps.clock.now()));
  return {
    level,
    terms: termsView(terms),
    deposits: satangToBaht(flows.deposits),
    turnover: satangToBaht(flows.stakes),
    next,
    month_bonus_paid: paid === undefined ? null : satangToBaht(paid),
  };
}
