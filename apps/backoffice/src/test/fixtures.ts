/** Answers the fake API gives for calls many screens make. */

export const operator = (role: string, name = 'คุณทดสอบ') => ({
  id: 1,
  name,
  role,
  totp_enrolled: true,
  recovery_codes_left: 10,
});

const day = (date: string, n: number) => ({
  date,
  deposits: 1000 * n,
  withdrawals: 400 * n,
  turnover: 5000 * n,
  ggr: 250 * n - 1000,
});

/** GET /api/backoffice/dashboard: 30 days ending 21 Nov 2026. */
export const dashboard = {
  date: '2026-11-21',
  today: {
    ...day('2026-11-21', 30),
    deposits: 123456.5,
    new_members: 12,
    active_players: 345,
    by_category: [
      { category: 'slot', turnover: 100000, ggr: 4000.25 },
      { category: 'lotto', turnover: 20000, ggr: -150 },
    ],
  },
  queues: { withdrawals: 4, flagged: 1 },
  payout_minutes: { paid: 12, median: 1.5, p95: 4.2 },
  reconciliation: { balanced: true, violations: [], checked_at: '2026-11-21T07:00:00Z' },
  series: Array.from({ length: 30 }, (_, i) =>
    day(new Date(Date.UTC(2026, 9, 23 + i)).toISOString().slice(0, 10), i + 1),
  ),
  value_created: [
    {
      day: '2026-11-21',
      operator: 'marketing:สมใจ',
      adjustments: 0,
      points: 3_000,
      shop: 500,
      coupon_credit: 10_000,
      coupon_points: 0,
      coupon_spins: 0,
      wheel: 0,
      wheel_points: 0,
      wheel_spins: 0,
      quest_credit: 0,
      quest_points: 0,
      quest_spins: 0,
      poll_spins: 0,
      vip_bonus: 0,
    },
  ],
};

/** A four-eyes request as the server answers it (`approval` of an outcome that waits for a second operator). */
export const pendingApproval = (id: number, kind: string, overrides: object = {}) => ({
  id,
  kind,
  subject: `${kind}:1`,
  summary: `คำขอ #${id}`,
  payload: {},
  requested_by: 'finance:คุณทดสอบ',
  requested_by_id: 1,
  requested_at: '2026-12-01T08:30:00Z',
  status: 'pending',
  decided_by: null,
  decided_at: null,
  reason: null,
  may_decide: false,
  ...overrides,
});

/** One bet type's row of a lotto category's rates, as the server lists it and the rates form sends it. */
export const lottoRate = (bet_type: string, rate: number, max: number) => ({
  bet_type,
  rate,
  min: 1,
  max,
  number_cap: 10000,
  over_cap_rate: 0,
  discount_percent: 0,
  reduced_discount_percent: 0,
});

/** The หวยฮานอย category (GET /api/backoffice/lotto/categories) with the given rows of rates. */
export const hanoiCategory = (rates: ReturnType<typeof lottoRate>[]) => ({
  id: 2,
  code: 'hanoi',
  name: 'หวยฮานอย',
  active: true,
  government: false,
  cancel_before_seconds: 60,
  member_number_cap: null,
  rates,
});
