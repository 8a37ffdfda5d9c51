import { lazy } from 'react';

/**
 * Quests (docs/ENGAGEMENT.md#quests-and-check-in). The header shows the star to logged-in members only,
 * so it loads lazily rather than with the entry chunk (docs/rules/member-site.md#first-load); it appears
 * once the quests have loaded anyway. The page loads lazily through the router.
 */
export const QuestStar = lazy(() =>
  import('./components/quest-star.tsx').then(({ QuestStar }) => ({ default: QuestStar })),
);
