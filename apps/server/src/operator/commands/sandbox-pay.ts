import { auditPayment, directSandboxGateway } from '../../payments/index.ts';
import { systemClock } from '../../shared/clock.ts';
import { OperatorError } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { bahtText, operatorOf } from './payment-args.ts';

/** The sandbox bank's "pay" button from the command line: no real money moves. */
const sandboxPay: OperatorCommand = {
  name: 'sandbox:pay',
  summary: 'pay a deposit reference at the SANDBOX gateway (no real money); it sends the signed webhook',
  usage: '<reference>',
  async run({ db, config, args, flags, print }) {
    const [reference] = args;
    if (!reference) throw new OperatorError('<reference> is required');
    const gateway = directSandboxGateway(db, config, systemClock);
    const result = await gateway.pay(reference.trim().toUpperCase());
    gateway.close();
    if (!result.ok) {
      throw new OperatorError(
        result.why === 'already_paid'
          ? `${reference} is already paid`
          : `no deposit intent with reference ${reference}`,
      );
    }
    await auditPayment(db, {
      operator: operatorOf(flags),
      action: 'sandbox:pay',
      targetType: 'deposit_intent',
      targetId: result.reference,
      detail: {
        event_id: result.eventId,
        amount_satang: result.amountSatang.toString(),
        delivered: result.delivered,
      },
    });
    print(`sandbox paid ${result.reference}: ${bahtText(result.amountSatang)} baht, event ${result.eventId}`);
    print(result.delivered ? 'webhook delivered' : 'webhook not delivered yet: retry with sandbox:redeliver');
    return result.delivered ? 0 : 1;
  },
};

export default sandboxPay;
