import type { VipStatus, VipTermsView } from '@ug99/contract';
import { memberTh } from '../th.ts';
import { formatTHB } from '@/shared/format/money.ts';
import { Card } from '@/shared/ui/card.tsx';
import { ProgressMeter } from '@/shared/ui/progress-meter.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useVipStatus } from '../api/get-vip-status.ts';
import { VipIcon, vipLabel } from './vip.tsx';

const t = memberTh.vipCard;
const percent = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function TermRow({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 border-b border-ink-700 py-2 last:border-b-0">
      <dt className="text-base text-muted">{label}</dt>
      <dd className="text-base font-bold text-gold-300 tabular-nums">
        {value}
        {note && <span className="ml-2 text-sm font-normal text-emerald-300">{note}</span>}
      </dd>
    </div>
  );
}

const givesNothing = (terms: VipTermsView) =>
  terms.lotto_discount_extra_percent === 0 && terms.cashback_bonus_percent === 0 && terms.monthly_bonus === 0;

/** The three terms of a level, as the member reads them; `paid` marks this month's bonus as received. */
function Terms({ terms, paid }: { terms: VipTermsView; paid?: boolean }) {
  if (givesNothing(terms)) return <p className="text-base text-muted">{t.nothing}</p>;
  return (
    <dl>
      <TermRow label={t.lottoExtra} value={t.percent(percent.format(terms.lotto_discount_extra_percent))} />
      <TermRow label={t.cashbackBonus} value={t.percent(percent.format(terms.cashback_bonus_percent))} />
      <TermRow
        label={t.monthlyBonus}
        value={formatTHB(terms.monthly_bonus)}
        note={paid ? t.paidThisMonth : undefined}
      />
    </dl>
  );
}

function Progress({ label, have, need, toGo }: { label: string; have: number; need: number; toGo: number }) {
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-base">
        <span className="text-ink-100">{label}</span>
        <span className="font-bold text-white tabular-nums">
          {toGo > 0 ? t.toGo(formatTHB(toGo)) : t.reached}
        </span>
      </div>
      <ProgressMeter
        percent={need > 0 ? (have / need) * 100 : 100}
        label={`${label} ${t.of(formatTHB(have), formatTHB(need))}`}
      />
      <p className="text-sm text-muted tabular-nums">{t.of(formatTHB(have), formatTHB(need))}</p>
    </div>
  );
}

/** How far the next level is, by either kept total (docs/rules/vip.md#member-area). */
function NextLevel({ status }: { status: VipStatus }) {
  const { next } = status;
  if (!next) return <p className="text-base font-medium text-gold-300">{t.top}</p>;
  return (
    <div className="space-y-3">
      <div>
        <h3 className="flex items-center gap-2 text-lg font-bold text-white">
          <VipIcon level={next.level} className="size-7" />
          {t.next(vipLabel(next.level))}
        </h3>
        <p className="text-sm text-muted">{t.either}</p>
      </div>
      <Progress
        label={t.deposits}
        have={status.deposits}
        need={next.deposit_threshold}
        toGo={next.deposit_to_go}
      />
      <Progress
        label={t.turnover}
        have={status.turnover}
        need={next.turnover_threshold}
        toGo={next.turnover_to_go}
      />
      {!givesNothing(next.terms) && (
        <div>
          <h4 className="mb-1 text-base font-medium text-ink-100">{t.nextGives}</h4>
          <Terms terms={next.terms} />
        </div>
      )}
    </div>
  );
}

/**
 * The member's VIP card on /member/profile (docs/rules/vip.md#member-area): the level, what it gives (the
 * lotto extra discount, the cashback bonus and the monthly bonus, baht with 2 decimals), and how far the
 * next level is, all from the kept totals.
 */
export function VipCard() {
  const { data, isError } = useVipStatus();
  return (
    <Card title={t.heading}>
      {data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="space-y-3">
            <p className="flex items-center gap-3">
              <VipIcon level={data.level} className="size-12 shrink-0" />
              <span>
                <span className="block text-sm text-muted">{t.yourLevel}</span>
                <span className="text-xl font-bold text-white">{vipLabel(data.level)}</span>
              </span>
            </p>
            <h3 className="text-base font-medium text-ink-100">{t.gives}</h3>
            <Terms terms={data.terms} paid={data.month_bonus_paid !== null} />
          </div>
          <NextLevel status={data} />
        </div>
      ) : isError ? (
        <p className="text-base text-muted">{t.error}</p>
      ) : (
        <div aria-hidden="true" className="space-y-3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-7 w-full" />
          ))}
        </div>
      )}
    </Card>
  );
}
