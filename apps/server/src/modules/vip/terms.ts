import { satangToBaht } from '@ug99/contract';
import type { VipLevel, VipTermsView } from '@ug99/contract';
import type { MembersConfig } from '#config';
import type { Db } from '#db/client.ts';
import { memberLifetimeFlows } from '#ledger';
import type { MemberFlows } from '#ledger';
import { agentOfMember, vipLevelOf } from '#members';
import { termsRowOf, termsRowsOf } from './queries.ts';

/**
 * What a VIP level gives (docs/rules/vip.md#terms): basis points of a percent added to a lotto line's
 * discount and to the cashback rates, and satang of free credit each Bangkok month. A level nobody saved
 * terms for, and guest always, give nothing: the defaults pay nothing until the operator sets them.
 */
export type VipTerms = { lottoDiscountExtraBp: number; cashbackBonusBp: number; monthlyBonusSatang: bigint };

export const NO_VIP_TERMS: VipTerms = Object.freeze({
  lottoDiscountExtraBp: 0,
  cashbackBonusBp: 0,
  monthlyBonusSatang: 0n,
});

export type VipThresholds = MembersConfig['vip'];

/** The agent's terms of a level, as saved now. */
export async function vipTermsOf(db: Db, agentId: number, level: VipLevel): Promise<VipTerms> {
  if (level === 0) return NO_VIP_TERMS;
  const row = await termsRowOf(db, agentId, level);
  return row ?? NO_VIP_TERMS;
}

/** Every level's terms of the agent, guest included (nothing). */
export async function allVipTerms(db: Db, agentId: number): Promise<Record<VipLevel, VipTerms>> {
  const rows = await termsRowsOf(db, agentId);
  const of = (level: VipLevel) => rows.find((r) => r.level === level) ?? NO_VIP_TERMS;
  return { 0: NO_VIP_TERMS, 1: of(1), 2: of(2) };
}

export type MemberVip = { level: VipLevel; terms: VipTerms; flows: MemberFlows };

/**
 * The member's level now (from the kept lifetime totals, never a scan) and its terms now: what the lotto
 * pricing and the cashback computation read at the moment they price or compute.
 */
export type MemberVipReader = (db: Db, memberId: number) => Promise<MemberVip>;

export function createMemberVipReader(thresholds: VipThresholds): MemberVipReader {
  return async (db, memberId) => {
    const flows = await memberLifetimeFlows(db, memberId);
    const level = vipLevelOf(flows, thresholds);
    if (level === 0) return { level, terms: NO_VIP_TERMS, flows };
    const agentId = await agentOfMember(db, memberId);
    const terms = agentId === undefined ? NO_VIP_TERMS : await vipTermsOf(db, agentId, level);
    return { level, terms, flows };
  };
}

/** Basis points as the percent members read (2 decimals). */
export const bpToPercent = (bp: number) => bp / 100;

export function termsView(terms: VipTerms): VipTermsView {
  return {
    lotto_discount_extra_percent: bpToPercent(terms.lottoDiscountExtraBp),
    cashback_bonus_percent: bpToPercent(terms.cashbackBonusBp),
    monthly_bonus: satangToBaht(terms.monthlyBonusSatang),
  };
}
