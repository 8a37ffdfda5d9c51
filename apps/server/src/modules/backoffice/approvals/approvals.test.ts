import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { operatorAuditLog } from '#db/schema/index.ts';
import { accountBalance } from '#ledger';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { fundMember, openTestRound } from '#testing/lotto.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { fourEyesTestApp } from './approvals.testing.ts';

// Four-eyes approval (docs/BACKOFFICE.md#four-eyes-approval): a government result and an adjustment above
// the finance limit wait for a second operator, who is never the requester; approval carries the action
// out once, in its own transaction, with both names in the audit log.

describe.each(testDatabases())('four-eyes approvals on $kind', (target) => {
  let t: TestApp;
  const { clock, db, operator } = fourEyesTestApp(target, (app) => (t = app));
  const lottoA = operator('lotto', 'หวยเอ');
  const lottoB = operator('lotto', 'หวยบี');
  const financeA = operator('finance', 'เงินเอ');
  const financeB = operator('finance', 'เงินบี');
  const admin = operator('admin', 'แอดมิน');
  const main = async (m: Registered) =>
    accountBalance(db(), { member: await memberIdOf(db(), m), wallet: 1 });
  const audits = (action: string, targetId: number) =>
    db()
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.action, action), eq(operatorAuditLog.targetId, String(targetId))))
      .orderBy(desc(operatorAuditLog.id));

  it('a government result waits for a second lotto operator, who sees its payout and approves it: the bills are paid', async () => {
    const { roundId } = await openTestRound(db(), {
      now: clock.now(),
      code: 'thai_gov',
      betTypes: ['3top', '3tod', '3front', '3back', '2top', '2bottom', 'run_top', 'run_bottom'],
    });
    const m = await registerMember(t);
    await fundMember(db(), m, 1_000);
    const bill = await asMember(t, m.token).post('/api/lotto/bill/create', {
      round_id: roundId,
      agent_id: 1,
      request_id: randomUUID(),
      lines: [
        { type: '3front', number: '781', amount: 10 }, // 4,500
        { type: '2bottom', number: '33', amount: 10 }, // 900
      ],
    });
    expect(bill.json().error).toBe(0);
    await lottoA.post(`/api/backoffice/lotto/rounds/${roundId}/close`);
    const before = await main(m);
    const result = { first: '878972', front3: ['046', '781'], back3: ['009', '677'], two: '33' };

    const preview = (
      await lottoA.post(`/api/backoffice/lotto/rounds/${roundId}/result/preview`, result)
    ).json().data;
    expect(preview).toMatchObject({ needs_approval: true, payout: 5_400, winning_bills: 1 });
    const asked = await lottoA.post(`/api/backoffice/lotto/rounds/${roundId}/result`, result);
    expect(asked.json()).toMatchObject({
      error: 0,
      data: {
        changed: false,
        settlement: null,
        round: { status: 'closed' },
        approval: { status: 'pending' },
      },
    });
    const approval = asked.json().data.approval;
    expect(approval).toMatchObject({ kind: 'lotto.result', requested_by: 'lotto:หวยเอ', may_decide: false });
    expect(await main(m)).toBe(before);
    // A retry answers the same request; another result while it waits is refused.
    expect(
      (await lottoA.post(`/api/backoffice/lotto/rounds/${roundId}/result`, result)).json().data.approval.id,
    ).toBe(approval.id);
    const other = await lottoB.post(`/api/backoffice/lotto/rounds/${roundId}/result`, {
      ...result,
      two: '34',
    });
    expect(other.json().error).toBe(ERRORS.BO_APPROVAL_PENDING_EXISTS.code);

    // Not the requester, not finance.
    expect((await lottoA.post(`/api/backoffice/approvals/${approval.id}/approve`)).json().error).toBe(
      ERRORS.BO_APPROVAL_OWN_REQUEST.code,
    );
    expect((await financeA.post(`/api/backoffice/approvals/${approval.id}/approve`)).json().error).toBe(
      ERRORS.BO_APPROVAL_ROLE.code,
    );
    const financeList = (await financeA.get('/api/backoffice/approvals')).json().data;
    expect(financeList.items.map((a: { id: number }) => a.id)).not.toContain(approval.id);
    expect(await main(m)).toBe(before);

    const pending = (await lottoB.get('/api/backoffice/approvals')).json().data;
    expect(pending.items).toContainEqual(expect.objectContaining({ id: approval.id, may_decide: true }));
    const detail = (await lottoB.get(`/api/backoffice/approvals/${approval.id}`)).json().data;
    expect(detail.preview).toMatchObject({ payout: 5_400, winning_bills: 1 });

    const approved = await lottoB.post(`/api/backoffice/approvals/${approval.id}/approve`);
    expect(approved.json()).toMatchObject({
      error: 0,
      data: { approval: { status: 'approved', decided_by: 'lotto:หวยบี' } },
    });
    expect(await main(m)).toBe(before + 540_000n);
    const round = (await lottoB.get(`/api/backoffice/lotto/rounds/${roundId}`)).json().data;
    expect(round).toMatchObject({
      status: 'settled',
      result: { first: '878972', top3: '972', bottom2: '33' },
    });
    const [decision] = await audits('approval.approve', approval.id);
    expect(decision).toMatchObject({
      operatorId: lottoB.id,
      detail: { requested_by: 'lotto:หวยเอ', decided_by: 'lotto:หวยบี', kind: 'lotto.result' },
    });
    const [entered] = await audits('lotto:result', roundId);
    expect(entered).toMatchObject({ operator: 'lotto:หวยบี', operatorId: lottoB.id });
    expect((await audits('approval.request', approval.id))[0]).toMatchObject({ operatorId: lottoA.id });

    // Approving again changes nothing and names who decided.
    const again = await admin.post(`/api/backoffice/approvals/${approval.id}/approve`);
    expect(again.json().error).toBe(ERRORS.BO_APPROVAL_DECIDED.code);
    expect(again.json().message).toContain('lotto:หวยบี');
    expect(await main(m)).toBe(before + 540_000n);
  });

  it('an adjustment above the limit is carried out once when another finance operator approves; a retry moves nothing more', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    const body = { wallet_type_id: 1, amount: 6_000, reason: 'ชดเชยระบบขัดข้อง', request_id: randomUUID() };
    const asked = (await financeA.post(`/api/backoffice/members/${id}/adjust`, body)).json();
    expect(asked).toMatchObject({ error: 0, data: { transfer_id: null, approval: { status: 'pending' } } });
    const approvalId = asked.data.approval.id as number;
    expect((await financeA.post(`/api/backoffice/members/${id}/adjust`, body)).json().data.approval.id).toBe(
      approvalId,
    );
    expect((await lottoB.post(`/api/backoffice/approvals/${approvalId}/approve`)).json().error).toBe(
      ERRORS.BO_APPROVAL_ROLE.code,
    );
    expect(await main(m)).toBe(0n);

    const approved = await financeB.post(`/api/backoffice/approvals/${approvalId}/approve`);
    expect(approved.json()).toMatchObject({ error: 0, data: { approval: { status: 'approved' } } });
    expect(await main(m)).toBe(600_000n);
    const retry = (await financeA.post(`/api/backoffice/members/${id}/adjust`, body)).json();
    expect(retry.data.approval).toMatchObject({ id: approvalId, status: 'approved' });
    expect(await main(m)).toBe(600_000n);
    const [moved] = await audits('balance:adjust', id);
    expect(moved).toMatchObject({ operator: 'finance:เงินบี', operatorId: financeB.id });
    expect((await audits('approval.approve', approvalId))[0]).toMatchObject({
      detail: { requested_by: 'finance:เงินเอ', decided_by: 'finance:เงินบี' },
    });
  });

  it('two operators approving at once: the adjustment runs once, the other is told it was decided', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    const body = { wallet_type_id: 1, amount: 7_000, reason: 'โบนัสพิเศษ', request_id: randomUUID() };
    const approvalId = (await financeA.post(`/api/backoffice/members/${id}/adjust`, body)).json().data
      .approval.id;
    const answers = await Promise.all([
      financeB.post(`/api/backoffice/approvals/${approvalId}/approve`),
      admin.post(`/api/backoffice/approvals/${approvalId}/approve`),
    ]);
    const errors = answers.map((r) => r.json().error).sort();
    expect(errors).toEqual([0, ERRORS.BO_APPROVAL_DECIDED.code].sort());
    expect(await main(m)).toBe(700_000n);
    expect(await audits('balance:adjust', id)).toHaveLength(1);
    expect(await audits('approval.approve', approvalId)).toHaveLength(1);
  });

  it('a rejection needs a reason and moves nothing; an approval the action refuses stays pending', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    const approvalId = (
      await financeA.post(`/api/backoffice/members/${id}/adjust`, {
        wallet_type_id: 1,
        amount: 8_000,
        reason: 'ขอเพิ่มเครดิต',
        request_id: randomUUID(),
      })
    ).json().data.approval.id;
    expect(
      (await financeB.post(`/api/backoffice/approvals/${approvalId}/reject`, { reason: '' })).statusCode,
    ).toBe(400);
    const rejected = await financeB.post(`/api/backoffice/approvals/${approvalId}/reject`, {
      reason: 'ไม่มีหลักฐาน',
    });
    expect(rejected.json()).toMatchObject({
      error: 0,
      data: { approval: { status: 'rejected', reason: 'ไม่มีหลักฐาน' } },
    });
    expect(await main(m)).toBe(0n);
    expect((await audits('approval.reject', approvalId))[0]).toMatchObject({ operatorId: financeB.id });

    // Taking back more than the wallet holds: the ledger refuses at approval, the request still waits.
    const takeBack = (
      await financeA.post(`/api/backoffice/members/${id}/adjust`, {
        wallet_type_id: 1,
        amount: -9_000,
        reason: 'เรียกคืน',
        request_id: randomUUID(),
      })
    ).json().data.approval.id;
    expect((await financeB.post(`/api/backoffice/approvals/${takeBack}/approve`)).json().error).toBe(
      ERRORS.BO_ADJUST_REFUSED.code,
    );
    const list = (await financeB.get('/api/backoffice/approvals?kind=member.adjust')).json().data;
    expect(list.items).toContainEqual(expect.objectContaining({ id: takeBack, status: 'pending' }));
    expect(await audits('approval.approve', takeBack)).toHaveLength(0);
  });
});
