import { Link } from 'react-router';
import { questsTh } from '../th.ts';
import { StarIcon } from '@/shared/ui/icons.tsx';
import { useQuests } from '../api/get-quests.ts';

/**
 * The header's quest star (docs/rules/member-site.md#header): logged-in members on desktop, only when
 * quests exist; the badge counts quests whose reward can be claimed now. Opens /member/creditfree.
 */
export function QuestStar() {
  const { data } = useQuests();
  if (!data || data.quests.length === 0) return null;
  const count = data.claimable;
  return (
    <Link
      to="/member/creditfree"
      aria-label={questsTh.star(count)}
      data-testid="quest-star"
      className="relative grid size-11 shrink-0 place-items-center rounded-full text-gold-400 transition hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-gold-400 max-md:hidden"
    >
      <StarIcon className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="quest-star-badge"
          className="absolute top-1 right-1 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs leading-5 font-bold text-white tabular-nums"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
