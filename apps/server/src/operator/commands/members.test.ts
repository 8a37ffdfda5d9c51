import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testDatabases } from '#testing/databases.ts';
import { ledgerTransfers, members, operatorAuditLog } from '#db/schema/index.ts';
import { memberWallets } from '#ledger';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { registerMember } from '#testing/members.ts';
import { parseArguments } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import balanceAdjust from './balance-adjust.ts';
import memberShow from './member-show.ts';
import sandboxOtp from './sandbox-otp.ts';

describe.each(testDatabases())('member operator commands on $kind', (target) => {
  let t: TestApp;
  suiteTestApp(target, {}, (made) => (t = made));

  /** Runs a command as `npm run operator -- <argv>` would, collecting what it prints. */
  const run = async (command: OperatorCommand, argv: string[]) => {
    const lines: string[] = [];
    const { args, flags } = parseArguments(argv);
    const code = await command.run({
      db: t.database.db,
      database: t.database,
      config: t.config,
      args,
      flags,
      print: (line = '') => void lines.push(line),
    });
    return { code, out: lines.join('\n') };
  };
  const memberIdOf = async (phone: string) =>
    (await t.database.db.select({ id: members.id }).from(members).where(eq(members.phone, phone)))[0]?.id ??
    0;
  const mainBalance = async (id: number) => (await memberWallets(t.database.db, id))[0]?.balance;

  it('adjusts a wallet through the ledger and writes the audit row', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(m.phone);
    const { code, out } = await run(balanceAdjust, [
      m.phone,
      '250.75',
      '--reason',
      'ชดเชยเกมค้าง',
      '--operator',
      'nok',
    ]);
    expect(code).toBe(0);
    expect(out).toContain('balance now 250.75 baht');
    expect(await mainBalance(id)).toBe(25_075n);
    const transfers = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(
        and(eq(ledgerTransfers.reason, 'operator_adjustment'), eq(ledgerTransfers.createdBy, 'operator:nok')),
      );
    expect(transfers.some((tr) => tr.memo === 'ชดเชยเกมค้าง' && tr.amount === 25_075n)).toBe(true);
    const audit = await t.database.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, String(id)));
    expect(audit).toEqual([
      expect.objectContaining({
        operator: 'nok',
        action: 'balance:adjust',
        targetType: 'member',
        detail: expect.objectContaining({ amount_satang: '25075', reason: 'ชดเชยเกมค้าง', wallet: 1 }),
      }),
    ]);
  });

  it('does not adjust twice when retried with the same --key', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(m.phone);
    const argv = [m.phone, '100', '--reason', 'คืนยอด', '--operator', 'nok', '--key', `ticket-${id}`];
    expect((await run(balanceAdjust, argv)).code).toBe(0);
    const again = await run(balanceAdjust, argv);
    expect(again.out).toContain('nothing changed');
    expect(await mainBalance(id)).toBe(100_00n);
    const audit = await t.database.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, String(id)));
    expect(audit).toHaveLength(1);
  });

  it('prints a generated key to retry with when none is given', async () => {
    const m = await registerMember(t);
    const { out } = await run(balanceAdjust, [m.phone, '5', '--reason', 'ทดสอบ', '--operator', 'nok']);
    expect(out).toMatch(/--key [0-9a-f-]{36}/);
  });

  it('takes money back with a negative amount but never below 0', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(m.phone);
    await run(balanceAdjust, [m.phone, '50', '--reason', 'เติม', '--operator', 'nok']);
    await expect(
      run(balanceAdjust, [m.phone, '-50.01', '--reason', 'ดึงคืน', '--operator', 'nok']),
    ).rejects.toThrow(/never takes a balance below 0/);
    expect((await run(balanceAdjust, [m.phone, '-50', '--reason', 'ดึงคืน', '--operator', 'nok'])).code).toBe(
      0,
    );
    expect(await mainBalance(id)).toBe(0n);
  });

  it.each([
    [['0899999990', '10', '--reason', 'x'], /no member/],
    [['<phone>', '10'], /--reason <value> is required/],
    [['<phone>', '10', '--reason', '   '], /--reason <value> is required/],
    [['<phone>', '10.001', '--reason', 'x'], /at most 2 decimals/],
    [['<phone>', 'ten', '--reason', 'x'], /<amount> must be baht/],
    [['<phone>', '0', '--reason', 'x'], /must not be zero/],
    [['<phone>', '10', '--reason', 'x', '--wallet', '5'], /--wallet must be 1, 2, 3 or 4/],
  ])('refuses %j and changes nothing', async (argv, message) => {
    const m = await registerMember(t);
    const args = argv.map((a) => (a === '<phone>' ? m.phone : a));
    await expect(run(balanceAdjust, args)).rejects.toThrow(message);
    expect(await mainBalance(await memberIdOf(m.phone))).toBe(0n);
  });

  it('shows a member with wallets, points and status, and never the password hash', async () => {
    const m = await registerMember(t, { line_id: 'somchai99' });
    await run(balanceAdjust, [m.phone, '12.5', '--reason', 'ทดสอบ', '--operator', 'nok', '--wallet', '2']);
    const { code, out } = await run(memberShow, [m.phone]);
    expect(code).toBe(0);
    expect(out).toContain(`${m.phone} สมชาย ใจดี`);
    expect(out).toMatch(/status\s+active/);
    expect(out).toContain(`main bank     KBANK ${m.bank_account_no}`);
    expect(out).toMatch(/wallet 2\s+12\.50 baht/);
    expect(out).toMatch(/points\s+0/);
    expect(out).not.toMatch(/argon|password_hash|\$argon2/);
  });

  it('prints the latest sandbox code for a phone', async () => {
    const m = await registerMember(t);
    await t.app.inject({ method: 'POST', url: '/api/reset_password', payload: { phone: m.phone } });
    const { code, out } = await run(sandboxOtp, [m.phone]);
    expect(code).toBe(0);
    expect(out).toMatch(/^\d{6} {2}\(sent /);
    await expect(run(sandboxOtp, ['0899999991'])).rejects.toThrow(/no code/);
  });
});
