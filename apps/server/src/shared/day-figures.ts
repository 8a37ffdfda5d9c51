/**
 * The shapes of the per-day figures the back office's reports and dashboard read (docs/BACKOFFICE.md#reports):
 * each domain answers them from its own tables, days are Bangkok days with `from` and `to` both included.
 */
export type DayRange = { from: string; to: string };
/** The instants a range of Bangkok days covers: [start, end). */
export type InstantRange = { start: Date; end: Date };
export type DayMoney = { day: string; amount: string };
export type DayCount = { day: string; n: string };
