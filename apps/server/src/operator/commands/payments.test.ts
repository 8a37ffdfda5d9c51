import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { depositIntents, flaggedDeposits, operatorAuditLog, sandboxGatewayEvents } from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { accountBalance } from '#ledger';
import {
  creditMainWallet,
  mainBalanceOf,
  openIntent,
  paymentEventBody,
  paymentsConfig,
  postWebhook,
  requestWithdrawal,
} from '#testing/payments.ts';
import { runOperatorCommand } from '#testing/operator-commands.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import type { OperatorCommand } from '../command.ts';
import depositConfirm from './deposit-confirm.ts';
import depositFlagged from './deposit-flagged.ts';
import depositFlaggedCredit from './deposit-flagged-credit.ts';
import depositFlaggedReturn from './deposit-flagged-return.ts';
import depositImportStatement, { chunkLines } from './deposit-import-statement.ts';
import sandboxPay from './sandbox-pay.ts';
import sandboxRedeliver from './sandbox-redeliver.ts';
import withdrawApprove from './withdraw-approve.ts';
import withdrawPending from './withdraw-pending.ts';
import withdrawReject from './withdraw-reject.ts';

describe.each(testDatabases())('payment operator commands on $kind', (target) => {
  let t: TestApp;
  suiteTestApp(target, { config: paymentsConfig() }, (made) => (t = made));

  /** As `npm run operator -- <argv>` does, what it printed (out, then err) as one text. */
  const run = async (command: OperatorCommand, argv: string[]) => {
    const { code, out, err } = await runOperatorCommand(t, command, argv);
    return { code, out: [...out, ...err].join('\n') };
  };
  const main = (m: Registered) => mainBalanceOf(t.database.db, m);
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

  it('deposit:import-statement matches each line to one intent, flags money on our account that matches none, and credits nothing twice', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const qa = await openIntent(t, a.token, 500, 'bank_transfer');
    const qb = await openIntent(t, b.token, 300, 'truemoney');
    const banks = (await asMember(t, a.token).get('/api/member/payment/channels')).json().data;
    const kbank = banks[1].sub_channels[0].account_no;
    // Lines are matched to the intents open at their time: these arrived just now.
    const now = new Date().toISOString();
    const csv = [
      'date,amount,account,note',
      `${now},${qa.pay_amount.toFixed(2)},${kbank},โอนเงิน`,
      `${now},${qb.pay_amount.toFixed(2)},0001234567,"TrueMoney, wallet"`,
      `${now},999.99,${kbank},ไม่มีรายการ`,
      'not a date,1.00,0,x',
    ].join('\n');
    const dir = mkdtempSync(path.join(tmpdir(), 'ug99-statement-'));
    const file = path.join(dir, 'statement.csv');
    writeFileSync(file, csv);
    const first = await run(depositImportStatement, [file, '--operator', 'nok']);
    expect(first.out).toContain('2 credited, 1 flagged, 0 already imported, 1 not matched');
    expect(first.out).toMatch(/FLAGGED #\d+ 999\.99 baht \(no_matching_intent/);
    expect(first.out).toContain('NOT READ');
    expect(await main(a)).toBe(BigInt(Math.round(qa.pay_amount * 100)));
    expect(await main(b)).toBe(BigInt(Math.round(qb.pay_amount * 100)));
    const again = await run(depositImportStatement, [file]);
    expect(again.out).toContain('0 credited, 0 flagged, 3 already imported');
    expect(await main(a)).toBe(BigInt(Math.round(qa.pay_amount * 100)));
    const [intent] = await t.database.db
      .select()
      .from(depositIntents)
      .where(eq(depositIntents.reference, qa.reference));
    expect(intent).toMatchObject({ status: 'paid', confirmedBy: expect.stringMatching(/^statement:/) });
    expect(await audited('deposit:import-statement')).toHaveLength(2);
  });

  it('sends a statement file as its content in argument-sized chunks, split only at line ends', () => {
    const lines = Array.from({ length: 200 }, (_, i) => `2026-11-21,${100 + i}.37,000012345,line ${i}`);
    const chunks = chunkLines(lines.join('\n'));
    expect(chunks.every((c) => c.length <= 1000)).toBe(true);
    expect(chunks.join('\n')).toBe(lines.join('\n'));
  });

  /** Money for `qr` that will not be credited automatically (a different amount): its flagged row's id. */
  const flagWrongAmount = async (reference: string, satang: bigint) => {
    const res = await postWebhook(
      t,
      paymentEventBody(`evt_ops_${process.pid}_${++eventNo}`, reference, satang),
    );
    expect(res.json().data.outcome).toBe('flagged');
    const [row] = await t.database.db
      .select()
      .from(flaggedDeposits)
      .where(eq(flaggedDeposits.reference, reference))
      .orderBy(desc(flaggedDeposits.id));
    return row!;
  };
  let eventNo = 0;
  const held = () => accountBalance(t.database.db, { system: 'deposits_flagged' });

  it('deposit:confirm does not credit a cancelled intent: it flags the money and names the commands that decide', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 600, 'bank_transfer');
    await asMember(t, m.token).post('/api/member/payment/cancel', { reference: qr.reference });
    const confirmed = await run(depositConfirm, [qr.reference, '--operator', 'nok']);
    expect(confirmed.out).toMatch(/NOT credited: .* flagged deposit #(\d+) \(intent_cancelled/);
    expect(confirmed.out).toContain('deposit:flagged:credit');
    expect(await main(m)).toBe(0n);
    // Running it again, by anyone, finds the same flagged row.
    const again = await run(depositConfirm, [qr.reference, '--json']);
    const json = JSON.parse(again.out);
    expect(json).toMatchObject({ outcome: 'flagged', flagged: { reason: 'intent_cancelled' } });
    expect(confirmed.out).toContain(`#${json.flagged.id} `);
  });

  it('deposit:flagged lists the queue with ids and reasons, and what deposits_flagged holds', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 500);
    const row = await flagWrongAmount(qr.reference, 55_000n);
    const listed = await run(depositFlagged, []);
    expect(listed.out).toContain(`#${row.id} `);
    expect(listed.out).toContain(`550.00 baht  amount_mismatch  ${qr.reference} (pending)`);
    expect(listed.out).toContain(m.phone);
    expect(listed.out).toMatch(/\d+ pending, [\d.]+ baht held \(ledger deposits_flagged: [\d.]+ baht\)/);
    const json = JSON.parse((await run(depositFlagged, ['--json'])).out);
    expect(json.flagged.find((f: { id: number }) => f.id === row.id)).toMatchObject({
      status: 'pending',
      reason: 'amount_mismatch',
      amount_satang: '55000',
      member_phone: m.phone,
      intent_status: 'pending',
    });
    // Every pending row's money, and only that, is held in the ledger.
    expect(json.ledger_satang).toBe(json.pending_satang);
  });

  it("deposit:flagged:credit credits the intent's member once, marks the intent paid, and audits the reason", async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 500);
    const row = await flagWrongAmount(qr.reference, 50_100n);
    const before = await held();
    expect((await run(depositFlaggedCredit, [String(row.id)])).code).toBe(1);
    const first = await run(depositFlaggedCredit, [
      String(row.id),
      '--reason',
      'สลิปตรง',
      '--operator',
      'nok',
    ]);
    expect(first).toMatchObject({
      code: 0,
      out: expect.stringContaining(`#${row.id} credited: 501.00 baht`),
    });
    const again = await run(depositFlaggedCredit, [String(row.id), '--reason', 'สลิปตรง']);
    expect(again).toMatchObject({ code: 0, out: expect.stringContaining('nothing changed') });
    expect(await main(m)).toBe(50_100n);
    expect(await held()).toBe(before - 50_100n);
    const [intent] = await t.database.db
      .select()
      .from(depositIntents)
      .where(eq(depositIntents.reference, qr.reference));
    expect(intent).toMatchObject({ status: 'paid', creditedSatang: 50_100n });
    const audits = (await audited('deposit:flagged:credit')).filter((a) => a.targetId === String(row.id));
    expect(audits).toMatchObject([{ operator: 'nok', detail: { reason: 'สลิปตรง', amount_satang: '50100' } }]);
    const refused = await run(depositFlaggedReturn, [String(row.id), '--reason', 'x']);
    expect(refused).toMatchObject({ code: 1, out: expect.stringContaining('already credited') });
  });

  it('deposit:flagged:credit needs --member for money whose reference is unknown, and credits that member', async () => {
    const m = await registerMember(t);
    const row = await flagWrongAmount('UGUNKNOWNREF', 12_345n);
    expect(row).toMatchObject({ reason: 'unknown_reference', memberId: null });
    const without = await run(depositFlaggedCredit, [String(row.id), '--reason', 'ลูกค้าแจ้ง']);
    expect(without).toMatchObject({ code: 1, out: expect.stringContaining('--member <phone>') });
    expect(
      (await run(depositFlaggedCredit, [String(row.id), '--reason', 'x', '--member', '0999999999'])).code,
    ).toBe(1);
    const credited = await run(depositFlaggedCredit, [
      String(row.id),
      '--member',
      m.phone,
      '--reason',
      'ลูกค้าแจ้งพร้อมสลิป',
      '--json',
    ]);
    expect(JSON.parse(credited.out)).toMatchObject({
      ok: true,
      replayed: false,
      flagged: { status: 'credited', amount_satang: '12345' },
    });
    expect(await main(m)).toBe(12_345n);
  });

  it('deposit:flagged:return sends the money back out without touching a wallet, once', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 300);
    const row = await flagWrongAmount(qr.reference, 30_500n);
    const gatewayBefore = await accountBalance(t.database.db, { system: 'gateway_cash' });
    const returned = await run(depositFlaggedReturn, [String(row.id), '--reason', 'โอนผิดยอด คืนตามบัญชีต้นทาง']);
    expect(returned).toMatchObject({
      code: 0,
      out: expect.stringContaining(`#${row.id} returned: 305.00 baht`),
    });
    expect(await main(m)).toBe(0n);
    // The money had come in at the gateway (its balance went down by it); returning it brings it back up.
    expect(await accountBalance(t.database.db, { system: 'gateway_cash' })).toBe(gatewayBefore + 30_500n);
    const again = JSON.parse(
      (await run(depositFlaggedReturn, [String(row.id), '--reason', 'x', '--json'])).out,
    );
    expect(again).toMatchObject({ ok: true, replayed: true, flagged: { status: 'returned' } });
    const credit = JSON.parse(
      (await run(depositFlaggedCredit, [String(row.id), '--reason', 'x', '--json'])).out,
    );
    expect(credit).toMatchObject({ ok: false, error: 'contradicted' });
    expect(
      (await audited('deposit:flagged:return')).filter((a) => a.targetId === String(row.id)),
    ).toHaveLength(1);
    expect((await run(depositFlaggedReturn, ['abc', '--reason', 'x'])).code).toBe(1);
    expect((await run(depositFlaggedReturn, ['999999', '--reason', 'x'])).code).toBe(1);
  });

  it('decides a flagged deposit once when ten operators credit and return it at the same time', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 700);
    const row = await flagWrongAmount(qr.reference, 70_700n);
    const before = await held();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        run(i % 2 === 0 ? depositFlaggedCredit : depositFlaggedReturn, [
          String(row.id),
          '--reason',
          `op ${i}`,
          '--json',
        ]),
      ),
    );
    const decided = answers.map((a) => JSON.parse(a.out)).filter((a) => a.ok && !a.replayed);
    expect(decided).toHaveLength(1);
    const [final] = await t.database.db.select().from(flaggedDeposits).where(eq(flaggedDeposits.id, row.id));
    expect(await main(m)).toBe(final!.status === 'credited' ? 70_700n : 0n);
    expect(await held()).toBe(before - 70_700n);
    const audits = [
      ...(await audited('deposit:flagged:credit')),
      ...(await audited('deposit:flagged:return')),
    ];
    expect(audits.filter((a) => a.targetId === String(row.id))).toHaveLength(1);
  });

  it('withdraw:approve pays out and withdraw:reject gives the money back, both audited', async () => {
    const m = await registerMember(t);
    await creditMainWallet(t.database.db, m, 100_000n);
    const first = (await requestWithdrawal(t, m, 200)).json().data;
    expect((await run(withdrawPending, [])).out).toContain(`#${first.id} `);
    expect((await run(withdrawApprove, [String(first.id), '--operator', 'nok'])).out).toContain('paid');
    // Approving again answers the same result and moves nothing (docs/PAYMENTS.md).
    expect((await run(withdrawApprove, [String(first.id)])).out).toContain('nothing changed');
    const second = (await requestWithdrawal(t, m, 300)).json().data;
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
