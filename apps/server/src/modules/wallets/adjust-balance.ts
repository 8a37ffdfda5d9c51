import { randomUUID } from 'node:crypto';
import { WALLET_TYPE_IDS } from '@ug99/contract';
import type { WalletTypeId } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';
import { originColumns } from '#shared/audit-origin.ts';
import type { AuditOrigin } from '#shared/audit-origin.ts';
import { isLedgerError, runInLedgerTransaction, transfer } from '#ledger';
import { findMemberForOperator } from '#members';

/**
 * An adjustment the rules refuse (no reason, zero amount, unknown member, a balance that would go below
 * zero, a reused key): nothing was written, and the message says why to the operator who asked.
 */
export class AdjustmentRefused extends Error {
  override name = 'AdjustmentRefused';
}

export type AdjustInput = {
  agentCode: string;
  phone: string;
  /** Signed satang: positive credits the wallet, negative takes money back. */
  amountSatang: bigint;
  /**
   * The written reason (docs/rules/ledger.md#operator-adjustments); it is the transfer's memo and goes to the
   * audit log.
   */
  reason: string;
  wallet: WalletTypeId;
  operator: string;
  /** The back office's operator account and address, for the audit row. */
  by?: AuditOrigin | undefined;
  /** The same key never adjusts twice; retry a failed or unclear run with the key it printed. */
  key?: string;
  /** When it is made: the caller's injected clock, stamped on the ledger transfer. */
  now: Date;
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
  if (!reason) throw new AdjustmentRefused('a written --reason is required for every adjustment');
  if (input.amountSatang === 0n) throw new AdjustmentRefused('the amount must not be zero');
  if (!WALLET_TYPE_IDS.includes(input.wallet)) throw new AdjustmentRefused('--wallet must be 1, 2, 3 or 4');
  const operator = input.operator.trim();
  if (!operator) throw new AdjustmentRefused('--operator must name who makes the adjustment');
  const member = await findMemberForOperator(db, input.agentCode, input.phone);
  if (!member) throw new AdjustmentRefused(`no member with phone ${input.phone} at agent ${input.agentCode}`);

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
        at: input.now,
      });
      if (!result.replayed) {
        const after = credit ? result.creditBalanceAfter : result.debitBalanceAfter;
        await tx.insert(operatorAuditLog).values({
          operator,
          ...originColumns(input.by),
          before: { wallet: input.wallet, balance_satang: (after - input.amountSatang).toString() },
          after: { wallet: input.wallet, balance_satang: after.toString() },
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
      throw new AdjustmentRefused(
        'the wallet holds less than that: an adjustment never takes a balance below 0',
      );
    }
    if (isLedgerError(err, 'IDEMPOTENCY_CONFLICT')) {
      throw new AdjustmentRefused(
        `key ${key} was already used for a different adjustment; nothing was changed`,
      );
    }
    throw err;
  }
}
