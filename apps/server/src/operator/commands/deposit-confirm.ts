import { systemClock } from '#shared/clock.ts';
import { bahtToSatang } from '@ug99/contract';
import { auditPayment, confirmByOperator, findIntentByReference } from '#payments';
import { OperatorError, optionalFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { flaggedJson } from './deposit-flagged-shared.ts';
import { bahtText, operatorOf } from './payment-args.ts';

/**
 * An operator saw the transfer arrive. The same rules decide as for a gateway or a statement line
 * (docs/PAYMENTS.md): credited once, or flagged when the intent was closed, the amount differs or a
 * limit stands in the way; then the operator decides with deposit:flagged:credit or :return.
 */
const depositConfirm: OperatorCommand = {
  name: 'deposit:confirm',
  summary:
    'confirm a deposit reference whose money arrived (bank transfer): credited once, or flagged if a rule stands in the way; audited',
  usage: '<reference> [--amount <baht received, default the exact amount asked>] [--operator name] [--json]',
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
    const now = systemClock.now();
    const result = await confirmByOperator(
      db,
      { reference, amountSatang: amount, operator, now },
      (tx, confirmed) =>
        auditPayment(tx, {
          operator,
          action: 'deposit:confirm',
          targetType: 'deposit_intent',
          targetId: reference,
          detail: {
            amount_satang: amount.toString(),
            outcome: confirmed.outcome,
            flagged_id: confirmed.flagged?.id ?? null,
          },
        }),
    );
    if (flags.json === true) {
      print(
        JSON.stringify({
          reference,
          outcome: result.outcome,
          amount_satang: amount.toString(),
          flagged: result.flagged ? flaggedJson(result.flagged) : null,
        }),
      );
      return 0;
    }
    if (result.outcome === 'credited') {
      print(`credited ${bahtText(amount)} baht for ${reference}`);
    } else if (result.outcome === 'flagged' && result.flagged) {
      const f = result.flagged;
      print(
        `NOT credited: ${bahtText(amount)} baht for ${reference} is flagged deposit #${f.id} (${f.reason}: ${f.detail}); ` +
          `decide with deposit:flagged:credit ${f.id} or deposit:flagged:return ${f.id}`,
      );
    } else {
      print(`${reference} was already paid; nothing changed`);
    }
    return 0;
  },
};

export default depositConfirm;
