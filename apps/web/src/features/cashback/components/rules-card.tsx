import { CASHBACK_CATEGORIES, CASHBACK_CATEGORY_LABELS, type CashbackRules } from '@ug99/contract';
import { cashbackTh } from '../th.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { Card } from '@/shared/ui/card.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { formatPercent } from './format.ts';

const t = cashbackTh;

function RuleList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-base text-ink-100">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The weekly loss rebate's rules with the server's numbers (docs/rules/cashback.md#loss-rebate). */
export function LossRulesCard({ rules }: { rules: CashbackRules | undefined }) {
  return (
    <Card title={t.rulesTitle}>
      {rules ? (
        <RuleList
          items={t.lossRules(
            formatPercent(rules.loss.rate_percent),
            formatTHB(rules.loss.min_net_loss),
            rules.loss.max_rebate === null ? null : formatTHB(rules.loss.max_rebate),
            rules.loss.claim_days,
          )}
        />
      ) : (
        <Skeleton className="h-32" />
      )}
    </Card>
  );
}

/** The daily turnover rebate's rules and its rate per category (docs/rules/cashback.md#turnover-rebate). */
export function TurnoverRulesCard({ rules }: { rules: CashbackRules | undefined }) {
  return (
    <Card title={t.rulesTitle}>
      {rules ? (
        <div className="space-y-4">
          <table className="w-full text-base">
            <caption className="mb-2 text-left font-bold text-white">{t.ratesTitle}</caption>
            <tbody>
              {CASHBACK_CATEGORIES.map((category) => (
                <tr key={category} className="border-t border-ink-600">
                  <th scope="row" className="py-1.5 text-left font-normal text-ink-100">
                    {CASHBACK_CATEGORY_LABELS[category]}
                  </th>
                  <td className="py-1.5 text-right font-bold text-gold-300 tabular-nums">
                    {t.rateOf(formatPercent(rules.turnover.rates_percent[category]))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <RuleList items={t.turnoverRules(rules.turnover.claim_days)} />
        </div>
      ) : (
        <Skeleton className="h-48" />
      )}
    </Card>
  );
}
