// Dragon Reef: the same shot rules as Ocean Hunter with a higher-volatility table (fewer hits, fish up
// to ×300). The sea, the shot and the rule table are the shared fishing page (fishing.js).
import { gameTitle, runFishing } from './fishing.js';

await runFishing(gameTitle());
