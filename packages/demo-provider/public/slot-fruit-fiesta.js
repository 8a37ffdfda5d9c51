// Fruit Fiesta: a low-volatility fruit slot, many small line wins and a paying scatter, no free spins.
// The reels, pay table and rule table are the shared slot page (slot.js) fed by this game's model.
import { runSlot } from './slot.js';

await runSlot();
