import { Link } from 'react-router';
import { homeTh } from '../th.ts';
import slotIcon from '@/assets/categories/slot.svg?raw';
import lottoIcon from '@/assets/categories/lotto.svg?raw';
import casinoIcon from '@/assets/categories/casino.svg?raw';
import sportIcon from '@/assets/categories/sport.svg?raw';
import fishingIcon from '@/assets/categories/fishing.svg?raw';
import freespinIcon from '@/assets/categories/freespin.svg?raw';

// The pictures are drawn inline, in the page's own document: as `<img>` each one was an SVG document of its
// own that the browser built on the main thread while `/` loaded (docs/FIRST-LOAD.md#tenth-pass). Their
// ids carry the picture's name, since the six now share the page's ids; they are the site's own files.
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
              <span className="size-14 *:size-full md:size-16" dangerouslySetInnerHTML={{ __html: icon }} />
              <span className="text-base font-bold text-white">{homeTh.categories[key]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
