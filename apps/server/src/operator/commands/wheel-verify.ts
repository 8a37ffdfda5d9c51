import { findMemberForOperator } from '#members';
import { verifyWheelSpins } from '#wheel';
import { OperatorError, optionalFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';

/**
 * `npm run wheel:verify -- --member <phone> | --spin <id> [--json]` (docs/rules/wheel.md#checking-a-spin):
 * recomputes the member's spins, or one spin, from their commitment's seeds, nonce and committed weights,
 * with the function the member's page uses. Exit 0 when every spin drawn from a commitment agrees, 1 when
 * one does not (or there is none to check). Read-only, so nothing is audited.
 */
const wheelVerify: OperatorCommand = {
  name: 'wheel:verify',
  summary: "recompute a member's wheel spins (or one spin) from their seed commitment; exit 1 on a mismatch",
  usage: '--member <phone> | --spin <id> [--json]',
  async run({ db, config, flags, print }) {
    const phone = optionalFlag(flags, 'member');
    const spinText = optionalFlag(flags, 'spin');
    if ((phone === undefined) === (spinText === undefined)) {
      throw new OperatorError('give exactly one of --member <phone> or --spin <id>');
    }
    let which: { memberId: number } | { spinId: number };
    if (phone !== undefined) {
      const member = await findMemberForOperator(db, config.agentCode, phone);
      if (!member) throw new OperatorError(`no member with phone ${phone} at agent ${config.agentCode}`);
      which = { memberId: member.id };
    } else {
      if (!/^[1-9]\d{0,9}$/.test(spinText!)) throw new OperatorError('--spin must be a spin id such as 42');
      which = { spinId: Number(spinText) };
    }
    const report = await verifyWheelSpins(db, which);
    if (flags.json === true) {
      print(JSON.stringify({ ok: report.agrees, ...report }));
      return report.agrees ? 0 : 1;
    }
    if (report.spins.length === 0) print('no spin found');
    for (const s of report.spins) {
      const where = `spin #${s.spin_id} wheel #${s.wheel_id}`;
      if (s.state === 'unprovable') {
        print(`--   ${where}: drawn before seed commitments, nothing to recompute`);
        continue;
      }
      const seed = `commitment #${s.commitment_id} (${s.revealed ? 'revealed' : 'not revealed yet'}, sha256 ${s.server_seed_hash}) nonce ${s.nonce}`;
      if (s.state === 'agree') print(`OK   ${where}: segment #${s.segment_id}, ${seed}`);
      else if (s.state === 'disagree') print(`FAIL ${where}: ${s.reason}; ${seed}`);
    }
    print(report.agrees ? 'every spin agrees with its commitment' : 'the spins do NOT all agree');
    return report.agrees ? 0 : 1;
  },
};

export default wheelVerify;
