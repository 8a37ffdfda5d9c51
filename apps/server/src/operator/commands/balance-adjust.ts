import { randomUUID } from 'node:crypto';
import { bahtToSatang, satangToBaht, WALLET_TYPE_IDS, WALLET_TYPES } from '@ug99/contract';
import type { WalletTypeId } from '@ug99/contract';
import type { Db } from '../../db/client.ts';
import { operatorAuditLog } from '../../db/schema/index.ts';
import { isLedgerError, runInLedgerTransaction, transfer } from '../../ledger/index.ts';
import { OperatorError, optionalFlag, requireFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { findMemberForOperator } from './member-lookup.ts';

export type AdjustInput = {
  agentCode: string;
  phone: string;
  /** Signed satang: positive credits the wallet, negative takes money back. */
  amountSatang: bigint;
  /** The written reason (domain.md §1); it is the transfer's memo and goes to the audit log. */
  reason: string;
  wallet: WalletTypeId;
  operator: string;
  /** The same key never adjusts twice; retry a failed or unclear run with the key it printed. */
  key?: string;
};

export type AdjustResult = {
  key: string;
  memberId: number;
  transferId: number;
  replayed: boolean;
  walletBalanceAfter: bigint;
};

/**
 * Moves money between the operator-adjustment system account and a member's wallet, and records who
 * did it and why in operator_audit_log, in one transaction. Taking money back never takes a wallet
 * below zero: the ledger refuses, and nothing is written.
 */
export async function adjustBalance(db: Db, input: AdjustInput): Promise<AdjustResult> {
  const reason = input.reason.trim();
  if (!reason) throw new OperatorError('a written --reason is required for every adjustment');
  if (input.amountSatang === 0n) throw new OperatorError('the amount must not be zero');
  if (!WALLET_TYPE_IDS.includes(input.wallet)) throw new OperatorError('--wallet must be 1, 2, 3 or 4');
  const operator = input.operator.trim();
  if (!operator) throw new OperatorError('--operator must name who makes the adjustment');
  const member = await findMemberForOperator(db, input.agentCode, input.phone);
  if (!member) throw new OperatorError(`no member with phone ${input.phone} at agent ${input.agentCode}`);

  const key = input.key?.trim() || randomUUID();
  const credit = input.amountSatang > 0n;
  const wallet = { member: member.id, wallet: input.wallet };
  const system = { system: 'operator_adjustment' as const };
  try {
    return await runInLedgerTransaction(db, async (tx) => {
      const result = await transfer(tx, {
        key: `operator_adjustment:${key}`,
        from: credit ? system : wallet,
        to: credit ? wallet : system,
        amount: credit ? input.amountSatang : -input.amountSatang,
        reason: 'operator_adjustment',
        refType: 'operator',
        refId: operator,
        memo: reason,
        createdBy: `operator:${operator}`,
      });
      if (!result.replayed) {
        await tx.insert(operatorAuditLog).values({
          operator,
          action: 'balance:adjust',
          targetType: 'member',
          targetId: String(member.id),
          detail: {
            phone: member.phone,
            wallet: input.wallet,
            amount_satang: input.amountSatang.toString(),
            reason,
            key,
            transfer_id: result.transferId,
          },
        });
      }
      return {
        key,
        memberId: member.id,
        transferId: result.transferId,
        replayed: result.replayed,
        walletBalanceAfter: credit ? result.creditBalanceAfter : result.debitBalanceAfter,
      };
    });
  } catch (err) {
    if (isLedgerError(err, 'INSUFFICIENT_FUNDS')) {
      throw new OperatorError('the wallet holds less than that: an adjustment never takes a balance below 0');
    }
    if (isLedgerError(err, 'IDEMPOTENCY_CONFLICT')) {
      throw new OperatorError(`key ${key} was already used for a different adjustment; nothing was changed`);
    }
    throw err;
  }
}

/** Baht as typed: an optional minus, digits, at most 2 decimals; never through float arithmetic. */
function parseBaht(text: string | undefined): bigint {
  if (!text || !/^-?\d{1,12}(\.\d{1,2})?$/.test(text)) {
    throw new OperatorError('<amount> must be baht such as 500, 99.50 or -20 (at most 2 decimals)');
  }
  return bahtToSatang(Number(text));
}

function parseWallet(text: string | undefined): WalletTypeId {
  const wallet = Number(text ?? '1');
  if (!(WALLET_TYPE_IDS as readonly number[]).includes(wallet))
    throw new OperatorError('--wallet must be 1, 2, 3 or 4');
  return wallet as WalletTypeId;
}

const balanceAdjust: OperatorCommand = {
  name: 'balance:adjust',
  summary: "credit (or with a negative amount, take back) a member's wallet, with a written reason; audited",
  usage: '<phone> <amount baht> --reason "..." [--wallet 1..4] [--operator name] [--key retry-key]',
  async run({ db, config, args, flags, print }) {
    const [phone, amount] = args;
    if (!phone) throw new OperatorError('<phone> is required');
    const wallet = parseWallet(optionalFlag(flags, 'wallet'));
    const result = await adjustBalance(db, {
      agentCode: config.agentCode,
      phone,
      amountSatang: parseBaht(amount),
      reason: requireFlag(flags, 'reason'),
      wallet,
      // Without --operator, the login name of whoever runs the command.
      operator: optionalFlag(flags, 'operator') ?? process.env.USER ?? 'operator',
      key: optionalFlag(flags, 'key'),
    });
    const balance = satangToBaht(result.walletBalanceAfter).toFixed(2);
    print(
      result.replayed
        ? `already done with key ${result.key} (transfer #${result.transferId}); nothing changed`
        : `adjusted ${WALLET_TYPES[wallet]} of ${phone}: transfer #${result.transferId}, balance now ${balance} baht`,
    );
    print(`key: ${result.key} (run again with --key ${result.key} to retry safely)`);
    return 0;
  },
};

export default balanceAdjust;
