import { satangToBaht } from '@ug99/contract';
import type {
  SandboxOtpResult,
  SandboxPayResult,
  SandboxRedeliverResult,
  SandboxStatus,
} from '@ug99/contract';
import type { Config } from '#config';
import { AppError } from '#http/app-error.ts';
import type { publishWalletBalances } from '#live';
import { runInLedgerTransaction } from '#ledger';
import { latestSandboxOtp } from '#members';
import {
  findIntentByReference,
  loadChannels,
  sandboxEventReference,
  withDirectSandboxGateway,
} from '#payments';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';

/**
 * The sandbox tools (docs/BACKOFFICE.md#sandbox-tools), admin only: the commands sandbox:pay,
 * sandbox:redeliver and sandbox:otp as calls, through the same functions (the payments domain's
 * `withDirectSandboxGateway`, on the injected clock; the members domain's `latestSandboxOtp`). The gateway's calls are refused where
 * SANDBOX_GATEWAY is off, the code where the SMS sender is not the sandbox one.
 *
 * A sandbox payment is a bank and a receiver talking: the gateway saves its event, the receiver credits
 * the deposit in its own transaction and the attempt is recorded, each committed on its own as with a real
 * gateway. As in the command, the `sandbox:pay` / `sandbox:redeliver` audit row follows in its own
 * transaction once the gateway answered; a payment refused (unknown reference, already paid) writes none.
 */
export function createSandboxTools(
  ctx: OperationsContext,
  deps: {
    config: Config;
    audit: typeof writeBackofficeAudit;
    live: { publishWalletBalances: typeof publishWalletBalances };
  },
) {
  const { db } = ctx;
  const gatewayOn = () => deps.config.payments.sandboxGateway;
  const smsOn = () => deps.config.members.smsSender === 'sandbox';
  const requireGateway = () => {
    if (!gatewayOn()) throw new AppError('BO_SANDBOX_GATEWAY_OFF');
  };
  return {
    /** Which sandbox is on, and the site's deposit accounts with the test ones marked while the gateway runs. */
    async status(): Promise<SandboxStatus> {
      const channels = await loadChannels(db, await ctx.agentId());
      return {
        gateway: gatewayOn(),
        sms: smsOn(),
        deposit_accounts: channels.flatMap((c) =>
          c.subChannels.map((s) => ({
            kind: c.kind,
            name: s.name,
            account_no: s.account_no,
            account_name: s.account_name,
            test_account: gatewayOn() && s.testAccount,
          })),
        ),
      };
    },

    async pay(operator: Operator, reference: string): Promise<SandboxPayResult> {
      requireGateway();
      const agentId = await ctx.agentId();
      const intent = await findIntentByReference(db, reference);
      if (!intent || intent.agentId !== agentId) throw new AppError('BO_SANDBOX_REFERENCE_UNKNOWN');
      const result = await withDirectSandboxGateway(db, deps.config, ctx.clock, (gateway) =>
        gateway.pay(reference),
      );
      if (!result.ok) {
        throw new AppError(
          result.why === 'already_paid' ? 'BO_SANDBOX_ALREADY_PAID' : 'BO_SANDBOX_REFERENCE_UNKNOWN',
        );
      }
      const after = await findIntentByReference(db, reference);
      await runInLedgerTransaction(db, (tx) =>
        deps.audit(tx, operator, {
          ip: operator.ip,
          action: 'sandbox:pay',
          targetType: 'deposit_intent',
          targetId: result.reference,
          before: { status: intent.status },
          after: { status: after?.status ?? intent.status },
          detail: {
            event_id: result.eventId,
            amount_satang: result.amountSatang.toString(),
            delivered: result.delivered,
          },
        }),
      );
      // The receiver credited it: the member's open pages show the balance at once.
      if (result.delivered) void deps.live.publishWalletBalances(db, intent.memberId);
      return {
        reference: result.reference,
        event_id: result.eventId,
        amount: satangToBaht(result.amountSatang),
        delivered: result.delivered,
      };
    },

    async redeliver(operator: Operator, eventId: string): Promise<SandboxRedeliverResult> {
      requireGateway();
      const agentId = await ctx.agentId();
      const reference = await sandboxEventReference(db, eventId);
      const intent = reference === undefined ? undefined : await findIntentByReference(db, reference);
      if (!intent || intent.agentId !== agentId) throw new AppError('BO_SANDBOX_EVENT_UNKNOWN');
      const result = await withDirectSandboxGateway(db, deps.config, ctx.clock, (gateway) =>
        gateway.redeliver(eventId),
      );
      if (!result.ok) throw new AppError('BO_SANDBOX_EVENT_UNKNOWN');
      await runInLedgerTransaction(db, (tx) =>
        deps.audit(tx, operator, {
          ip: operator.ip,
          action: 'sandbox:redeliver',
          targetType: 'gateway_event',
          targetId: result.eventId,
          after: { delivered: result.delivered },
          detail: { reference: intent.reference, delivered: result.delivered },
        }),
      );
      return { event_id: result.eventId, delivered: result.delivered };
    },

    /** Read only, like the command: what the member would have received by text message. */
    async otp(phone: string): Promise<SandboxOtpResult> {
      if (!smsOn()) throw new AppError('BO_SANDBOX_SMS_OFF');
      const latest = await latestSandboxOtp(db, phone);
      if (!latest) throw new AppError('BO_SANDBOX_OTP_NONE');
      return { phone, otp: latest.otp, sent_at: latest.sentAt.toISOString() };
    },
  };
}

export type SandboxTools = ReturnType<typeof createSandboxTools>;
