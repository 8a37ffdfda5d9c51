import { z } from 'zod';
import { rowIdParam } from './ids.ts';
import { bahtAmount } from './money.ts';

/**
 * Lotto: categories, rounds, bills, results (docs/rules/lotto.md, docs/LOTTO.md). Amounts are baht,
 * rates are baht paid per 1 baht staked (2 decimals: 3.20), times are ISO 8601 in UTC. The payload names
 * are a contract other clients rely on: change them only with every client.
 */

/** The bet types, in the order the bet form shows them, with the digits each number has. */
export const LOTTO_BET_TYPES = {
  '3top': { digits: 3, name: '3 ตัวบน' },
  '3tod': { digits: 3, name: '3 ตัวโต๊ด' },
  '3front': { digits: 3, name: '3 ตัวหน้า' },
  '3back': { digits: 3, name: '3 ตัวล่าง' },
  '2top': { digits: 2, name: '2 ตัวบน' },
  '2bottom': { digits: 2, name: '2 ตัวล่าง' },
  run_top: { digits: 1, name: 'วิ่งบน' },
  run_bottom: { digits: 1, name: 'วิ่งล่าง' },
} as const;
export const LOTTO_BET_TYPE_CODES = Object.keys(LOTTO_BET_TYPES) as LottoBetType[];
export const lottoBetType = z.enum([
  '3top',
  '3tod',
  '3front',
  '3back',
  '2top',
  '2bottom',
  'run_top',
  'run_bottom',
]);
export type LottoBetType = z.infer<typeof lottoBetType>;

/** Category codes other features and checks rely on. */
export const LOTTO_CATEGORY_CODES = [
  'thai_gov',
  'hanoi',
  'lao',
  'malaysia',
  'thai_stock_am',
  'thai_stock_pm',
  'nikkei',
  'dowjones',
  'yeekee',
] as const;
export const lottoCategoryCode = z.enum(LOTTO_CATEGORY_CODES);
export type LottoCategoryCode = z.infer<typeof lottoCategoryCode>;

export const LOTTO_ROUND_STATUSES = ['scheduled', 'open', 'closed', 'resulted', 'settled', 'voided'] as const;
export const lottoRoundStatus = z.enum(LOTTO_ROUND_STATUSES);
export type LottoRoundStatus = z.infer<typeof lottoRoundStatus>;

export const LOTTO_BILL_STATUSES = ['pending', 'won', 'lost', 'cancelled', 'refunded'] as const;
export const lottoBillStatus = z.enum(LOTTO_BILL_STATUSES);
export type LottoBillStatus = z.infer<typeof lottoBillStatus>;
export const LOTTO_BILL_STATUS_LABELS: Record<LottoBillStatus, string> = {
  pending: 'รอผล',
  won: 'ถูกรางวัล',
  lost: 'ไม่ถูกรางวัล',
  cancelled: 'ยกเลิก',
  refunded: 'คืนเงิน',
};

/** Why a bill line is refused: LOTTO_LINE_INVALID's message names the line and says this. */
export const lottoLineMessages = {
  line: (position: number, why: string) => `รายการที่ ${position}: ${why}`,
  notOffered: (typeName: string) => `งวดนี้ไม่เปิดรับ ${typeName}`,
  digits: (typeName: string, digits: number) => `${typeName} ต้องเป็นเลข ${digits} หลัก`,
  triple: (typeName: string) => `${typeName} แทงเลขตองไม่ได้`,
  wholeBaht: 'จำนวนเงินต้องเป็นบาทเต็ม ไม่มีสตางค์',
  range: (typeName: string, minBaht: number, maxBaht: number) =>
    `${typeName} แทงได้ ${minBaht}–${maxBaht} บาทต่อรายการ`,
};

/** Per line: at most this many lines in a bill. */
export const LOTTO_MAX_LINES = 500;

const id = rowIdParam;
/** agent_id is fixed at 1 by the site's client; the server checks it names its agent. */
const agentId = rowIdParam;

export const lottoRoundSummary = z.object({
  round_id: z.number().int(),
  title: z.string(),
  /** Bets are taken from open_at until close_at (a scheduled round shows when it opens). */
  open_at: z.string(),
  close_at: z.string(),
  status: lottoRoundStatus,
});
export type LottoRoundSummary = z.infer<typeof lottoRoundSummary>;

