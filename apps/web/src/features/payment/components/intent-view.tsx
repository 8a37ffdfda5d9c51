import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DepositRewards, DepositStatus, QrcodeInfo } from '@ug99/contract';
import { Link } from 'react-router';
import { paymentTh } from '../th.ts';
import { formatNumber, formatTHB } from '@/shared/format/index.ts';
import { mainWalletOf, refreshMemberMoney, useWallets } from '@/shared/session/wallets.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useInquiryStatus } from '../api/inquiry-status.ts';
import { CancelIntent } from './cancel-intent.tsx';
import { Countdown } from './countdown.tsx';
import { PayDetails } from './pay-details.tsx';
import { StatusBadge } from './status-badge.tsx';
import { PromotionOutcome } from './promotion-outcome.tsx';
import { PROMOTION_QUERY_KEY } from '@/shared/session/promotion.ts';
import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

interface IntentViewProps {
  intent: QrcodeInfo;
  /** Back to the form for another deposit. */
  onNew: () => void;
  /** Leaving the flow through a link (the dialog closes itself). */
  onLeave?: (() => void) | undefined;
}

/**
 * One deposit intent from "scan or transfer" to its end. While pending it asks inquiry_status every
 * few seconds; the first "paid" refreshes the member's balances everywhere they show.
 */
export function IntentView({ intent, onNew, onLeave }: IntentViewProps) {
  const queryClient = useQueryClient();
  const inquiry = useInquiryStatus(intent.reference, intent.status === 'pending');
  const status: DepositStatus = inquiry.data?.status ?? intent.status;
  const label = inquiry.data?.status_label ?? intent.status_label;

  useEffect(() => {
    if (status === 'paid') {
      void refreshMemberMoney(queryClient);
      // A chosen promotion moved the deposit on, or was refused: its progress and history changed.
      void queryClient.invalidateQueries({ queryKey: PROMOTION_QUERY_KEY });
      // What the deposit earned came with the credit (docs/ENGAGEMENT.md "When rewards arrive"): the
      // points history, the wheel's free spins, the quests' progress (the header's star) and poll votes.
      for (const part of ['points-history', 'wheel', 'quests', 'poll']) {
        void queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, part] });
      }
    }
  }, [status, queryClient]);

  return (
    <section aria-labelledby="intent-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="intent-heading" className="text-xl font-bold text-white">
          {paymentTh.intentHeading[intent.kind]}
        </h2>
        <StatusBadge status={status} label={label} />
      </div>
      {status === 'pending' && (
        <>
          <Countdown expiresAt={inquiry.data?.expires_at ?? intent.expires_at} />
          <PayDetails intent={intent} />
          <p aria-live="polite" className="flex items-center gap-2 text-base text-muted">
            <span aria-hidden="true" className="size-2.5 shrink-0 animate-pulse rounded-full bg-gold-400" />
            {paymentTh.waiting}
          </p>
          {intent.sandbox_url && (
            <a
              href={intent.sandbox_url}
              target="_blank"
              rel="noopener noreferrer"
              className="link-gold inline-flex min-h-11 items-center"
            >
              {paymentTh.sandboxLink[intent.kind]}
            </a>
          )}
          <CancelIntent reference={intent.reference} onCancelled={onNew} />
        </>
      )}
      {status === 'paid' && (
        <>
          <Paid
            amount={inquiry.data?.pay_amount ?? intent.pay_amount}
            rewards={inquiry.data?.rewards ?? null}
            onNew={onNew}
            onLeave={onLeave}
          />
          <PromotionOutcome reference={intent.reference} onLeave={onLeave} />
        </>
      )}
      {(status === 'expired' || status === 'cancelled') && (
        <div role="status" className="space-y-3 rounded-2xl border border-ink-600 bg-ink-900/60 p-4">
          <p className="text-lg font-bold text-white">
            {status === 'expired' ? paymentTh.expiredTitle : paymentTh.cancelledTitle}
          </p>
          <p className="text-base text-muted">
            {status === 'expired' ? paymentTh.expiredMessage : paymentTh.cancelledMessage}
          </p>
          <button type="button" onClick={onNew} className="btn btn-gold w-full">
            {paymentTh.newIntent}
          </button>
        </div>
      )}
    </section>
  );
}

function Paid({
  amount,
  rewards,
  onNew,
  onLeave,
}: {
  amount: number;
  rewards: DepositRewards | null;
  onNew: () => void;
  onLeave?: (() => void) | undefined;
}) {
  const wallets = useWallets();
  const main = wallets.data ? mainWalletOf(wallets.data) : undefined;
  return (
    <div role="status" className="space-y-3 rounded-2xl border border-emerald-500/50 bg-emerald-500/10 p-4">
      <p className="text-xl font-bold text-emerald-300">{paymentTh.paidTitle}</p>
      <p className="text-base text-ink-100">{paymentTh.paidMessage(formatTHB(amount))}</p>
      <RewardsLine rewards={rewards} onLeave={onLeave} />
      <p className="text-base text-muted">
        {paymentTh.mainBalance}{' '}
        {main ? (
          <span className="text-lg font-bold text-gold-400 tabular-nums">{formatTHB(main.balance)}</span>
        ) : (
          <Skeleton className="inline-block h-5 w-24 align-middle" />
        )}
      </p>
      <div className="grid grid-cols-2 gap-3">
        {/* The game lobby, where the money just deposited is meant to go (docs/GAME-LOBBY-AND-SHEET.md). */}
        <Link to="/lobby" onClick={onLeave} className="btn btn-gold">
          {paymentTh.playNow}
        </Link>
        <button type="button" onClick={onNew} className="btn border border-ink-500 bg-ink-700 text-white">
          {paymentTh.depositAgain}
        </button>
      </div>
    </div>
  );
}

/**
 * What came with the deposit, granted with the credit itself (docs/ENGAGEMENT.md "When rewards arrive"):
 * points, which the header shows as soon as the balances refresh, and free spins, with the way to the wheel.
 */
function RewardsLine({
  rewards,
  onLeave,
}: {
  rewards: DepositRewards | null;
  onLeave?: (() => void) | undefined;
}) {
  if (!rewards || (rewards.points === 0 && rewards.free_spins === 0)) return null;
  return (
    <div
      data-testid="deposit-rewards"
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border border-gold-600/60 bg-gold-600/10 px-4 py-3"
    >
      <p className="text-base font-bold text-gold-400">
        {paymentTh.depositRewards(
          rewards.points > 0 ? formatNumber(rewards.points) : null,
          rewards.free_spins > 0 ? formatNumber(rewards.free_spins) : null,
        )}
      </p>
      {rewards.free_spins > 0 && (
        <Link to="/member/wheel" onClick={onLeave} className="link-gold inline-flex min-h-11 items-center">
          {paymentTh.spinNow}
        </Link>
      )}
    </div>
  );
}
