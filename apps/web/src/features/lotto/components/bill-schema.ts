import {
  AGENT_ID,
  LOTTO_BET_TYPES,
  LOTTO_MAX_LINES,
  lottoBetType,
  type LottoBillValidateRequest,
} from '@ug99/contract';
import { z } from 'zod';
import { lottoTh } from '../th.ts';
import { formatTHB } from '@/shared/format/index.ts';
import type { LottoTypeRate } from '../api/types.ts';

/** Digits with at most 2 decimals (separators allowed, as members paste "1,000"); null otherwise. */
export function parseBaht(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * The bet form: the lines as typed and an optional note; its output is the validate request. Each line's
 * amount is checked against its type's minimum and maximum from the round's rates, so the member fixes it
 * before the server is asked; the server checks every limit again (docs/rules/lotto.md).
 */
export function billFormSchema(roundId: number, rates: readonly LottoTypeRate[]) {
  const byType = new Map(rates.map((r) => [r.type, r]));
  return z
    .object({
      amount: z.string(),
      note: z.string().trim().max(100),
      lines: z
        .array(z.object({ type: lottoBetType, number: z.string(), amount: z.string() }))
        .max(LOTTO_MAX_LINES, lottoTh.tooManyLines(LOTTO_MAX_LINES)),
    })
    .transform((form, ctx): LottoBillValidateRequest => {
      const lines = form.lines.map((line, i) => {
        const baht = parseBaht(line.amount);
        const rate = byType.get(line.type);
        if (baht === null || baht < 1) {
          ctx.addIssue({ code: 'custom', path: ['lines', i, 'amount'], message: lottoTh.amountInvalid });
        } else if (rate && (baht < rate.min || baht > rate.max)) {
          const name = LOTTO_BET_TYPES[line.type].name;
          ctx.addIssue({
            code: 'custom',
            path: ['lines', i, 'amount'],
            message: lottoTh.amountOutOfRange(name, formatTHB(rate.min), formatTHB(rate.max)),
          });
        }
        return { type: line.type, number: line.number, amount: baht ?? 0 };
      });
      const note = form.note === '' ? {} : { note: form.note };
      return { round_id: roundId, agent_id: AGENT_ID, ...note, lines };
    });
}

export type BillFormInput = z.input<ReturnType<typeof billFormSchema>>;
