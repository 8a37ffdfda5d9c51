import type {
  CancelDepositRequest,
  GenerateQrRequest,
  InquiryStatus,
  PaymentChannel,
  PaymentHistoryPage,
  PaymentHistoryQuery,
  PaymentInfo,
  QrcodeInfo,
} from '@ug99/contract';
import { DEPOSIT_STATUS_LABELS, satangToBaht } from '@ug99/contract';
import type { SessionMember } from '#members';
import type { Config } from '#config';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { effectiveStatus, findIntentByReference, latestIntentOf } from '../intents.ts';
import type { DepositIntent } from '../intents.ts';
import { activeExclusion, readResponsibleGaming } from '#responsible-gaming';
import type { Clock } from '#shared/clock.ts';
import {
  INSTRUCTIONS,
  loadChannels,
  quickAmounts,
  RESPONSIBLE_GAMING_NOTE,
  toContractChannel,
} from './channels.ts';
import { cancelIntent } from './cancel.ts';
import { generateQr, qrcodeInfoOf } from './deposit.ts';
import { paymentHistory } from './history.ts';
import { depositRewardsOf } from '../rewards.ts';

export type PaymentService = ReturnType<typeof createPaymentService>;

/** Deposit channels, intents and the payment history (docs/rules/payments.md). */
export function createPaymentService(deps: { db: Db; config: Config; clock: Clock }) {
  const { db, config, clock } = deps;
  const sandbox = config.payments.sandboxGateway;

  /** The member's intent by reference, or their latest; another member's reference is not found. */
  async function intentOf(member: SessionMember, reference: string | undefined): Promise<DepositIntent> {
    const intent = reference
      ? await findIntentByReference(db, reference)
      : await latestIntentOf(db, member.id);
    if (!intent || intent.memberId !== member.id) throw new AppError('DEPOSIT_NOT_FOUND');
    return intent;
  }

  return {
    async channels(member: SessionMember): Promise<PaymentChannel[]> {
      return (await loadChannels(db, member.agentId)).map((c) => toContractChannel(c, sandbox));
    },

    async info(member: SessionMember, channelId: number): Promise<PaymentInfo> {
      const channel = (await loadChannels(db, member.agentId)).find((c) => c.id === channelId);
      if (!channel) throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE');
      const exclusion = activeExclusion(await readResponsibleGaming(db, member.id, clock.now()));
      return {
        channel: toContractChannel(channel, sandbox),
        instructions: INSTRUCTIONS[channel.kind],
        responsible_gaming_note: RESPONSIBLE_GAMING_NOTE,
        blocked_message: exclusion?.message ?? null,
        quick_amounts: quickAmounts(channel),
      };
    },

    async generateQr(member: SessionMember, req: GenerateQrRequest): Promise<QrcodeInfo> {
      const now = clock.now();
      const intent = await generateQr({ db, config, member, now }, req);
      return qrcodeInfoOf(intent, await loadChannels(db, member.agentId), now, sandbox);
    },

    async qrcodeInfo(member: SessionMember, reference: string | undefined): Promise<QrcodeInfo> {
      const intent = await intentOf(member, reference);
      return qrcodeInfoOf(intent, await loadChannels(db, member.agentId), clock.now(), sandbox);
    },

    async inquiryStatus(member: SessionMember, reference: string | undefined): Promise<InquiryStatus> {
      return statusOf(db, await intentOf(member, reference), clock.now());
    },

    async cancel(member: SessionMember, req: CancelDepositRequest): Promise<InquiryStatus> {
      const now = clock.now();
      return statusOf(db, await cancelIntent(db, member.id, req.reference, now), now);
    },

    history(member: SessionMember, query: PaymentHistoryQuery): Promise<PaymentHistoryPage> {
      return paymentHistory(db, member.id, query, clock.now());
    },
  };
}

/** The intent's status; once paid, with what the deposit brought (granted when it was credited). */
async function statusOf(db: Db, intent: DepositIntent, now: Date): Promise<InquiryStatus> {
  const status = effectiveStatus(intent, now);
  return {
    reference: intent.reference,
    status,
    status_label: DEPOSIT_STATUS_LABELS[status],
    pay_amount: satangToBaht(intent.payAmountSatang),
    expires_at: intent.expiresAt.toISOString(),
    paid_at: intent.paidAt?.toISOString() ?? null,
    rewards: status === 'paid' ? await depositRewardsOf(db, intent) : null,
  };
}
