// Preloaded (`node --import`) into a server a journey starts for itself, never into production: moves that
// process's clock by the milliseconds written in CLOCK_SHIFT_FILE, so a journey can let a Bangkok day end
// ("the next day's job") without waiting for midnight. Every `Date.now()` and `new Date()` of the server
// (its injected system clock included) reads the shifted time.
import { readFileSync, watchFile } from 'node:fs';

const file = process.env.CLOCK_SHIFT_FILE;
if (file) {
  const RealDate = Date;
  let offset = 0;
  const read = () => {
    try {
      offset = Number(readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      offset = 0;
    }
  };
  read();
  watchFile(file, { interval: 100 }, read).unref();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
