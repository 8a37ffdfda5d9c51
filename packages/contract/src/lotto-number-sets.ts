import { z } from 'zod';
import { rowIdParam } from './ids.ts';
import { lottoBetType } from './lotto.ts';

/**
 * Number sets (โพย) kept on the server, per member (docs/rules/lotto.md#number-sets): a name, and lines of
 * type, number and amount in baht. The schemas take any shape a client may send; what a member types (the
 * name, a number, an amount, how many lines) is checked by the server, which answers a Thai message
 * naming what to fix (LOTTO_NUMBER_SET_*).
 */

/** Per member, at most this many sets; per set, at most this many lines. */
export const LOTTO_MAX_NUMBER_SETS = 50;
export const LOTTO_MAX_NUMBER_SET_LINES = 500;
/** A set's name, trimmed: 1 to this many characters (Thai or any other letters). */
export const LOTTO_NUMBER_SET_NAME_MAX = 30;
/** Share codes: 8 characters of this alphabet (no 0/O, 1/I, which read alike); typed in any case. */
export const LOTTO_SHARE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const LOTTO_SHARE_CODE_LENGTH = 8;

/** The Thai messages of refused sets that name what to fix. */
export const lottoNumberSetMessages = {
  nameRange: `กรุณาตั้งชื่อโพย 1–${LOTTO_NUMBER_SET_NAME_MAX} ตัวอักษร`,
  noLines: 'โพยต้องมีอย่างน้อย 1 รายการ',
  tooManyLines: `โพยหนึ่งชุดมีได้สูงสุด ${LOTTO_MAX_NUMBER_SET_LINES} รายการ`,
  amount: 'จำนวนเงินต้องเป็นบาทเต็ม ตั้งแต่ 1 ถึง 1,000,000 บาท',
  duplicate: 'มีเลขนี้ในประเภทเดียวกันซ้ำในโพย',
};

/** The largest amount of a line of a set, baht (a bill checks the round's own per-line maximum). */
export const LOTTO_NUMBER_SET_MAX_AMOUNT = 1_000_000;

export const lottoNumberSetLine = z.object({
  type: lottoBetType,
  number: z.string(),
  /** Baht. */
  amount: z.number(),
});
export type LottoNumberSetLine = z.infer<typeof lottoNumberSetLine>;

export const lottoNumberSetSaveRequest = z.object({
  name: z.string().max(1000),
  lines: z
    .array(
      z.object({
        type: lottoBetType,
        number: z.string().max(20),
        amount: z.number().min(-1e9).max(1e9),
      }),
    )
    .max(LOTTO_MAX_NUMBER_SET_LINES * 4),
});
export type LottoNumberSetSaveRequest = z.infer<typeof lottoNumberSetSaveRequest>;

export const lottoNumberSetIdRequest = z.object({ id: rowIdParam });
export const lottoNumberSetImportRequest = z.object({ code: z.string().max(100) });

export const lottoNumberSet = z.object({
  id: z.number().int(),
  name: z.string(),
  lines: z.array(lottoNumberSetLine),
  /** Null until the owner asks for one; another member imports the lines with it, once. */
  share_code: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LottoNumberSet = z.infer<typeof lottoNumberSet>;

export const lottoNumberSetList = z.object({
  /** Newest change first. */
  items: z.array(lottoNumberSet),
  max_sets: z.number().int(),
  max_lines: z.number().int(),
});
export type LottoNumberSetList = z.infer<typeof lottoNumberSetList>;

export const lottoNumberSetDeleted = z.object({ id: z.number().int() });
export const lottoNumberSetShared = z.object({ id: z.number().int(), share_code: z.string() });
