import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, stubApi } from '#bo/test/fake-api.ts';
import { operator } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

const approval = {
  id: 5,
  kind: 'lotto.result',
  subject: 'lotto_round:13',
  summary: 'งวด #13 งวด 1 ธ.ค. 69: รางวัลที่ 1 878972',
  payload: {},
  requested_by: 'lotto:สมชาย',
  requested_by_id: 2,
  requested_at: '2026-12-01T08:30:00Z',
  status: 'pending',
  decided_by: null,
  decided_at: null,
  reason: null,
  may_decide: true,
};
const adjust = {
  ...approval,
  id: 6,
  kind: 'member.adjust',
  subject: 'member:42:x',
  summary: 'สมาชิก 0812345678 กระเป๋า 1: +6,000.00 บาท (ชดเชย)',
  requested_by: 'finance:สมศรี',
};
const page = (items: object[]) => ({ total: items.length, page: 1, page_size: 25, items });
const preview = {
  round: {
    id: 13,
    category: 'gov',
    category_name: 'หวยรัฐบาล',
    government: true,
    title: 'งวด 1 ธ.ค. 69',
    draw_date: '2026-12-01',
    open_at: '2026-11-16T08:30:00Z',
    close_at: '2026-12-01T08:00:00Z',
    status: 'closed',
    result: null,
    void_reason: null,
    pending_bills: 10,
    stake: 1000,
  },
  result: {
    first: '878972',
    front3: ['046', '781'],
    back3: ['009', '677'],
    two: '33',
    top3: '972',
    bottom2: '33',
  },
  bills: 10,
  lines: 20,
  winning_bills: 1,
  winning_lines: 2,
  payout: 5400,
  by_type: [],
  needs_approval: true,
};

describe('approvals screen', () => {
  it('shows the approver the payout of a result before approving it', async () => {
    let decided = false;
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('lotto'),
      'GET /api/backoffice/approvals': () => page(decided ? [] : [approval]),
      'GET /api/backoffice/approvals/5': { approval, preview },
      'POST /api/backoffice/approvals/5/approve': () => {
        decided = true;
        return { approval: { ...approval, status: 'approved', decided_by: 'lotto:คุณทดสอบ' } };
      },
    });
    renderApp('/approvals');
    const row = (await screen.findByText(approval.summary)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'อนุมัติ' }));
    const dialog = await screen.findByRole('dialog', { name: 'อนุมัติคำขอ #5' });
    expect(await within(dialog).findByText('฿5,400.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันอนุมัติ' }));
    expect(await screen.findByText('อนุมัติคำขอ #5 แล้ว')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/backoffice/approvals/5/approve')).toBe(
      true,
    );
  });

  it('rejects with a reason, and shows who decided first when someone did', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/approvals': page([
        adjust,
        { ...adjust, id: 8, may_decide: false, summary: 'คำขอของฉัน' },
      ]),
      'GET /api/backoffice/approvals/6': { approval: adjust, preview: null },
      'POST /api/backoffice/approvals/6/reject': failure(200, 12121, 'คำขอนี้ถูกอนุมัติแล้วโดย finance:สมปอง'),
    });
    renderApp('/approvals');
    const own = (await screen.findByText('คำขอของฉัน')).closest('tr')!;
    expect(within(own).queryByRole('button', { name: 'อนุมัติ' })).toBeNull();
    expect(within(own).getByText('คำขอของคุณ รอผู้ดูแลคนอื่น')).toBeTruthy();
    const row = screen.getByText(adjust.summary).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'ไม่อนุมัติ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ไม่อนุมัติคำขอ #6' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }));
    expect(await within(dialog).findByText('กรุณาระบุเหตุผล')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('เหตุผล'), { target: { value: 'ไม่มีหลักฐาน' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('คำขอนี้ถูกอนุมัติแล้วโดย finance:สมปอง');
    expect(calls.find((c) => c.path.endsWith('/reject'))?.body).toEqual({ reason: 'ไม่มีหลักฐาน' });
  });
});
