import {
  LOTTO_BET_TYPES,
  LOTTO_MAX_NUMBER_SET_LINES,
  LOTTO_NUMBER_SET_MAX_AMOUNT,
  LOTTO_NUMBER_SET_NAME_MAX,
  lottoLineMessages,
  lottoNumberSetMessages,
} from '@ug99/contract';
import type { LottoNumberSetSaveRequest } from '@ug99/contract';
import type { NumberSetLineRow } from '#db/schema/lotto-number-sets.ts';
import { AppError } from '#http/app-error.ts';

/**
 * A set's name as kept: trimmed, 1–30 characters counted as the member sees them (code points), any
 * letters (docs/rules/lotto.md#number-sets). Else LOTTO_NUMBER_SET_NAME_INVALID.
 */
export function setName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  const length = [...name].length;
  if (length < 1 || length > LOTTO_NUMBER_SET_NAME_MAX) throw new AppError('LOTTO_NUMBER_SET_NAME_INVALID');
  return name;
}

/**
 * A set's lines as kept, in the member's order, amounts in satang; the first line that breaks a rule is
 * refused with LOTTO_NUMBER_SET_LINES_INVALID naming it. The rules are the bill's, without the round's:
 * a number has its type's digits, 3 ตัวโต๊ด never three equal digits, a whole-baht amount from 1 to
 * 1,000,000 (the round's per-line range is checked when the set is used in a bill), each (type, number)
 * once, 1–500 lines.
 */
export function setLines(lines: LottoNumberSetSaveRequest['lines']): NumberSetLineRow[] {
  const refuse = (why: string) => {
    throw new AppError('LOTTO_NUMBER_SET_LINES_INVALID', why);
  };
  if (lines.length === 0) refuse(lottoNumberSetMessages.noLines);
  if (lines.length > LOTTO_MAX_NUMBER_SET_LINES) refuse(lottoNumberSetMessages.tooManyLines);
  const seen = new Set<string>();
  return lines.map((line, index) => {
    const at = (why: string) => refuse(lottoLineMessages.line(index + 1, why));
    const { digits, name } = LOTTO_BET_TYPES[line.type];
    if (!new RegExp(`^\\d{${digits}}$`).test(line.number)) at(lottoLineMessages.digits(name, digits));
    if (line.type === '3tod' && /^(\d)\1\1$/.test(line.number)) at(lottoLineMessages.triple(name));
    if (!Number.isInteger(line.amount) || line.amount < 1 || line.amount > LOTTO_NUMBER_SET_MAX_AMOUNT) {
      at(lottoNumberSetMessages.amount);
    }
    const key = `${line.type}:${line.number}`;
    if (seen.has(key)) at(lottoNumberSetMessages.duplicate);
    seen.add(key);
    return { type: line.type, number: line.number, amount_satang: line.amount * 100 };
  });
}
