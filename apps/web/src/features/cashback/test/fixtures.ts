import type { CashbackRules, LossHistory, LossPeriod, TurnoverHistory, WinlossReport } from '@ug99/contract';

export const rules: CashbackRules = {
  loss: { rate_percent: 5, min_net_loss: 100, max_rebate: 10_000, claim_days: 7 },
  turnover: {
    rates_percent: { slot: 0.5, casino: 0.3, fishing: 0.3, sport: 0.2, lotto: 0.1 },
    claim_days: 7,
  },
};

export function lossPeriod(overrides: Partial<LossPeriod> = {}): LossPeriod {
  return {
    period: '2026-03-09',
    start_date: '2026-03-09',
    end_date: '2026-03-15',
    state: 'claimable',
    rebate: 55,
    claimable_from: '2026-03-15T17:00:00.000Z',
    claimable_until: '2026-03-22T17:00:00.000Z',
    claimed_at: null,
    turnover: 1200,
    wins: 100,
    net_loss: 1100,
    ...overrides,
  };
}

export function lossHistory(rows: LossPeriod[]): LossHistory {
  return { page: 1, page_size: 10, total: rows.length, rows, rules };
}

export const turnoverHistory: TurnoverHistory = {
  page: 1,
  page_size: 10,
  total: 1,
  rules,
  rows: [
    {
      period: '2026-03-10',
      start_date: '2026-03-10',
      end_date: '2026-03-10',
      state: 'claimable',
      rebate: 5.99,
      claimable_from: '2026-03-10T17:00:00.000Z',
      claimable_until: '2026-03-17T17:00:00.000Z',
      claimed_at: null,
      turnover: 1333.33,
      categories: [
        { category: 'slot', turnover: 1000, rebate: 5 },
        { category: 'casino', turnover: 333.33, rebate: 0.99 },
      ],
    },
  ],
};

export const report: WinlossReport = {
  from: '2026-03-04',
  to: '2026-03-10',
  days: [
    {
      date: '2026-03-09',
      categories: [
        { category: 'slot', turnover: 150, wins: 250, net: 100 },
        { category: 'casino', turnover: 200, wins: 0, net: -200 },
      ],
      turnover: 350,
      wins: 250,
      net: -100,
    },
  ],
  categories: [
    { category: 'slot', turnover: 150, wins: 250, net: 100 },
    { category: 'casino', turnover: 200, wins: 0, net: -200 },
  ],
  total: { turnover: 350, wins: 250, net: -100 },
};
