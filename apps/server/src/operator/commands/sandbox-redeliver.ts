import { auditPayment, directSandboxGateway } from '../../payments/index.ts';
import { systemClock } from '../../shared/clock.ts';
import { OperatorError } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { operatorOf } from './payment-args.ts';

/** Sends a sandbox gateway event again, as real gateways sometimes do: the receiver must ignore it. */
const sandboxRedeliver: OperatorCommand = {
  name: 'sandbox:redeliver',
  summary: 'deliver a SANDBOX gateway event again by its id (the deposit is still credited once)',
  usage: '<event id>',
  async run({ db, config, args, flags, print }) {
    const [eventId] = args;
    if (!eventId) throw new OperatorError('<event id> is required');
    const gateway = directSandboxGateway(db, config, systemClock);
    const result = await gateway.redeliver(eventId.trim());
    gateway.close();
    if (!result.ok) throw new OperatorError(`no sandbox event ${eventId}`);
    await auditPayment(db, {
      operator: operatorOf(flags),
      action: 'sandbox:redeliver',
      targetType: 'gateway_event',
      targetId: result.eventId,
      detail: { delivered: result.delivered },
    });
    print(
      result.delivered
        ? `event ${result.eventId} delivered again`
        : `event ${result.eventId} was not accepted`,
    );
    return result.delivered ? 0 : 1;
  },
};

export default sandboxRedeliver;
