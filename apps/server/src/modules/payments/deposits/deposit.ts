import { randomBytes, randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { bahtToSatang, DEPOSIT_STATUS_LABELS, errorDetails, satangToBaht } from '@ug99/contract';
import type { GenerateQrRequest, QrcodeInfo } from '@ug99/contract';
import type { Config } from '#config';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { constraintViolated, PAYMENTS_CONSTRAINTS } from '../db-errors.ts';
import { effectiveStatus } from '../intents.ts';
import { promptpayPayload } from '../promptpay.ts';
import type { DepositIntent } from '../intents.ts';
import { canDeposit } from '#responsible-gaming';
import { checkPromotionForDeposit } from '#promotions';
import { loadChannels } from './channels.ts';
import type { ChannelDetail, SubChannelDetail } from './channels.ts';
import { creditedDepositsBefore } from '../promotion-queries.ts';
import { closeOpenIntents, expireLapsed, insertIntent, reservedAmounts } from './queries.ts';

// Crockford-like alphabet without 0/O/1/I: references are read aloud and typed from a screen.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newReference(): string {
  const bytes = randomBytes(10);
  return `UG${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/** Two members racing for one suffix, or one member double-submitting: the loser simply tries again. */
const MAX_ATTEMPTS = 5;

type Context = { db: Db; config: Config; member: { id: number; agentId: number }; now: Date };

async function pickSuffixed(
  db: Db,
  kind: 'bank_transfer' | 'truemoney',
  sub: number,
  amount: bigint,
  now: Date,
  windowStart: Date,
) {
  await expireLapsed(db, kind, sub, now);
  // Whole baht plus 1..99 satang; an amount typed with satang keeps them and gets the suffix on top.
  // A suffix stays taken while an intent with it could still be paid: until its window, expiry plus
  // the grace, has closed before this intent's window opens (docs/PAYMENTS.md, "Satang suffixes").
  const reserved = await reservedAmounts(db, kind, sub, amount + 1n, amount + 99n, windowStart);
  const free: bigint[] = [];
  for (let s = 1n; s <= 99n; s++) if (!reserved.has(amount + s)) free.push(amount + s);
  if (free.length === 0) throw new AppError('DEPOSIT_AMOUNT_BUSY');
  return free[randomInt(free.length)]!;
}

function findSub(channels: ChannelDetail[], req: GenerateQrRequest) {
  const channel = channels.find((c) => c.id === req.channel_id);
  const sub = channel?.subChannels.find((s) => s.id === req.sub_channel_id);
  if (!channel || !sub) throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE');
  return { channel, sub };
}

/**
 * Opens a deposit intent (docs/rules/payments.md#deposit-intents): channel limits, then responsible gaming,
 * then in one transaction the member's previous open intent is closed and the new one stored with its
 * payload.
 */
export async function generateQr(ctx: Context, req: GenerateQrRequest): Promise<DepositIntent> {
  const { db, member, now } = ctx;
  const { channel, sub } = findSub(await loadChannels(db, member.agentId), req);
  const amount = bahtToSatang(req.amount);
  if (amount < channel.minSatang) {
    throw new AppError('DEPOSIT_BELOW_MIN', errorDetails.DEPOSIT_BELOW_MIN(channel.min_amount));
  }
  if (amount > channel.maxSatang) {
    throw new AppError('DEPOSIT_ABOVE_MAX', errorDetails.DEPOSIT_ABOVE_MAX(channel.max_amount));
  }
  const rg = await canDeposit(db, member.id, amount, now);
  if (!rg.ok) throw new AppError(rg.key, rg.message);
  // A chosen promotion that already cannot apply is said now, before the member pays; crediting decides
  // again (docs/rules/promotions.md#choosing-while-depositing).
  const promotionId = req.promotion_id ?? null;
  if (promotionId !== null) {
    const input = { memberId: member.id, agentId: member.agentId, promotionId, amountSatang: amount, now };
    await checkPromotionForDeposit(db, input, creditedDepositsBefore);
  }

  for (let attempt = 1; ; attempt++) {
    try {
      return await runInLedgerTransaction(db, (tx) => openIntent(tx, ctx, channel, sub, amount, promotionId));
    } catch (err) {
      const retry = constraintViolated(
        err,
        PAYMENTS_CONSTRAINTS.openIntentPerMember,
        PAYMENTS_CONSTRAINTS.openPayAmount,
      );
      if (!retry || attempt >= MAX_ATTEMPTS) throw err;
    }
  }
}

async function openIntent(
  tx: Db,
  ctx: Context,
  channel: ChannelDetail,
  sub: SubChannelDetail,
  amount: bigint,
  promotionId: number | null,
) {
  const { member, now, config } = ctx;
  const { depositIntentTtlMs: ttl, depositMatchGraceMs: grace } = config.payments;
  const expiresAt = new Date(now.getTime() + ttl);
  // Money reported up to the grace before it opened or after it expired still counts as arriving while
  // it was open: statement lines print minutes, and the bank's and the gateway's clocks are not ours.
  const acceptsFrom = new Date(now.getTime() - grace);
  const acceptsUntil = new Date(expiresAt.getTime() + grace);
  await closeOpenIntents(tx, member.id, now);
  const payAmount =
    channel.kind === 'promptpay'
      ? amount
      : await pickSuffixed(tx, channel.kind, sub.id, amount, now, acceptsFrom);
  return insertIntent(tx, {
    reference: newReference(),
    agentId: member.agentId,
    memberId: member.id,
    channel: channel.kind,
    subChannelId: sub.id,
    amountSatang: amount,
    payAmountSatang: payAmount,
    payload: sub.promptpay ? promptpayPayload(sub.promptpay, payAmount) : null,
    expiresAt,
    acceptsFrom,
    acceptsUntil,
    promotionId,
  });
}

/** The intent as the deposit page shows it, QR image included for PromptPay. */
export async function qrcodeInfoOf(
  intent: DepositIntent,
  channels: ChannelDetail[],
  now: Date,
  sandbox: boolean,
): Promise<QrcodeInfo> {
  const channel = channels.find((c) => c.kind === intent.channel);
  const sub = channel?.subChannels.find((s) => s.id === intent.subChannelId);
  const status = effectiveStatus(intent, now);
  const svg = intent.payload
    ? await QRCode.toString(intent.payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
    : null;
  return {
    reference: intent.reference,
    channel_id: channel?.id ?? 0,
    sub_channel_id: intent.subChannelId,
    kind: intent.channel,
    amount: satangToBaht(intent.amountSatang),
    pay_amount: satangToBaht(intent.payAmountSatang),
    qr_svg: svg ? `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` : null,
    payload: intent.payload,
    pay_to: intent.channel === 'promptpay' || !sub ? null : sub.payTo,
    // Marked only while the sandbox runs (docs/rules/payments.md#test-accounts).
    test_account: sandbox && (sub?.testAccount ?? false),
    status,
    status_label: DEPOSIT_STATUS_LABELS[status],
    created_at: intent.createdAt.toISOString(),
    expires_at: intent.expiresAt.toISOString(),
    sandbox_url: sandbox ? `/sandbox/bank?reference=${intent.reference}` : null,
  };
}