export const lottoLobbyItem = z.object({
  category_id: z.number().int(),
  code: lottoCategoryCode,
  name: z.string(),
  image: z.string(),
  /** The open round, else the next one to open; null when none is scheduled. */
  round: lottoRoundSummary.nullable(),
});
export const lottoLobby = z.array(lottoLobbyItem);

export const lottoRoundsQuery = z.object({
  category_id: id.optional(),
  status: lottoRoundStatus.optional(),
});
export const lottoRoundQuery = z.object({ round_id: id });

export const lottoCategory = z.object({
  category_id: z.number().int(),
  code: lottoCategoryCode,
  name: z.string(),
  image: z.string(),
});

export const lottoRound = lottoRoundSummary.extend({
  category: lottoCategory,
  bet_types: z.array(lottoBetType),
  /** Bills of this round can be cancelled until then. */
  cancel_until: z.string(),
  draw_date: z.string(),
});
export type LottoRound = z.infer<typeof lottoRound>;
export const lottoRoundList = z.array(lottoRound);

export const lottoRateTier = z.object({
  /** From this stake on a number (baht) the rate is `rate`. */
  from_amount: z.number(),
  rate: z.number(),
});
export const lottoTypeRate = z.object({
  type: lottoBetType,
  name: z.string(),
  rate: z.number(),
  /** Per line, baht. */
  min: z.number(),
  max: z.number(),
  /** Percent taken off the stake of a line at this rate (ส่วนลด), and of a line at a reduced rate. */
  discount_percent: z.number().int(),
  reduced_discount_percent: z.number().int(),
  tiers: z.array(lottoRateTier),
});
export const lottoRateList = z.array(lottoTypeRate);
export const lottoRatesQuery = z.object({ category_id: id.optional(), agent_id: agentId.optional() });
export const lottoCategoryRates = z.object({ category: lottoCategory, rates: lottoRateList });
export const lottoRatesResult = z.array(lottoCategoryRates);

export const lottoRule = z.object({
  round_id: z.number().int(),
  /** Thai paragraphs: how each bet type wins, the cut-off, the limits. */
  rules: z.array(z.string()),
  max_lines: z.number().int(),
  /** Per member, per (type, number) in this round, baht; null when there is no such cap. */
  member_number_cap: z.number().nullable(),
});

export const lottoLimit = z.object({
  closed: z.array(z.object({ type: lottoBetType, number: z.string() })),
  reduced: z.array(z.object({ type: lottoBetType, number: z.string(), rate: z.number() })),
});

export const lottoBillLineInput = z.object({
  type: lottoBetType,
  /** Exactly the type's digits (3, 3, 3, 3, 2, 2, 1, 1); checked against the type by the server. */
  number: z.string().regex(/^\d{1,3}$/),
  amount: bahtAmount.max(1_000_000),
});
export type LottoBillLineInput = z.infer<typeof lottoBillLineInput>;

export const lottoBillValidateRequest = z.object({
  round_id: id,
  agent_id: agentId,
  note: z.string().trim().max(100).optional(),
  lines: z.array(lottoBillLineInput).min(1).max(LOTTO_MAX_LINES),
  /**
   * The wallet type the bill is paid from (1 main, 2 promotion; docs/rules/lotto.md#bill-wallet);
   * absent means main, as before the choice existed. The promotion wallet only while the member's
   * active promotion allows lotto.
   */
  wallet_id: z.number().int().min(1).max(4).optional(),
});
export type LottoBillValidateRequest = z.infer<typeof lottoBillValidateRequest>;
/**
 * `expected`: the `lines` validate answered, which the member confirmed. Create prices the bill again and
 * refuses with LOTTO_RATE_CHANGED when the new pricing differs; without it, the pricing is expected to be
 * every line `ok` at the category's rate (docs/rules/lotto.md#bills-and-limits).
 */
export const lottoBillCreateRequest = lottoBillValidateRequest.extend({
  request_id: z.uuid(),
  expected: z
    .array(
      z.object({
        type: lottoBetType,
        number: z.string().max(3),
        amount: z.number().nonnegative().max(1_000_000),
        rate: z.number().nonnegative().max(1_000_000),
        state: z.enum(['ok', 'reduced', 'closed', 'over_limit']),
        /** The line's discount as validate answered it; when sent, a moved discount is LOTTO_RATE_CHANGED. */
        discount: z.number().nonnegative().max(1_000_000).optional(),
      }),
    )
    .max(LOTTO_MAX_LINES * 3)
    .optional(),
});
export type LottoBillCreateRequest = z.infer<typeof lottoBillCreateRequest>;

