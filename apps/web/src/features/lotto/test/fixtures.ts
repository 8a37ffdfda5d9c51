import { lottoRoutes, routePath } from '@ug99/contract';
import type { LottoNumberSet, LottoPricedBill, LottoRound } from '@ug99/contract';
import type { FakeCall } from '@/test/fake-api.ts';
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
    discount_percent: 0,
    reduced_discount_percent: 0,
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

/**
 * The priced answer of validate for the given lines (or one 2top 58 line at `rate`), `discountPercent`
 * off each line (whole baht amounts, so the discount is exact).
 */
export function pricedBill({
  rate = 90,
  discountPercent = 0,
  lines = [{ type: '2top' as const, number: '58', amount: 10 }],
}: {
  rate?: number;
  discountPercent?: number;
  lines?: { type: LottoPricedBill['lines'][number]['type']; number: string; amount: number }[];
} = {}): LottoPricedBill {
  const priced = lines.map((l) => {
    const discount = (l.amount * discountPercent) / 100;
    return {
      ...l,
      rate,
      discount,
      pay: l.amount - discount,
      potential_win: l.amount * rate,
      state: 'ok' as const,
    };
  });
  const sum = (pick: (l: (typeof priced)[number]) => number) => priced.reduce((s, l) => s + pick(l), 0);
  return {
    round_id: 11,
    lines: priced,
    total: sum((l) => l.amount),
    discount: sum((l) => l.discount),
    pay: sum((l) => l.pay),
    potential_win: sum((l) => l.potential_win),
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
    discount: 0,
    pay: 20,
    win_amount: 0,
    note: null,
    created_at: new Date().toISOString(),
    cancel_until: new Date(Date.now() + 600_000).toISOString(),
    lines: [
      { type: '2top', number: '58', amount: 10, rate: 90, discount: 0, status: 'pending', win_amount: 0 },
      { type: '2top', number: '85', amount: 10, rate: 90, discount: 0, status: 'pending', win_amount: 0 },
    ],
    ...overrides,
  };
}

/**
 * A fake of the number-set calls keeping its sets in memory: GET lists them, POST saves (a name in use
 * replaces its lines), DELETE removes, share gives a fixed code.
 */
export function numberSetsApi(initial: LottoNumberSet[] = []) {
  const sets = [...initial];
  let nextId = 100 + sets.length;
  const list = () => ({ items: sets, max_sets: 50, max_lines: 500 });
  return {
    sets,
    answers: {
      [routePath(lottoRoutes.numberSets)]: (call: FakeCall) => {
        if (call.method === 'GET') return list();
        if (call.method === 'DELETE') {
          const { id } = call.body as { id: number };
          sets.splice(
            sets.findIndex((s) => s.id === id),
            1,
          );
          return { id };
        }
        const body = call.body as { name: string; lines: LottoNumberSet['lines'] };
        const at = '2026-11-21T10:00:00.000Z';
        const found = sets.find((s) => s.name === body.name);
        if (found) return Object.assign(found, { lines: body.lines });
        const set = {
          id: nextId++,
          name: body.name,
          lines: body.lines,
          share_code: null,
          created_at: at,
          updated_at: at,
        };
        sets.unshift(set);
        return set;
      },
      [routePath(lottoRoutes.shareNumberSet)]: (call: FakeCall) => ({
        id: (call.body as { id: number }).id,
        share_code: 'K7M2Q9XA',
      }),
    },
  };
}
