import { th } from '@/th.ts';
import { lottoTh } from '../th.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useLottoRates } from '../api/get-rates.ts';
import { formatRate } from '../components/format-rate.ts';
import { LottoNav } from '../components/lotto-nav.tsx';

/**
 * /lotto/rates: each category's rate per 1 baht, its discount (and the reduced-rate one when it gives one),
 * per-line minimum and maximum, and stake tiers.
 */
export function Component() {
  const { data, isError } = useLottoRates();
  return (
    <div className="mx-auto max-w-[1280px] space-y-4">
      <LottoNav />
      <div>
        <h1 className="text-2xl font-bold text-white">{lottoTh.ratesHeading}</h1>
        <p className="text-base text-muted">{lottoTh.ratesIntro}</p>
      </div>
      {!data ? (
        isError ? (
          <p
            role="alert"
            className="rounded-2xl border border-red-400/60 px-4 py-6 text-center text-base text-red-100"
          >
            {th.app.loadFailed}
          </p>
        ) : (
          <Skeleton className="h-64 w-full rounded-2xl" />
        )
      ) : (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {data.map(({ category, rates }) => (
            <section
              key={category.category_id}
              aria-label={category.name}
              className="rounded-2xl border border-ink-600 bg-ink-800 p-4"
            >
              <h2 className="mb-3 flex items-center gap-2 text-lg font-bold text-white">
                <img
                  src={category.image}
                  alt=""
                  width={40}
                  height={28}
                  className="h-7 w-10 rounded object-cover"
                />
                {category.name}
              </h2>
              <table className="w-full text-base">
                <thead className="text-left text-sm text-muted">
                  <tr>
                    <th className="py-1 font-normal">{lottoTh.col.type}</th>
                    <th className="py-1 text-right font-normal">{lottoTh.col.rate}</th>
                    <th className="py-1 text-right font-normal">{lottoTh.discount}</th>
                    <th className="py-1 text-right font-normal">{lottoTh.perLine}</th>
                  </tr>
                </thead>
                <tbody>
                  {rates.map((rate) => (
                    <tr key={rate.type} className="border-t border-ink-700 align-top">
                      <td className="py-1.5 text-white">
                        {rate.name}
                        {/* The tier from 0 ฿ is the rate already shown: only later tiers say something. */}
                        {rate.tiers
                          .filter((tier) => tier.from_amount > 0)
                          .map((tier) => (
                            <span key={tier.from_amount} className="block text-sm text-muted">
                              {lottoTh.rateTier(formatTHB(tier.from_amount), formatRate(tier.rate))}
                            </span>
                          ))}
                      </td>
                      <td className="py-1.5 text-right font-bold text-gold-300 tabular-nums">
                        {formatRate(rate.rate)}
                      </td>
                      <td className="py-1.5 text-right text-sm text-emerald-300 tabular-nums">
                        {rate.discount_percent}%
                        {rate.reduced_discount_percent > 0 && (
                          <span className="block text-muted">
                            {lottoTh.reducedDiscount(rate.reduced_discount_percent)}
                          </span>
                        )}
                      </td>
                      <td className="py-1.5 text-right text-sm text-ink-100 tabular-nums">
                        {formatTHB(rate.min)}–{formatTHB(rate.max)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
