import type { LottoPricedBill, LottoRound } from '@ug99/contract';
import type { LottoBillDetail, LottoLobby, LottoTypeRate } from '../api/types.ts';

const category = {
  category_id: 2,
  code: 'hanoi' as const,
  name: 'หวยฮานอย',
  image: '/media/lotto/hanoi.svg',
};

export function round(overrides: Partial<LottoRound> = {}): LottoRound {
  return {
    round_id: 11,
    title: 'ฮานอย งวด 21 พ.ย. 2569',
    close_at: new Date(Date.now() + 3_600_000).toISOString(),
    status: 'open',
    category,
    bet_types: ['3top', '3tod', '2top', '2bottom', 'run_top', 'run_bottom'],
    open_at: new Date(Date.now() - 3_600_000).toISOString(),
    cancel_until: new Date(Date.now() + 3_540_000).toISOString(),
    draw_date: '2026-11-21',
    ...overrides,
  };
}

export function rates(): LottoTypeRate[] {
  const rate = (type: LottoTypeRate['type'], name: string, value: number, max: number): LottoTypeRate => ({
    type,
    name,
    rate: value,
    min: 1,
    max,
    tiers: [],
  });
  return [
    rate('3top', '3 ตัวบน', 800, 2000),
    rate('3tod', '3 ตัวโต๊ด', 120, 2000),
    rate('2top', '2 ตัวบน', 90, 5000),
    rate('2bottom', '2 ตัวล่าง', 90, 5000),
    rate('run_top', 'วิ่งบน', 3.2, 5000),
    rate('run_bottom', 'วิ่งล่าง', 4.2, 5000),
  ];
}

export function lobby(): LottoLobby {
  return [
    {
      ...category,
      round: {
        round_id: 11,
        title: 'ฮานอย งวด 21 พ.ย. 2569',
        open_at: round().open_at,
        close_at: round().close_at,
        status: 'open',
      },
    },
    {
      category_id: 3,
      code: 'lao',
      name: 'หวยลาว',
      image: '/media/lotto/lao.svg',
      round: {
        round_id: 12,
        title: 'ลาว งวด 20 พ.ย. 2569',
        open_at: new Date(Date.now() - 86_400_000).toISOString(),
        close_at: new Date(Date.now() - 60_000).toISOString(),
        status: 'closed',
      },
    },
  ];
}

/** The priced answer of validate for the given lines (or one 2top 58 line at `rate`). */
export function pricedBill({
  rate = 90,
  lines = [{ type: '2top' as const, number: '58', amount: 10 }],
}: {
  rate?: number;
  lines?: { type: LottoPricedBill['lines'][number]['type']; number: string; amount: number }[];
} = {}): LottoPricedBill {
  const priced = lines.map((l) => ({ ...l, rate, potential_win: l.amount * rate, state: 'ok' as const }));
  return {
    round_id: 11,
    lines: priced,
    total: priced.reduce((s, l) => s + l.amount, 0),
    potential_win: priced.reduce((s, l) => s + l.potential_win, 0),
  };
}

export function billDetail(overrides: Partial<LottoBillDetail> = {}): LottoBillDetail {
  return {
    bill_id: 501,
    round_id: 11,
    round_title: 'ฮานอย งวด 21 พ.ย. 2569',
    category,
    status: 'pending',
    total: 20,
    win_amount: 0,
    note: null,
    created_at: new Date().toISOString(),
    cancel_until: new Date(Date.now() + 600_000).toISOString(),
    lines: [
      { type: '2top', number: '58', amount: 10, rate: 90, status: 'pending', win_amount: 0 },
      { type: '2top', number: '85', amount: 10, rate: 90, status: 'pending', win_amount: 0 },
    ],
    ...overrides,
  };
}
