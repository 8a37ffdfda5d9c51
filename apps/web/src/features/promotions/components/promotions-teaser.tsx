import { Link } from 'react-router';
import type { Promotion } from '@ug99/contract';
import { promotionsTh } from '@/shared/th/promotions.ts';
import { Money } from '@/shared/ui/money.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { usePromotions } from '../api/get-promotions.ts';

const TEASER_COUNT = 3;

/** The first few promotions on the home page, each leading to the promotions page. */
export function PromotionsTeaser() {
  const { data, isPending } = usePromotions();
  return (
    <section aria-labelledby="promotions-heading">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="promotions-heading" className="section-heading">
          {promotionsTh.heading}
        </h2>
        <Link to="/promotions" className="link-gold inline-flex min-h-11 items-center">
          {promotionsTh.seeAllBefore}
          <span className="sr-only">{promotionsTh.heading}</span>
          {promotionsTh.seeAllAfter}
        </Link>
      </div>
      {isPending ? (
        <ul className="grid gap-3 sm:grid-cols-2 md:grid-cols-3" aria-hidden="true">
          {Array.from({ length: TEASER_COUNT }, (_, i) => (
            // The card's own frame, picture and two lines (title, terms), so the cards that replace it, and
            // the page under them, stay where they are.
            <li key={i} className="overflow-hidden rounded-2xl border border-ink-600 bg-ink-800">
              <Skeleton className="aspect-[2/1] w-full rounded-none" />
              <div className="space-y-1 p-4">
                <Skeleton className="h-6 w-3/4" />
                <Skeleton className="h-5 w-1/2" />
              </div>
            </li>
          ))}
        </ul>
      ) : data && data.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
          {data.slice(0, TEASER_COUNT).map((promotion) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{promotionsTh.empty}</p>
      )}
    </section>
  );
}

function PromotionCard({ promotion }: { promotion: Promotion }) {
  return (
    <Link
      to="/promotions"
      className="block h-full overflow-hidden rounded-2xl border border-ink-600 bg-ink-800 transition hover:border-gold-600 focus-visible:outline-2 focus-visible:outline-gold-400"
    >
      <img
        src={promotion.image}
        alt=""
        width={800}
        height={400}
        loading="lazy"
        className="aspect-[2/1] h-auto w-full bg-ink-700 object-cover"
      />
      <div className="space-y-1 p-4">
        <h3 className="text-base font-bold text-white">{promotion.title}</h3>
        <p className="text-sm text-muted">
          {promotionsTh.minDeposit} <Money baht={promotion.min_deposit} />
          {promotion.bonus_percent > 0 && (
            <>
              {' · '}
              {promotionsTh.bonus(promotion.bonus_percent)} {promotionsTh.bonusCap}{' '}
              <Money baht={promotion.bonus_cap} />
            </>
          )}
        </p>
      </div>
    </Link>
  );
}
