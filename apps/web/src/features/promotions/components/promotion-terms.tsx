import type { Promotion } from '@ug99/contract';
import { promotionPagesTh } from '@/shared/th/promotions.ts';
import { formatThaiDate, formatTHB } from '@/shared/format/index.ts';

const t = promotionPagesTh;

function windowText(p: Promotion): string {
  if (p.starts_at && p.ends_at) return `${formatThaiDate(p.starts_at)} – ${formatThaiDate(p.ends_at)}`;
  if (p.ends_at) return t.terms.until(formatThaiDate(p.ends_at));
  if (p.starts_at) return t.terms.from(formatThaiDate(p.starts_at));
  return t.terms.always;
}

/** Every term of a promotion as a definition list (docs/rules/promotions.md). */
export function PromotionTerms({ promotion: p }: { promotion: Promotion }) {
  const rows: [string, string][] =
    p.type === 'cashback'
      ? [
          [t.terms.type, t.types[p.type] ?? p.type],
          [t.terms.window, windowText(p)],
        ]
      : [
          [t.terms.type, t.types[p.type] ?? p.type],
          [t.terms.minDeposit, formatTHB(p.min_deposit)],
          [t.terms.bonus, t.terms.bonusValue(String(p.bonus_percent), formatTHB(p.bonus_cap))],
          [t.terms.turnover, t.terms.turnoverValue(String(p.turnover_multiplier))],
          [t.terms.games, p.categories.map((c) => t.categories[c] ?? c).join(' · ')],
          [t.terms.maxWithdraw, p.max_withdraw === null ? t.terms.noCap : formatTHB(p.max_withdraw)],
          [t.terms.perMember, t.terms.perMemberValue(p.per_member_limit, p.type === 'daily_deposit')],
          [t.terms.window, windowText(p)],
        ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-base">
      {rows.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-muted">{name}</dt>
          <dd className="text-right font-medium text-white tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
