import { reconcilePayouts, sandboxPayoutAdapter } from '#payments';
import type { PayoutReconciliation } from '#payments';
import { bangkokDate } from '#shared/bangkok-time.ts';
import { systemClock } from '#shared/clock.ts';
import { OperatorError, optionalFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { bahtText, siteAgentId } from './payment-args.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function reconciliationJson(r: PayoutReconciliation) {
  const text = (v: bigint | null) => (v === null ? null : v.toString());
  return {
    day: r.day,
    gateway: r.gateway,
    ours: { count: r.ours.count, total_satang: r.ours.totalSatang.toString() },
    gateway_report: { count: r.theirs.count, total_satang: r.theirs.totalSatang.toString() },
    balanced: r.differences.length === 0,
    differences: r.differences.map((d) => ({
      kind: d.kind,
      payout_id: d.payoutId,
      withdrawal_id: d.withdrawalId,
      ours_satang: text(d.oursSatang),
      gateway_satang: text(d.gatewaySatang),
      status: d.status,
    })),
  };
}

/**
 * The daily payout reconciliation (docs/PAYMENTS.md#payouts): the gateway's report of a Bangkok day
 * (yesterday unless `--day`) against our withdrawals paid through it. Exit 1 when anything differs.
 */
const payoutReconcile: OperatorCommand = {
  name: 'payout:reconcile',
  summary: "compare the payout gateway's report of a day with our paid withdrawals; lists every difference",
  usage: '[--day YYYY-MM-DD] [--json]',
  async run({ db, config, flags, print }) {
    if (!config.payments.sandboxGateway)
      throw new OperatorError('no payout gateway is on (SANDBOX_GATEWAY=0)');
    const day = optionalFlag(flags, 'day') ?? bangkokDate(new Date(systemClock.now().getTime() - DAY_MS));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) {
      throw new OperatorError('--day must be a date YYYY-MM-DD (Bangkok)');
    }
    const agentId = await siteAgentId(db, config);
    const r = await reconcilePayouts(db, sandboxPayoutAdapter(db, systemClock), agentId, day);
    if (flags.json === true) {
      print(JSON.stringify(reconciliationJson(r)));
      return r.differences.length === 0 ? 0 : 1;
    }
    print(
      `${r.day} ${r.gateway}: ours ${r.ours.count} paid, ${bahtText(r.ours.totalSatang)} baht; ` +
        `gateway ${r.theirs.count} paid, ${bahtText(r.theirs.totalSatang)} baht`,
    );
    for (const d of r.differences) {
      const amount = (v: bigint | null) => (v === null ? '-' : bahtText(v));
      print(
        `${d.kind}  ${d.payoutId}  ours ${amount(d.oursSatang)} (${d.status ?? 'none'})  gateway ${amount(d.gatewaySatang)}`,
      );
    }
    print(r.differences.length === 0 ? 'payouts balanced' : `${r.differences.length} difference(s)`);
    return r.differences.length === 0 ? 0 : 1;
  },
};

export default payoutReconcile;