/**
 * ok: full rate; reduced: the number carries a reduced rate (or passes its cap and the excess is taken at
 * the reduced rate); closed: the number is closed in this round; over_limit: the line passes a cap whose
 * excess is refused. A bill with a closed or over_limit line cannot be created.
 */
export const lottoLineState = z.enum(['ok', 'reduced', 'closed', 'over_limit']);
export type LottoLineState = z.infer<typeof lottoLineState>;

export const lottoPricedLine = z.object({
  type: lottoBetType,
  number: z.string(),
  amount: z.number(),
  rate: z.number(),
  /** Taken off the amount (the category's discount, floored to the satang); `pay` leaves the wallet. */
  discount: z.number(),
  pay: z.number(),
  /** amount × rate: the discount never lowers a win. */
  potential_win: z.number(),
  state: lottoLineState,
});
export type LottoPricedLine = z.infer<typeof lottoPricedLine>;
export const lottoPricedBill = z.object({
  round_id: z.number().int(),
  lines: z.array(lottoPricedLine),
  /** Sums of the lines that can be staked: `pay` = `total` − `discount` is what the wallet is debited. */
  total: z.number(),
  discount: z.number(),
  pay: z.number(),
  potential_win: z.number(),
});
export type LottoPricedBill = z.infer<typeof lottoPricedBill>;

/** A wallet a bill may be paid from now, with its balance in baht. */
export const lottoBillWallet = z.object({
  wallet_type_id: z.number().int(),
  wallet_name: z.string(),
  balance: z.number(),
});
export type LottoBillWallet = z.infer<typeof lottoBillWallet>;

/**
 * What validate answers: the priced bill and the wallets it may be paid from now (main first, the
 * promotion wallet only while the active promotion allows lotto), so the bill page offers the choice.
 */
export const lottoValidatedBill = lottoPricedBill.extend({ wallets: z.array(lottoBillWallet).optional() });
export type LottoValidatedBill = z.infer<typeof lottoValidatedBill>;

export const lottoBillCreated = z.object({
  bill_id: z.number().int(),
  status: lottoBillStatus,
  total: z.number(),
  discount: z.number(),
  pay: z.number(),
  lines: z.array(lottoPricedLine),
});
export type LottoBillCreated = z.infer<typeof lottoBillCreated>;

export const lottoBillCancelRequest = z.object({ bill_id: id, agent_id: agentId });

