import {
  bahtToSatang,
  REALITY_CHECK_DEFAULT_MINUTES,
  RG_PERIODS,
  rgMessages,
  satangToBaht,
} from '@ug99/contract';
import type {
  CoolOffOption,
  LimitState as LimitStateDto,
  ResponsibleGamingSettings,
  ResponsibleGamingUpdate,
} from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { addBangkokMonths, DAY } from '#shared/bangkok-time.ts';
import { changeLimit, limitsAt } from './limits.ts';
import type { Limits, LimitState } from './limits.ts';
import {
  findSettingsRow,
  listLimitRows,
  lockSettingsRow,
  upsertLimitRow,
  upsertSettingsRow,
} from './queries.ts';
import type { LimitKind, SettingsRow } from './queries.ts';

/** A deposit or loss limit that applies from `at` on; `valueSatang` null: the limit is removed. */
export type LimitEffect = {
  memberId: number;
  kind: LimitKind;
  period: (typeof RG_PERIODS)[number];
  valueSatang: bigint | null;
  at: Date;
};

/**
 * Told, inside the transaction that makes them apply, of the limits that take effect (the member's inbox
 * items, docs/NOTIFICATIONS.md#kinds). Passed in by the app, since the inbox's domain depends on this one.
 */
export type LimitsTookEffect = (tx: Db, effects: LimitEffect[], at: Date) => Promise<void>;

/** A member's responsible-gaming settings as they stand at one moment. */
export type RgSnapshot = {
  limits: Limits;
  realityCheckMinutes: number;
  /** Only while it lasts: an ended cool-off or self-exclusion reads as null. */
  coolOffUntil: Date | null;
  selfExcludedUntil: Date | null;
};

const COOL_OFF_MS: Record<CoolOffOption, number> = { '24h': DAY, '7d': 7 * DAY, '30d': 30 * DAY };

const activeUntil = (until: Date | null | undefined, now: Date) => (until && until > now ? until : null);

function snapshotOf(settings: SettingsRow | undefined, limits: Limits, now: Date): RgSnapshot {
  return {
    limits,
    realityCheckMinutes: settings?.realityCheckMinutes ?? REALITY_CHECK_DEFAULT_MINUTES,
    coolOffUntil: activeUntil(settings?.coolOffUntil, now),
    selfExcludedUntil: activeUntil(settings?.selfExcludedUntil, now),
  };
}

export async function readResponsibleGaming(db: Db, memberId: number, now: Date): Promise<RgSnapshot> {
  const [settings, rows] = await Promise.all([findSettingsRow(db, memberId), listLimitRows(db, memberId)]);
  return snapshotOf(settings, limitsAt(rows, now), now);
}

/** The exclusion in force, self-exclusion first since it is the stronger choice. */
export function activeExclusion(snapshot: RgSnapshot) {
  if (snapshot.selfExcludedUntil) {
    const until = snapshot.selfExcludedUntil;
    return { key: 'RG_SELF_EXCLUDED' as const, until, message: rgMessages.selfExcluded(until) };
  }
  if (snapshot.coolOffUntil) {
    const until = snapshot.coolOffUntil;
    return { key: 'RG_COOLING_OFF' as const, until, message: rgMessages.coolingOff(until) };
  }
  return undefined;
}

/**
 * Applies a member's change in the caller's transaction. Everything is decided before anything is
 * written, and a refusal throws, so a refused request changes nothing. Cool-off and self-exclusion
 * only ever move later (docs/rules/responsible-gaming.md#cool-off-and-self-exclusion: they cannot be
 * undone early).
 */
