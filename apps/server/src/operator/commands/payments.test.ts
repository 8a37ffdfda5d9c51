import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { depositIntents, members, operatorAuditLog, sandboxGatewayEvents } from '../../db/schema/index.ts';
import { testDatabases } from '../../db/testing.ts';
import { checkInvariants, memberWallets } from '../../ledger/index.ts';
import { openIntent, paymentsConfig } from '../../payments/testing.ts';
import { createTestApp } from '../../testing/app.ts';
import type { TestApp } from '../../testing/app.ts';
import { asMember, registerMember } from '../../testing/members.ts';
import type { Registered } from '../../testing/members.ts';
import { parseArguments } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { executeCommand } from '../execute.ts';
import { adjustBalance } from './balance-adjust.ts';
import depositConfirm from './deposit-confirm.ts';
import depositImportStatement, { chunkLines } from './deposit-import-statement.ts';
import sandboxPay from './sandbox-pay.ts';
import sandboxRedeliver from './sandbox-redeliver.ts';
import withdrawApprove from './withdraw-approve.ts';
import withdrawPending from './withdraw-pending.ts';
import withdrawReject from './withdraw-reject.ts';

describe.each(testDatabases())('payment operator commands on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { config: paymentsConfig() });
  });
  afterAll(async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
    await t.close();
  });

  /** As `npm run operator -- <argv>` does: prepare in the CLI's process, then run. */
  const run = async (command: OperatorCommand, argv: string[]) => {
    let input = parseArguments(argv);
    if (command.prepare) input = await command.prepare(input);
    const result = await executeCommand(command, {
      db: t.database.db,
      database: t.database,
      config: t.config,
      ...input,
    });
    return { code: result.exitCode, out: [...result.out, ...result.err].join('\n') };
  };
  const main = async (m: Registered) => {
    const [row] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, m.phone));
    return (await memberWallets(t.database.db, row!.id))[0]!.balance;
  };
  const audited = (action: string) =>
    t.database.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, action));

  it('sandbox:pay pays a reference and sandbox:redeliver sends the event again: one credit', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 350);
    const paid = await run(sandboxPay, [qr.reference, '--operator', 'nok']);
    expect(paid).toMatchObject({ code: 0, out: expect.stringContaining('webhook delivered') });
    const [event] = await t.database.db
      .select()
      .from(sandboxGatewayEvents)
      .where(eq(sandboxGatewayEvents.reference, qr.reference));
    expect((await run(sandboxRedeliver, [event!.id])).code).toBe(0);
    expect(await main(m)).toBe(35_000n);
    expect((await run(sandboxPay, [qr.reference])).out).toContain('already paid');
    expect((await audited('sandbox:pay')).some((a) => a.targetId === qr.reference)).toBe(true);
  });

  it('deposit:confirm credits a bank-transfer intent once and audits it', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 800, 'bank_transfer');
    const first = await run(depositConfirm, [qr.reference, '--operator', 'nok']);
    expect(first.out).toContain(`credited ${qr.pay_amount.toFixed(2)} baht`);
    expect((await run(depositConfirm, [qr.reference])).out).toContain('already paid');
    expect(await main(m)).toBe(BigInt(Math.round(qr.pay_amount * 100)));
    expect((await audited('deposit:confirm')).filter((a) => a.targetId === qr.reference)).toHaveLength(1);
    expect((await run(depositConfirm, ['UGNOSUCHREF0'])).code).toBe(1);
  });

  it('deposit:import-statement matches each line to one intent, reports the rest, and credits nothing twice', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const qa = await openIntent(t, a.token, 500, 'bank_transfer');
    const qb = await openIntent(t, b.token, 300, 'truemoney');
    const banks = (await asMember(t, a.token).get('/api/member/payment/channels')).json().data;
    const kbank = banks[1].sub_channels[0].account_no;
    const csv = [
      'date,amount,account,note',
      `2026-11-21T10:15:00+07:00,${qa.pay_amount.toFixed(2)},${kbank},โอนเงิน`,
      `2026-11-21T10:16:00+07:00,${qb.pay_amount.toFixed(2)},0961548273,"TrueMoney, wallet"`,
      `2026-11-21T10:17:00+07:00,999.99,${kbank},ไม่มีรายการ`,
      'not a date,1.00,0,x',
    ].join('\n');
    const dir = mkdtempSync(path.join(tmpdir(), 'ug99-statement-'));
    const file = path.join(dir, 'statement.csv');
    writeFileSync(file, csv);
    const first = await run(depositImportStatement, [file, '--operator', 'nok']);
    expect(first.out).toContain('2 credited, 2 not matched');
    expect(first.out).toContain('NO MATCH');
    expect(first.out).toContain('999.99');
    expect(await main(a)).toBe(BigInt(Math.round(qa.pay_amount * 100)));
    expect(await main(b)).toBe(BigInt(Math.round(qb.pay_amount * 100)));
    const again = await run(depositImportStatement, [file]);
    expect(again.out).toContain('0 credited');
    expect(again.out).toContain('already imported');
    expect(await main(a)).toBe(BigInt(Math.round(qa.pay_amount * 100)));
    const [intent] = await t.database.db
      .select()
      .from(depositIntents)
      .where(eq(depositIntents.reference, qa.reference));
    expect(intent).toMatchObject({ status: 'paid', flaggedLate: false });
    expect(await audited('deposit:import-statement')).toHaveLength(2);
  });

  it('sends a statement file as its content in argument-sized chunks, split only at line ends', () => {
    const lines = Array.from({ length: 200 }, (_, i) => `2026-11-21,${100 + i}.37,0688247153,line ${i}`);
    const chunks = chunkLines(lines.join('\n'));
    expect(chunks.every((c) => c.length <= 1000)).toBe(true);
    expect(chunks.join('\n')).toBe(lines.join('\n'));
  });

  it('withdraw:approve pays out and withdraw:reject gives the money back, both audited', async () => {
    const m = await registerMember(t);
    await adjustBalance(t.database.db, {
      agentCode: 'ug99',
      phone: m.phone,
      amountSatang: 100_000n,
      reason: 'ทดสอบ',
      wallet: 1,
      operator: 't',
    });
    const first = (
      await asMember(t, m.token).post('/api/member/withdraw', { amount: 200, bank: 'main' })
    ).json().data;
    expect((await run(withdrawPending, [])).out).toContain(`#${first.id} `);
    expect((await run(withdrawApprove, [String(first.id), '--operator', 'nok'])).out).toContain('paid');
    expect((await run(withdrawApprove, [String(first.id)])).code).toBe(1);
    const second = (
      await asMember(t, m.token).post('/api/member/withdraw', { amount: 300, bank: 'main' })
    ).json().data;
    expect((await run(withdrawReject, [String(second.id)])).code).toBe(1);
    expect((await run(withdrawReject, [String(second.id), '--reason', 'บัญชีปิดแล้ว'])).out).toContain(
      'rejected',
    );
    expect(await main(m)).toBe(80_000n);
    expect((await audited('withdraw:approve')).some((a) => a.targetId === String(first.id))).toBe(true);
    expect((await audited('withdraw:reject')).some((a) => a.targetId === String(second.id))).toBe(true);
    expect((await run(withdrawApprove, ['abc'])).code).toBe(1);
  });
});
