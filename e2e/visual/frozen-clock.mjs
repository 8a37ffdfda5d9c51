// Preloaded (`node --import`) into the visual check's own server and game provider, never into production:
// stops the process's clock at the instant in FROZEN_CLOCK_AT (ms since the epoch). Every `Date.now()` and
// `new Date()` (the server's injected system clock included) reads that instant however long the walk takes,
// so the current yeekee round and every countdown stay the same from the first page to the last. Timers
// still fire: the scheduled jobs run once at that instant and find nothing new after.
const at = Number(process.env.FROZEN_CLOCK_AT);
if (Number.isFinite(at) && at > 0) {
  const RealDate = Date;
  class FrozenDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(at);
      else super(...args);
    }
    static now() {
      return at;
    }
  }
  globalThis.Date = FrozenDate;
}
