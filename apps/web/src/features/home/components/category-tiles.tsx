import { Link } from 'react-router';
import { homeTh } from '../th.ts';
import slotIcon from '@/assets/categories/slot.svg';
import lottoIcon from '@/assets/categories/lotto.svg';
import casinoIcon from '@/assets/categories/casino.svg';
import sportIcon from '@/assets/categories/sport.svg';
import fishingIcon from '@/assets/categories/fishing.svg';
import freespinIcon from '@/assets/categories/freespin.svg';

const CATEGORIES = [
  { key: 'slot', to: '/slot', icon: slotIcon },
  { key: 'lotto', to: '/lotto/lobby', icon: lottoIcon },
  { key: 'casino', to: '/casino', icon: casinoIcon },
  { key: 'sport', to: '/sport', icon: sportIcon },
  { key: 'fishing', to: '/fishing', icon: fishingIcon },
  { key: 'freespin', to: '/freespin', icon: freespinIcon },
] as const;

export function CategoryTiles() {
  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="section-heading">
        {homeTh.categoriesHeading}
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
        {CATEGORIES.map(({ key, to, icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex flex-col items-center gap-2 rounded-2xl border border-ink-600 bg-linear-to-b from-ink-700 to-ink-800 px-2 py-3 text-center transition hover:border-gold-600 focus-visible:outline-2 focus-visible:outline-gold-400"
            >
              <img src={icon} alt="" width={96} height={96} className="size-14 md:size-16" />
              <span className="text-base font-bold text-white">{homeTh.categories[key]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
