// Temple of the White Elephant: a high-volatility slot whose lotus scatters start free spins with tripled wins.
// The reels, pay table and rule table are the shared slot page (slot.js) fed by this game's model.
import { runSlot } from './slot.js';

await runSlot();
