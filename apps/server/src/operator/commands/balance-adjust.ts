import { bahtToSatang, satangToBaht, WALLET_TYPE_IDS, WALLET_TYPES } from '@ug99/contract';
import type { WalletTypeId } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { systemClock } from '#shared/clock.ts';
import { AdjustmentRefused, adjustBalance } from '#wallets';
import type { AdjustInput, AdjustResult } from '#wallets';
import { OperatorError, optionalFlag, requireFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';

/**
 * The wallets domain's audited adjustment (the same function the demo member's credit uses), with its
 * refusals turned into operator errors: they print alone, without a stack.
 */
async function adjustOrRefuse(db: Db, input: AdjustInput): Promise<AdjustResult> {
  try {
    return await adjustBalance(db, input);
  } catch (err) {
    if (err instanceof AdjustmentRefused) throw new OperatorError(err.message);
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
    const result = await adjustOrRefuse(db, {
      agentCode: config.agentCode,
      phone,
      amountSatang: parseBaht(amount),
      reason: requireFlag(flags, 'reason'),
      wallet,
      // Without --operator, the login name of whoever runs the command.
      operator: optionalFlag(flags, 'operator') ?? process.env.USER ?? 'operator',
      key: optionalFlag(flags, 'key'),
      now: systemClock.now(),
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
