import type { RgPeriod } from '@ug99/contract';
import type { LimitKind, LimitRow } from './queries.ts';

/** A limit at a given moment: the value in force (null = none) and a looser one waiting. */
export type LimitState = {
  current: bigint | null;
  pending: { value: bigint | null; effectiveAt: Date } | null;
};

export type Limits = Record<LimitKind, Record<RgPeriod, LimitState>>;

const NONE: LimitState = { current: null, pending: null };

/** A pending change whose time has come is simply the current value; no job has to apply it. */
export function stateAt(row: LimitRow | undefined, now: Date): LimitState {
  if (!row) return NONE;
  const pendingAt = row.pendingEffectiveAt;
  if (pendingAt && pendingAt <= now) return { current: row.pendingSatang, pending: null };
  return {
    current: row.currentSatang,
    pending: pendingAt ? { value: row.pendingSatang, effectiveAt: pendingAt } : null,
  };
}

export function limitsAt(rows: LimitRow[], now: Date): Limits {
  const find = (kind: LimitKind, period: RgPeriod) =>
    stateAt(
      rows.find((r) => r.kind === kind && r.period === period),
      now,
    );
  return {
    deposit: { day: find('deposit', 'day'), week: find('deposit', 'week'), month: find('deposit', 'month') },
    loss: { day: find('loss', 'day'), week: find('loss', 'week'), month: find('loss', 'month') },
  };
}

/**
 * docs/rules/responsible-gaming.md#limits: a stricter limit (lower, or a first limit) applies at once and
 * drops any looser one waiting; a looser one (higher, or removing the limit) waits `delayMs`. Asking again
 * for the value already waiting keeps its original time, so re-saving a form does not restart the wait.
 */
export function changeLimit(
  state: LimitState,
  requested: bigint | null,
  now: Date,
  delayMs: number,
): LimitState {
  const stricter = requested !== null && (state.current === null || requested <= state.current);
  if (stricter) return { current: requested, pending: null };
  if (requested === null && state.current === null) return NONE;
  if (state.pending && state.pending.value === requested) return state;
  return {
    current: state.current,
    pending: { value: requested, effectiveAt: new Date(now.getTime() + delayMs) },
  };
}