export const lottoBillListQuery = z.object({
  status: lottoBillStatus.optional(),
  category_id: id.optional(),
  /** A Bangkok date, YYYY-MM-DD: bills placed that day. */
  date: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const lottoBillSummary = z.object({
  bill_id: z.number().int(),
  round_id: z.number().int(),
  round_title: z.string(),
  category: lottoCategory,
  status: lottoBillStatus,
  total: z.number(),
  /** What the member was given off the total, and what left the wallet (a cancel or void refunds `pay`). */
  discount: z.number(),
  pay: z.number(),
  win_amount: z.number(),
  line_count: z.number().int(),
  created_at: z.string(),
  /** Until then the member may cancel; null when cancelling is no longer possible. */
  cancel_until: z.string().nullable(),
});
export const lottoBillList = z.object({
  items: z.array(lottoBillSummary),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});

export const lottoBillDetailQuery = z.object({ bill_id: id });
/** `GET /api/lotto/bill/image`: the member's own bill as a PNG (docs/LOTTO.md#the-bill-as-a-picture). */
export const lottoBillImageQuery = z.object({ bill_id: id });
export const lottoLineStatus = z.enum(['pending', 'won', 'lost', 'cancelled', 'refunded']);
export const lottoBillDetail = lottoBillSummary.omit({ line_count: true }).extend({
  note: z.string().nullable(),
  lines: z.array(
    z.object({
      type: lottoBetType,
      number: z.string(),
      amount: z.number(),
      rate: z.number(),
      discount: z.number(),
      status: lottoLineStatus,
      win_amount: z.number(),
    }),
  ),
});

/** A government result carries every prize; the others a 3-digit top and a 2-digit bottom. */
export const lottoResultNumbers = z.object({
  first: z.string().optional(),
  front3: z.array(z.string()).optional(),
  back3: z.array(z.string()).optional(),
  two: z.string().optional(),
  top3: z.string(),
  bottom2: z.string(),
});
export type LottoResultNumbers = z.infer<typeof lottoResultNumbers>;

export const lottoResultQuery = z.object({ round_id: id });
export const lottoResult = z.object({
  round_id: z.number().int(),
  title: z.string(),
  category: lottoCategory,
  draw_date: z.string(),
  status: lottoRoundStatus,
  /** Null until the result is entered. */
  result: lottoResultNumbers.nullable(),
  /** Demo history seeded outside production (docs/rules/lotto.md#demo-results): shown as "ข้อมูลตัวอย่าง". */
  demo: z.boolean(),
});
export const lottoResultsQuery = z.object({
  date: z.iso.date().optional(),
  category_id: id.optional(),
  agent_id: agentId.optional(),
});
export const lottoResultList = z.array(lottoResult);

/** Yeekee shooting (docs/YEEKEE.md): a shot is 5 digits, 00000–99999. */
export const YEEKEE_SHOT_MIN_INTERVAL_SECONDS = 5;
export const YEEKEE_MIN_SHOTS = 20;
/** The shot counted back from the last (the last is 1st) whose number is taken out of the sum. */
export const YEEKEE_SUBTRACTED_SHOT = 16;

/** YEEKEE_SHOOT_TOO_SOON's message, naming the whole seconds left before the member may shoot again. */
export const yeekeeMessages = {
  wait: (seconds: number) => `ยิงเลขได้ครั้งละ 1 เลขทุก 5 วินาที กรุณารออีก ${seconds} วินาทีแล้วยิงใหม่`,
};

export const yeekeeShootRequest = z.object({
  round_id: id,
  number: z.string().regex(/^\d{5}$/),
});
export const yeekeeShot = z.object({
  /** The server's receive order in the round, from 1. */
  seq: z.number().int(),
  number: z.string(),
  /** Masked phone, e.g. 08x-xxx-5678. */
  member: z.string(),
  at: z.string(),
});
export type YeekeeShot = z.infer<typeof yeekeeShot>;
export const yeekeeShootResult = yeekeeShot;

export const yeekeeListQuery = z.object({ round_id: id });
export const yeekeeList = z.object({
  round_id: z.number().int(),
  status: lottoRoundStatus,
  close_at: z.string(),
  /** The latest 50, newest first. */
  shots: z.array(yeekeeShot),
  /** The sum of every shot's number so far (may exceed 2^31). */
  sum: z.number(),
  count: z.number().int(),
});

/** The whole ordered list, public once the round has closed, with the result computed from it. */
export const yeekeeFullList = z.object({
  round_id: z.number().int(),
  status: lottoRoundStatus,
  close_at: z.string(),
  shots: z.array(yeekeeShot),
  sum: z.number(),
  count: z.number().int(),
  /** Null while open, and for a voided round (fewer than 20 shots). */
  result: z
    .object({
      /** The 5 digits abcde = (sum − shot 16th from the last) mod 100000. */
      number: z.string(),
      subtracted_seq: z.number().int(),
      subtracted_number: z.string(),
      top3: z.string(),
      bottom2: z.string(),
    })
    .nullable(),
});

/** Server-sent events of `GET /api/lotto/yeekee/stream?round_id=&after_seq=`: one JSON object per event. */
export const yeekeeStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('shot'), shot: yeekeeShot, sum: z.number(), count: z.number().int() }),
  z.object({ type: z.literal('closed'), round_id: z.number().int() }),
  z.object({
    type: z.literal('result'),
    round_id: z.number().int(),
    status: lottoRoundStatus,
    top3: z.string().nullable(),
    bottom2: z.string().nullable(),
  }),
]);
export type YeekeeStreamEvent = z.infer<typeof yeekeeStreamEvent>;
export const yeekeeStreamQuery = z.object({
  round_id: id,
  /** Resume: only shots with a larger seq are sent first. */
  after_seq: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});
