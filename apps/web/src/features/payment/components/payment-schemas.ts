import { withdrawBank, type PaymentChannel, type WithdrawList } from '@ug99/contract';
import { z } from 'zod';
import { paymentTh } from '../th.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { parseBahtInput } from './amount.ts';

/** The bounds one amount must respect and what the member reads when it does not. */
interface AmountLimits {
  min: number;
  max: number;
  belowMin: (min: string) => string;
  aboveMax: (max: string) => string;
}

type CheckedAmount = { ok: true; baht: number } | { ok: false; message: string };

/**
 * A typed amount checked before the server is asked, in the order a member fixes it: something typed,
 * a number with at most 2 decimals, at least the minimum, at most the maximum. Only the first problem
 * is shown. The server checks the same limits again (docs/PAYMENT-PAGES.md).
 */
export function checkAmount(text: string, limits: AmountLimits): CheckedAmount {
  if (text.trim() === '') return { ok: false, message: paymentTh.amountRequired };
  const baht = parseBahtInput(text);
  if (baht === null || baht <= 0) return { ok: false, message: paymentTh.amountInvalid };
  if (baht < limits.min) return { ok: false, message: limits.belowMin(formatTHB(limits.min)) };
  if (baht > limits.max) return { ok: false, message: limits.aboveMax(formatTHB(limits.max)) };
  return { ok: true, baht };
}

/** A deposit's amount is bounded by the chosen channel's minimum and maximum per deposit. */
function depositLimits(channel: PaymentChannel): AmountLimits {
  return {
    min: channel.min_amount,
    max: channel.max_amount,
    belowMin: paymentTh.amountBelowMin,
    aboveMax: paymentTh.amountAboveMax,
  };
}

/**
 * Turns a form's typed amount into baht, or puts the first problem under the amount field. The limits
 * come from the form's own values when they depend on a choice (the deposit channel).
 */
function withCheckedAmount<T extends { amount: string }>(limitsOf: (form: T) => AmountLimits | string) {
  return (form: T, ctx: z.core.$RefinementCtx<T>) => {
    const limits = limitsOf(form);
    const checked =
      typeof limits === 'string' ? { ok: false as const, message: limits } : checkAmount(form.amount, limits);
    if (checked.ok) return { ...form, amount: checked.baht };
    ctx.addIssue({ code: 'custom', path: ['amount'], message: checked.message });
    return z.NEVER;
  };
}

/**
 * The deposit form: channel, destination account and the amount as typed; its output is the
 * generate_qr request. The limits follow the channel picked, so the schema is built from the list.
 */
export function depositFormSchema(channels: readonly PaymentChannel[]) {
  return z
    .object({
      channel_id: z.number(),
      // A channel without an account to pay to cannot take a deposit: the form then sends nothing.
      sub_channel_id: z.number().optional().pipe(z.number()),
      amount: z.string(),
    })
    .transform(
      withCheckedAmount((form) => {
        const channel = channels.find((c) => c.id === form.channel_id);
        return channel ? depositLimits(channel) : paymentTh.noChannels;
      }),
    );
}

/**
 * The withdraw form: destination and the amount as typed. A withdrawal is at least the minimum and at
 * most what the main wallet can pay out now (the list's `withdrawable`).
 */
export function withdrawFormSchema(list: Pick<WithdrawList, 'min_amount' | 'withdrawable'>) {
  const limits: AmountLimits = {
    min: list.min_amount,
    max: list.withdrawable,
    belowMin: paymentTh.withdrawBelowMin,
    aboveMax: paymentTh.withdrawAboveBalance,
  };
  return z.object({ bank: withdrawBank, amount: z.string() }).transform(withCheckedAmount(() => limits));
}

export type DepositFormValues = z.output<ReturnType<typeof depositFormSchema>>;
export type WithdrawFormValues = z.output<ReturnType<typeof withdrawFormSchema>>;
