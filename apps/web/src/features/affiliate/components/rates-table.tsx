import { AFFILIATE_CATEGORIES, type AffiliateConfig } from '@ug99/contract';
import { affiliateTh } from '../th.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { Card } from '@/shared/ui/card.tsx';

const percent = (value: number) =>
  affiliateTh.percent(value.toLocaleString('th-TH', { maximumFractionDigits: 2 }));

/** The commission rates per category and level, from the configs call (docs/rules/affiliate.md#rates). */
export function RatesTable({ config }: { config: AffiliateConfig }) {
  return (
    <Card title={affiliateTh.ratesTitle} intro={<p>{affiliateTh.ratesIntro}</p>}>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-base">
          <thead>
            <tr className="border-b border-ink-600 text-sm text-muted">
              <th scope="col" className="py-2 pr-2 font-medium">
                {affiliateTh.category}
              </th>
              {config.levels.map((l) => (
                <th key={l.level} scope="col" className="px-2 py-2 text-right font-medium">
                  {affiliateTh.levelShort(l.level)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {AFFILIATE_CATEGORIES.map((category) => (
              <tr key={category} className="border-b border-ink-700 last:border-0">
                <th scope="row" className="py-2 pr-2 font-normal text-white">
                  {affiliateTh.categories[category]}
                </th>
                {config.levels.map((l) => (
                  <td key={l.level} className="px-2 py-2 text-right text-gold-300 tabular-nums">
                    {percent(l.rates[category])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-3 space-y-1 text-sm text-muted">
        {config.levels.map((l) => (
          <li key={l.level}>
            {affiliateTh.levelShort(l.level)}: {affiliateTh.level(l.level)}
          </li>
        ))}
        <li>{affiliateTh.minRedeem(formatTHB(config.min_redeem))}</li>
      </ul>
    </Card>
  );
}
