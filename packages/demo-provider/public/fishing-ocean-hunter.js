// Ocean Hunter: every shot costs the stake and hits one fish (paying its multiplier) or misses; many
// small fish. The sea, the shot and the rule table are the shared fishing page (fishing.js).
import { gameTitle, runFishing } from './fishing.js';

await runFishing(gameTitle());
