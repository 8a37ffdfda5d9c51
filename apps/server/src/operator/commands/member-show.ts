import { systemClock } from '#shared/clock.ts';
import { satangToBaht } from '@ug99/contract';
import { countLiveSessions } from '#members';
import { memberPoints, memberWallets } from '#ledger';
import { activeExclusion, readResponsibleGaming } from '#responsible-gaming';
import { OperatorError } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { findMemberForOperator, listMemberBankAccounts } from '#members';

/**
 * One member at a glance for support: profile, bank accounts, wallets, points and whether they may
 * play. The password hash is never read, let alone printed.
 */
const memberShow: OperatorCommand = {
  name: 'member:show',
  summary: 'print a member: profile, bank accounts, wallets, points, status',
  usage: '<phone>',
  async run({ db, config, args, print }) {
    const [phone] = args;
    if (!phone) throw new OperatorError('<phone> is required');
    const member = await findMemberForOperator(db, config.agentCode, phone);
    if (!member) throw new OperatorError(`no member with phone ${phone} at agent ${config.agentCode}`);
    const now = systemClock.now();
    const [banks, wallets, points, rg, sessions] = await Promise.all([
      listMemberBankAccounts(db, member.id),
      memberWallets(db, member.id),
      memberPoints(db, member.id),
      readResponsibleGaming(db, member.id, now),
      countLiveSessions(db, member.id, now),
    ]);
    const exclusion = activeExclusion(rg);
    const status = !exclusion
      ? 'active'
      : `${exclusion.key === 'RG_SELF_EXCLUDED' ? 'self-excluded' : 'cooling off'} until ${exclusion.until.toISOString()}`;
    const row = (label: string, value: string) => print(`${label.padEnd(14)}${value}`);

    row('member', `#${member.id} ${member.phone} ${member.firstName} ${member.lastName}`);
    row('agent', member.agentCode);
    row('status', status);
    row('born', member.birthDate);
    row('line id', member.lineId ?? '-');
    row('referral code', member.referralCode);
    row('upline', member.uplineMemberId === null ? '-' : `#${member.uplineMemberId}`);
    for (const bank of banks) row(`${bank.kind} bank`, `${bank.bankCode} ${bank.accountNo}`);
    row('registered', member.createdAt.toISOString());
    row('password set', member.passwordChangedAt.toISOString());
    row('live sessions', String(sessions));
    for (const w of wallets)
      row(`wallet ${w.walletTypeId}`, `${satangToBaht(w.balance).toFixed(2)} baht  ${w.walletName}`);
    const total = wallets.reduce((sum, w) => sum + w.balance, 0n);
    row('wallets total', `${satangToBaht(total).toFixed(2)} baht`);
    row('points', points.toString());
    return 0;
  },
};

export default memberShow;
