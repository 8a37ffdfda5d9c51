import { auditPayment, withDirectSandboxGateway } from '#payments';
import { systemClock } from '#shared/clock.ts';
import { OperatorError } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { operatorOf } from './payment-args.ts';
import { requireSandboxGateway } from './sandbox-args.ts';

/** Sends a sandbox gateway event again, as real gateways sometimes do: the receiver must ignore it. */
const sandboxRedeliver: OperatorCommand = {
  name: 'sandbox:redeliver',
  summary: 'deliver a SANDBOX gateway event again by its id (the deposit is still credited once)',
  usage: '<event id> [--operator name] [--json]',
  async run({ db, config, args, flags, print }) {
    requireSandboxGateway(config, 'sandbox:redeliver');
    const [eventId] = args;
    if (!eventId) throw new OperatorError('<event id> is required');
    const result = await withDirectSandboxGateway(db, config, systemClock, (gateway) =>
      gateway.redeliver(eventId.trim()),
    );
    if (!result.ok) throw new OperatorError(`no sandbox event ${eventId}`);
    await auditPayment(db, {
      operator: operatorOf(flags),
      action: 'sandbox:redeliver',
      targetType: 'gateway_event',
      targetId: result.eventId,
      detail: { delivered: result.delivered },
    });
    if (flags.json === true) {
      print(JSON.stringify({ event_id: result.eventId, delivered: result.delivered }));
    } else {
      print(
        result.delivered
          ? `event ${result.eventId} delivered again`
          : `event ${result.eventId} was not accepted; a running server retries it`,
      );
    }
    return result.delivered ? 0 : 1;
  },
};

export default sandboxRedeliver;
