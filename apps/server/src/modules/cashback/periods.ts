import type { CashbackKind, CashbackState } from '@ug99/contract';
import { bangkokDate, DAY, startOfBangkokDate, startOfBangkokWeek } from '#shared/bangkok-time.ts';

/**
 * Rebate periods (docs/rules/cashback.md#periods): a loss period is a Bangkok week from Monday 00:00
 * to the next Monday 00:00, named by its Monday; a turnover period is a Bangkok day. Both are claimable
 * from the instant they end until `claimDays` days later.
 */

/** Calendar arithmetic on `YYYY-MM-DD` (Bangkok dates have no daylight saving: a day is 24 h). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00.000Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

export function isMonday(isoDate: string): boolean {
  return new Date(`${isoDate}T00:00:00.000Z`).getUTCDay() === 1;
}

/** The Monday of the Bangkok week a Bangkok date belongs to. */
export function mondayOf(isoDate: string): string {
  return bangkokDate(startOfBangkokWeek(startOfBangkokDate(isoDate)));
}

export type Period = {
  kind: CashbackKind;
  /** The loss week's Monday or the turnover day. */
  key: string;
  startDate: string;
  /** The last Bangkok date of the period, included. */
  endDate: string;
  /** The instant the period ends and claims open. */
  endsAt: Date;
  /** The instant the claim window closes. */
  claimUntil: Date;
};

export function periodOf(kind: CashbackKind, key: string, claimDays: number): Period {
  const length = kind === 'loss' ? 7 : 1;
  const endsAt = startOfBangkokDate(addDays(key, length));
  return {
    kind,
    key,
    startDate: key,
    endDate: addDays(key, length - 1),
    endsAt,
    claimUntil: new Date(endsAt.getTime() + claimDays * DAY),
  };
}

/** The period that holds `now`. */
export function currentPeriodKey(kind: CashbackKind, now: Date): string {
  return kind === 'loss' ? bangkokDate(startOfBangkokWeek(now)) : bangkokDate(now);
}

/**
 * Period keys from the period holding `to` back to the one holding `from`, newest first; never a
 * period after the one holding `now`, since a future period has no figures.
 */
export function periodKeys(kind: CashbackKind, from: string, to: string, now: Date): string[] {
  const today = bangkokDate(now);
  const last = to < today ? to : today;
  if (from > last) return [];
  const step = kind === 'loss' ? 7 : 1;
  const first = kind === 'loss' ? mondayOf(from) : from;
  const keys: string[] = [];
  for (let key = kind === 'loss' ? mondayOf(last) : last; key >= first; key = addDays(key, -step)) {
    keys.push(key);
  }
  return keys;
}

/** A period's state at `now` (docs/rules/cashback.md#states); a claim is final whatever the clock says. */
export function stateOf(period: Period, now: Date, claimed: boolean, rebateSatang: bigint): CashbackState {
  if (claimed) return 'claimed';
  if (now < period.endsAt) return 'open';
  if (rebateSatang <= 0n) return 'none';
  return now < period.claimUntil ? 'claimable' : 'expired';
}
