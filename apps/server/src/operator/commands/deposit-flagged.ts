import { flaggedBalance, listFlagged } from '#payments';
import type { OperatorCommand } from '../command.ts';
import { flaggedJson } from './deposit-flagged-shared.ts';
import { bahtText, siteAgentId } from './payment-args.ts';

/**
 * The flagged-deposit queue (docs/PAYMENTS.md): money that arrived but was not credited automatically,
 * with the ids deposit:flagged:credit and deposit:flagged:return take. It also says what the ledger's
 * deposits_flagged account holds, which equals the pending total while the books agree.
 */
const depositFlagged: OperatorCommand = {
  name: 'deposit:flagged',
  summary: 'list deposits that arrived but were not credited automatically (pending; --all for decided too)',
  usage: '[--all] [--json]',
  async run({ db, config, flags, print }) {
    const agentId = await siteAgentId(db, config);
    const rows = await listFlagged(db, agentId, { all: flags.all === true });
    const pending = rows.filter((r) => r.flagged.status === 'pending');
    const pendingSatang = pending.reduce((sum, r) => sum + r.flagged.amountSatang, 0n);
    const ledgerSatang = await flaggedBalance(db);
    if (flags.json === true) {
      print(
        JSON.stringify({
          flagged: rows.map((r) => ({
            ...flaggedJson(r.flagged),
            intent_status: r.intentStatus,
            member_phone: r.memberPhone,
          })),
          pending_count: pending.length,
          pending_satang: pendingSatang.toString(),
          ledger_satang: ledgerSatang.toString(),
        }),
      );
      return 0;
    }
    for (const { flagged: f, intentStatus, memberPhone } of rows) {
      const intent = f.reference
        ? `${f.reference}${intentStatus ? ` (${intentStatus})` : ''}`
        : 'no reference';
      const member = f.memberId ? `member ${f.memberId} ${memberPhone ?? ''}`.trim() : 'no member';
      const decided =
        f.status === 'pending' ? '' : `  [${f.status} by ${f.decidedBy}: ${f.decisionNote ?? ''}]`;
      print(
        `#${f.id}  ${f.paidAt.toISOString()}  ${bahtText(f.amountSatang)} baht  ${f.reason}  ${intent}  ` +
          `${member}  via ${f.source}: ${f.detail}${decided}`,
      );
    }
    print(
      `${pending.length} pending, ${bahtText(pendingSatang)} baht held ` +
        `(ledger deposits_flagged: ${bahtText(ledgerSatang)} baht)`,
    );
    return 0;
  },
};

export default depositFlagged;
