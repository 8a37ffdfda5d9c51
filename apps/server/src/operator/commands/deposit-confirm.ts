import { bahtToSatang } from '@ug99/contract';
import { auditPayment, confirmDeposit, findIntentByReference } from '../../payments/index.ts';
import { runInLedgerTransaction } from '../../ledger/index.ts';
import { OperatorError, optionalFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { bahtText, operatorOf } from './payment-args.ts';

/** An operator saw the transfer arrive: credits the intent once, whatever else confirms it too. */
const depositConfirm: OperatorCommand = {
  name: 'deposit:confirm',
  summary:
    'confirm a deposit reference whose money arrived (bank transfer); credits it exactly once; audited',
  usage: '<reference> [--amount <baht received, default the exact amount asked>] [--operator name]',
  async run({ db, args, flags, print }) {
    const [raw] = args;
    if (!raw) throw new OperatorError('<reference> is required');
    const reference = raw.trim().toUpperCase();
    const intent = await findIntentByReference(db, reference);
    if (!intent) throw new OperatorError(`no deposit intent with reference ${reference}`);
    const amountText = optionalFlag(flags, 'amount');
    if (amountText !== undefined && !/^\d{1,12}(\.\d{1,2})?$/.test(amountText)) {
      throw new OperatorError('--amount must be baht such as 500.37');
    }
    const amount = amountText === undefined ? intent.payAmountSatang : bahtToSatang(Number(amountText));
    if (amount <= 0n) throw new OperatorError('--amount must be more than 0');
    const operator = operatorOf(flags);
    const result = await runInLedgerTransaction(db, async (tx) => {
      const confirmed = await confirmDeposit(tx, {
        reference,
        amountSatang: amount,
        paidAt: new Date(),
        source: { kind: 'operator', operator },
      });
      if (confirmed.outcome === 'credited') {
        await auditPayment(tx, {
          operator,
          action: 'deposit:confirm',
          targetType: 'deposit_intent',
          targetId: reference,
          detail: { amount_satang: amount.toString(), flagged: confirmed.flagged ?? false },
        });
      }
      return confirmed;
    });
    if (result.outcome !== 'credited') {
      print(`${reference} was already paid; nothing changed`);
      return 0;
    }
    print(
      `credited ${bahtText(amount)} baht for ${reference}${result.flagged ? ' (flagged: late or different amount)' : ''}`,
    );
    return 0;
  },
};

export default depositConfirm;
