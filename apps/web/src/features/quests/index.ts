/**
 * Quests (docs/ENGAGEMENT.md#quests-and-check-in). The header imports the star from here; the page
 * loads lazily through the router.
 */
export { QuestStar } from './components/quest-star.tsx';
