import { auditPayment, withDirectSandboxGateway } from '#payments';
import { systemClock } from '#shared/clock.ts';
import { OperatorError } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { bahtText, operatorOf } from './payment-args.ts';
import { requireSandboxGateway } from './sandbox-args.ts';

/** The sandbox bank's "pay" button from the command line: no real money moves. */
const sandboxPay: OperatorCommand = {
  name: 'sandbox:pay',
  summary: 'pay a deposit reference at the SANDBOX gateway (no real money); it sends the signed webhook',
  usage: '<reference> [--operator name] [--json]',
  async run({ db, config, args, flags, print }) {
    requireSandboxGateway(config, 'sandbox:pay');
    const [reference] = args;
    if (!reference) throw new OperatorError('<reference> is required');
    const result = await withDirectSandboxGateway(db, config, systemClock, (gateway) =>
      gateway.pay(reference.trim().toUpperCase()),
    );
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
    if (flags.json === true) {
      print(
        JSON.stringify({
          reference: result.reference,
          event_id: result.eventId,
          amount_baht: bahtText(result.amountSatang),
          amount_satang: result.amountSatang.toString(),
          delivered: result.delivered,
        }),
      );
    } else {
      print(
        `sandbox paid ${result.reference}: ${bahtText(result.amountSatang)} baht, event ${result.eventId}`,
      );
      print(
        result.delivered
          ? 'webhook delivered'
          : 'webhook not delivered yet: a running server retries it, or run sandbox:redeliver',
      );
    }
    return result.delivered ? 0 : 1;
  },
};

export default sandboxPay;
