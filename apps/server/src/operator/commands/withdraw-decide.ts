import { satangToBaht } from '@ug99/contract';
import { approveWithdrawal, rejectWithdrawal } from '../../payments/index.ts';
import type { Decision } from '../../payments/index.ts';
import { OperatorError } from '../command.ts';

export function withdrawalId(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) throw new OperatorError('<id> must be a withdrawal number');
  return Number(text);
}

export function explain(id: number, decision: Decision): string {
  if (decision.ok) {
    const w = decision.withdrawal;
    return `withdrawal #${id} ${w.status}: ${satangToBaht(w.amountSatang).toFixed(2)} baht to ${w.bankCode} ${w.accountNo}`;
  }
  if (decision.why === 'not_found') throw new OperatorError(`no withdrawal #${id}`);
  throw new OperatorError(`withdrawal #${id} is already ${decision.withdrawal?.status}; nothing changed`);
}

export { approveWithdrawal, rejectWithdrawal };
