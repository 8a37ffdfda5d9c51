import { requestPayout } from '@ug99/sandbox-gateway';
import type { PayoutRecord } from '@ug99/sandbox-gateway';
import type { Db } from '#db/client.ts';
import type { Clock } from '#shared/clock.ts';
import { SANDBOX_GATEWAY_NAME } from '../sandbox.ts';
import type { PayoutAdapter, PayoutAnswer } from './adapter.ts';
import { sandboxPayoutStore } from './sandbox-payout-store.ts';

function answerOf(p: PayoutRecord): PayoutAnswer {
  if (p.status === 'processing' || !p.settledAt) return { state: 'processing' };
  if (p.status === 'paid') return { state: 'paid', at: p.settledAt };
  return { state: 'failed', failureCode: p.failureCode ?? 'failed', at: p.settledAt };
}

/**
 * The sandbox gateway as a payout provider. It shares our database, so the calls go to its store
 * directly (as a real provider's would go over HTTPS); its settlement and signed callbacks are the
 * gateway's own, run by the server that mounts it (deposits/register-routes.ts).
 */
export function sandboxPayoutAdapter(db: Db, clock: Clock): PayoutAdapter {
  const store = sandboxPayoutStore(db);
  return {
    name: SANDBOX_GATEWAY_NAME,
    async request(order) {
      const result = await requestPayout(store, order, clock.now());
      if (!result.ok) throw new Error(`sandbox refused payout ${order.payoutId}: ${result.why}`);
      return answerOf(result.payout);
    },
    async status(payoutId) {
      const payout = await store.findPayout(payoutId);
      return payout ? answerOf(payout) : null;
    },
    async report(from, to) {
      return (await store.paidBetween(from, to)).map((p) => ({
        payoutId: p.payoutId,
        amountSatang: p.amountSatang,
        paidAt: p.settledAt!,
      }));
    },
  };
}
