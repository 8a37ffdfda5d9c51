import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { operatorAuditLog } from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { runOperatorCommand } from '#testing/operator-commands.ts';
import { memberWallets } from '#ledger';
import { creditMainWallet, paymentsConfig, requestWithdrawal } from '#testing/payments.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { memberIdOf, registerMember } from '#testing/members.ts';
import type { OperatorCommand } from '../command.ts';
import withdrawApprove from './withdraw-approve.ts';
import withdrawPending from './withdraw-pending.ts';
import withdrawReject from './withdraw-reject.ts';

describe.each(testDatabases())('withdraw:approve and withdraw:reject on $kind', (target) => {
  let t: TestApp;
  suiteTestApp(target, { config: paymentsConfig() }, (made) => (t = made));

  const run = (command: OperatorCommand, argv: string[]) => runOperatorCommand(t, command, argv);
  /** A member with 1,000 baht who asked to withdraw `baht`; its id and the member's id. */
  const pendingWithdrawal = async (baht: number) => {
    const m = await registerMember(t);
    await creditMainWallet(t.database.db, m, 100_000n);
    const res = await requestWithdrawal(t, m, baht);
    return { id: res.json().data.id as number, memberId: await memberIdOf(t.database.db, m) };
  };
  const main = async (memberId: number) => (await memberWallets(t.database.db, memberId))[0]!.balance;
  const auditsOf = (id: number) =>
    t.database.db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.targetType, 'withdrawal'), eq(operatorAuditLog.targetId, String(id))));

  it('answers a repeated approval with the same result, exit 0, without paying or auditing twice', async () => {
    const w = await pendingWithdrawal(200);
    const first = await run(withdrawApprove, [String(w.id), '--operator', 'nok']);
    expect(first).toMatchObject({
      code: 0,
      out: [expect.stringMatching(`^withdrawal #${w.id} paid: 200.00 baht`)],
    });
    const again = await run(withdrawApprove, [String(w.id), '--operator', 'som']);
    expect(again.code).toBe(0);
    expect(again.out[0]).toMatch(
      new RegExp(`^withdrawal #${w.id} was already paid by nok at .*; nothing changed$`),
    );
    expect(await main(w.memberId)).toBe(80_000n);
    expect(await auditsOf(w.id)).toEqual([
      expect.objectContaining({ action: 'withdraw:approve', operator: 'nok' }),
    ]);
  });

  it('answers a repeated rejection with the reason first given, and gives the money back once', async () => {
    const w = await pendingWithdrawal(300);
    expect((await run(withdrawReject, [String(w.id), '--reason', 'ชื่อบัญชีไม่ตรง'])).code).toBe(0);
    const again = await run(withdrawReject, [String(w.id), '--reason', 'บัญชีปิด']);
    expect(again.code).toBe(0);
    expect(again.out[0]).toContain('already rejected');
    expect(again.out[0]).toContain('(reason: ชื่อบัญชีไม่ตรง)');
    expect(await main(w.memberId)).toBe(100_000n);
    expect(await auditsOf(w.id)).toHaveLength(1);
  });

  it('refuses the contradicting decision with exit 1 and changes nothing', async () => {
    const paid = await pendingWithdrawal(200);
    await run(withdrawApprove, [String(paid.id)]);
    const reject = await run(withdrawReject, [String(paid.id), '--reason', 'สายไป']);
    expect(reject.code).toBe(1);
    expect(reject.err[0]).toMatch(
      new RegExp(`^error: withdrawal #${paid.id} is already paid by .*; nothing changed$`),
    );
    expect(await main(paid.memberId)).toBe(80_000n);

    const rejected = await pendingWithdrawal(200);
    await run(withdrawReject, [String(rejected.id), '--reason', 'ชื่อไม่ตรง']);
    const approve = await run(withdrawApprove, [String(rejected.id)]);
    expect(approve.code).toBe(1);
    expect(approve.err[0]).toContain('is already rejected');
    expect(await main(rejected.memberId)).toBe(100_000n);
    expect(await auditsOf(rejected.id)).toHaveLength(1);
  });

  it('prints one JSON object with --json: the decision, whether it was a replay, and a refusal as ok false', async () => {
    const w = await pendingWithdrawal(150);
    const pending = await run(withdrawPending, ['--json']);
    expect(JSON.parse(pending.out[0]!).pending).toContainEqual(
      expect.objectContaining({ id: w.id, amount_satang: '15000', status: 'pending' }),
    );
    const first = await run(withdrawApprove, [String(w.id), '--operator', 'nok', '--json']);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.out[0]!)).toEqual({
      ok: true,
      replayed: false,
      withdrawal: expect.objectContaining({
        id: w.id,
        status: 'paid',
        amount_satang: '15000',
        decided_by: 'nok',
      }),
    });
    const again = await run(withdrawApprove, [String(w.id), '--json']);
    expect(JSON.parse(again.out[0]!)).toMatchObject({ ok: true, replayed: true });
    const refused = await run(withdrawReject, [String(w.id), '--reason', 'x', '--json']);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.out[0]!)).toMatchObject({
      ok: false,
      error: 'contradicted',
      withdrawal: { status: 'paid' },
    });
    const missing = await run(withdrawApprove, ['999999', '--json']);
    expect({ code: missing.code, out: JSON.parse(missing.out[0]!) }).toEqual({
      code: 1,
      out: { ok: false, error: 'not_found', id: 999999 },
    });
  });
});