export async function updateResponsibleGaming(
  tx: Db,
  memberId: number,
  update: ResponsibleGamingUpdate,
  now: Date,
  loosenDelayMs: number,
  tookEffect: LimitsTookEffect = async () => {},
): Promise<RgSnapshot> {
  const locked = await lockSettingsRow(tx, memberId, {
    memberId,
    realityCheckMinutes: REALITY_CHECK_DEFAULT_MINUTES,
    coolOffUntil: null,
    selfExcludedUntil: null,
    updatedAt: now,
  });
  const before = snapshotOf(locked, limitsAt(await listLimitRows(tx, memberId), now), now);

  let coolOffUntil = before.coolOffUntil;
  if (update.cool_off) {
    const wanted = new Date(now.getTime() + COOL_OFF_MS[update.cool_off]);
    const longest = [before.coolOffUntil, before.selfExcludedUntil].find((until) => until && until > wanted);
    if (longest) throw new AppError('RG_CANNOT_SHORTEN', rgMessages.cannotShorten(longest));
    coolOffUntil = wanted;
  }
  let selfExcludedUntil = before.selfExcludedUntil;
  if (update.self_exclusion_months !== undefined) {
    const wanted = addBangkokMonths(now, update.self_exclusion_months);
    if (before.selfExcludedUntil && before.selfExcludedUntil > wanted) {
      throw new AppError('RG_CANNOT_SHORTEN', rgMessages.cannotShorten(before.selfExcludedUntil));
    }
    selfExcludedUntil = wanted;
  }

  const limits: Limits = structuredClone(before.limits);
  const changed: { kind: LimitKind; period: (typeof RG_PERIODS)[number]; state: LimitState }[] = [];
  const requestedByKind: [LimitKind, ResponsibleGamingUpdate['deposit_limits']][] = [
    ['deposit', update.deposit_limits],
    ['loss', update.loss_limits],
  ];
  for (const [kind, requested] of requestedByKind) {
    for (const period of RG_PERIODS) {
      const value = requested?.[period];
      if (value === undefined) continue;
      const state = changeLimit(
        limits[kind][period],
        value === null ? null : bahtToSatang(value),
        now,
        loosenDelayMs,
      );
      limits[kind][period] = state;
      changed.push({ kind, period, state });
    }
  }

  // A stricter limit applies at once and is reported now, in this transaction; a looser one is reported by
  // the `rg:limits` job when its wait is over (docs/NOTIFICATIONS.md#kinds).
  await tookEffect(
    tx,
    changed
      .filter(
        ({ kind, period, state }) => !state.pending && state.current !== before.limits[kind][period].current,
      )
      .map(({ kind, period, state }) => ({ memberId, kind, period, valueSatang: state.current, at: now })),
    now,
  );

  const realityCheckMinutes = update.reality_check_minutes ?? before.realityCheckMinutes;
  await upsertSettingsRow(tx, {
    memberId,
    realityCheckMinutes,
    // Stored even once ended, as the record of what the member chose.
    coolOffUntil: coolOffUntil ?? locked.coolOffUntil,
    selfExcludedUntil: selfExcludedUntil ?? locked.selfExcludedUntil,
    updatedAt: now,
  });
  for (const { kind, period, state } of changed) {
    await upsertLimitRow(tx, {
      memberId,
      kind,
      period,
      currentSatang: state.current,
      pendingSatang: state.pending?.value ?? null,
      pendingEffectiveAt: state.pending?.effectiveAt ?? null,
      updatedAt: now,
    });
  }
  return { limits, realityCheckMinutes, coolOffUntil, selfExcludedUntil };
}

const baht = (satang: bigint | null) => (satang === null ? null : satangToBaht(satang));

function limitDto(state: LimitState): LimitStateDto {
  return {
    current: baht(state.current),
    pending: state.pending && {
      value: baht(state.pending.value),
      effective_at: state.pending.effectiveAt.toISOString(),
    },
  };
}

/** The API shape: baht and ISO times. */
export function settingsDto(snapshot: RgSnapshot): ResponsibleGamingSettings {
  const byPeriod = (kind: LimitKind) => ({
    day: limitDto(snapshot.limits[kind].day),
    week: limitDto(snapshot.limits[kind].week),
    month: limitDto(snapshot.limits[kind].month),
  });
  return {
    deposit_limits: byPeriod('deposit'),
    loss_limits: byPeriod('loss'),
    reality_check_minutes: snapshot.realityCheckMinutes,
    cool_off_until: snapshot.coolOffUntil?.toISOString() ?? null,
    self_excluded_until: snapshot.selfExcludedUntil?.toISOString() ?? null,
  };
}
