// Golden Reels: lines pay from the leftmost reel; enough scatters start free spins played within the same round.
// The reels, pay table and rule table are the shared slot page (slot.js) fed by this game's model.
import { runSlot } from './slot.js';

await runSlot();
