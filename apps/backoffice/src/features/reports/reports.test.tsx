import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, stubApi, type FakeCall } from '#bo/test/fake-api.ts';
import { operator } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

const categories = (turnover: number, payout: number) =>
  ['slot', 'casino', 'sport', 'fishing', 'lotto', 'freespin'].map((category, i) => ({
    category,
    turnover: i === 0 ? turnover : i === 4 ? 100 : 0,
    payout: i === 0 ? payout : i === 4 ? 250.5 : 0,
    ggr: i === 0 ? turnover - payout : i === 4 ? -150.5 : 0,
  }));

const figures = (n: number) => ({
  deposits: 1000 * n + 0.5,
  withdrawals: 400 * n,
  new_members: n,
  active_players: 10 * n,
  turnover: 5000 * n + 100,
  payout: 4000 * n + 250.5,
  ggr: 1000 * n - 150.5,
  by_category: categories(5000 * n, 4000 * n),
});

function report(call: FakeCall) {
  const monthly = call.path.endsWith('monthly');
  const from = call.query.get(monthly ? 'from_month' : 'from')!;
  const to = call.query.get(monthly ? 'to_month' : 'to')!;
  return {
    unit: monthly ? 'month' : 'day',
    from,
    to,
    rows: [
      { period: from, ...figures(1) },
      { period: to, ...figures(2) },
    ],
    total: { ...figures(3), active_players: 25 },
  };
}

const tableRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row');

describe('reports', () => {
  it('shows daily figures per day with the total and the categories, and links the same range as CSV', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/reports/daily': report,
    });
    renderApp('/reports');
    await screen.findByRole('heading', { name: 'รายงาน' });
    await waitFor(() => expect(tableRows('ตัวเลขรายวัน')).toHaveLength(4));
    const first = calls.find((c) => c.path === '/api/backoffice/reports/daily')!;
    const from = first.query.get('from')!;
    const to = first.query.get('to')!;
    // A week ending today.
    expect(Date.parse(to) - Date.parse(from)).toBe(6 * 86_400_000);
    const [, day1, , total] = tableRows('ตัวเลขรายวัน');
    expect(day1!.textContent).toContain('฿1,000.50');
    expect(day1!.textContent).toContain('฿5,100.00');
    expect(total!.textContent).toContain('รวมทั้งช่วง');
    expect(total!.textContent).toContain('25');
    expect(total!.textContent).toContain('฿3,000.50');
    const lotto = within(
      screen.getByRole('table', { name: 'ยอดเล่น ยอดจ่าย และรายได้ตามประเภทเกม ทั้งช่วง' }),
    ).getByRole('row', { name: /หวย \(รวมยี่กี\)/ });
    expect(lotto.textContent).toContain('-฿150.50');
    const csv = screen.getByRole('link', { name: 'ส่งออก CSV' });
    expect(csv.getAttribute('href')).toBe(`/api/backoffice/reports/daily.csv?from=${from}&to=${to}`);

    fireEvent.change(screen.getByLabelText('ตั้งแต่'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('ถึง'), { target: { value: '2026-10-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'แสดงรายงาน' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'ส่งออก CSV' }).getAttribute('href')).toBe(
        '/api/backoffice/reports/daily.csv?from=2026-10-01&to=2026-10-31',
      ),
    );
    expect(
      calls.some((c) => c.query.get('from') === '2026-10-01' && c.query.get('to') === '2026-10-31'),
    ).toBe(true);
  });

  it('switches to months, refuses a reversed range before asking, and shows the server’s refusal', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('admin'),
      'GET /api/backoffice/reports/daily': report,
      'GET /api/backoffice/reports/monthly': (call: FakeCall) =>
        call.query.get('from_month') === '2020-01'
          ? failure(200, 12301, 'ช่วงรายงานยาวเกินไป: รายวันได้ไม่เกิน 92 วัน รายเดือนไม่เกิน 24 เดือน')
          : report(call),
    });
    renderApp('/reports');
    await screen.findByRole('heading', { name: 'รายงาน' });
    fireEvent.click(screen.getByRole('tab', { name: 'รายเดือน' }));
    await waitFor(() => expect(tableRows('ตัวเลขรายเดือน')).toHaveLength(4));
    const monthly = calls.find((c) => c.path === '/api/backoffice/reports/monthly')!;
    expect(monthly.query.get('from_month')).toMatch(/^\d{4}-01$/);
    expect(screen.getByRole('link', { name: 'ส่งออก CSV' }).getAttribute('href')).toMatch(
      /^\/api\/backoffice\/reports\/monthly\.csv\?from_month=\d{4}-01&to_month=\d{4}-\d{2}$/,
    );
    expect(tableRows('ตัวเลขรายเดือน')[1]!.textContent).toMatch(/มกราคม \d{4}/);

    const asked = calls.length;
    fireEvent.change(screen.getByLabelText('ตั้งแต่'), { target: { value: '2026-05' } });
    fireEvent.change(screen.getByLabelText('ถึง'), { target: { value: '2026-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'แสดงรายงาน' }));
    expect(await screen.findByText('วันที่เริ่มต้องไม่อยู่หลังวันที่สิ้นสุด')).toBeTruthy();
    expect(calls).toHaveLength(asked);

    fireEvent.change(screen.getByLabelText('ตั้งแต่'), { target: { value: '2020-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'แสดงรายงาน' }));
    expect(await screen.findByText(/ช่วงรายงานยาวเกินไป/)).toBeTruthy();
  });

  it('is in the menu for finance, not for support', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/dashboard': failure(500, 1, 'x'),
      'GET /api/backoffice/reports/daily': report,
    });
    const finance = renderApp('/reports');
    await screen.findByRole('heading', { name: 'รายงาน' });
    expect(screen.getAllByRole('link', { name: 'รายงาน' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'เครื่องมือการเงิน' }).length).toBeGreaterThan(0);
    finance.unmount();

    stubApi({
      'GET /api/backoffice/auth/me': operator('support'),
      'GET /api/backoffice/members': { total: 0, page: 1, page_size: 25, items: [] },
    });
    renderApp('/members');
    await screen.findAllByRole('link', { name: 'สมาชิก' });
    expect(screen.queryByRole('link', { name: 'รายงาน' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'เครื่องมือการเงิน' })).toBeNull();
  });
});

describe('finance tools', () => {
  const page = async (answers: Record<string, unknown>) => {
    const api = stubApi({ 'GET /api/backoffice/auth/me': operator('finance'), ...answers });
    renderApp('/finance-tools');
    await screen.findByRole('heading', { name: 'เครื่องมือการเงิน' });
    return api;
  };
  const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

  it('confirms a deposit by reference after asking, and says what happened', async () => {
    const { calls } = await page({
      'POST /api/backoffice/finance/deposits/confirm': (call: FakeCall) =>
        (call.body as { reference: string }).reference === 'UGNONE'
          ? failure(200, 12310, 'ไม่พบรายการฝากที่มีรหัสอ้างอิงนี้')
          : {
              reference: 'UGABC123',
              outcome: 'credited',
              amount: 500.37,
              member_id: 7,
              member_phone: '0812345678',
              flagged: null,
            },
    });
    const confirm = within(card('ยืนยันรายการฝาก'));
    fireEvent.click(confirm.getByRole('button', { name: 'ยืนยันรายการฝาก' }));
    expect(await confirm.findByText('กรุณากรอกรหัสอ้างอิง')).toBeTruthy();
    fireEvent.change(confirm.getByLabelText('รหัสอ้างอิง'), { target: { value: 'ugabc123' } });
    fireEvent.change(confirm.getByLabelText('จำนวนเงินที่ได้รับ (บาท)'), { target: { value: '12.345' } });
    fireEvent.click(confirm.getByRole('button', { name: 'ยืนยันรายการฝาก' }));
    expect(await confirm.findByText(/ทศนิยมไม่เกิน 2 ตำแหน่ง/)).toBeTruthy();
    fireEvent.change(confirm.getByLabelText('จำนวนเงินที่ได้รับ (บาท)'), { target: { value: '500.37' } });
    fireEvent.click(confirm.getByRole('button', { name: 'ยืนยันรายการฝาก' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันรายการฝาก' });
    expect(dialog.textContent).toContain('UGABC123');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันรายการฝาก' }));
    expect(await confirm.findByText('เติมเงิน ฿500.37 ให้สมาชิก 0812345678 แล้ว')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reference: 'ugabc123', amount: '500.37' });

    fireEvent.change(confirm.getByLabelText('รหัสอ้างอิง'), { target: { value: 'UGNONE' } });
    fireEvent.change(confirm.getByLabelText('จำนวนเงินที่ได้รับ (บาท)'), { target: { value: '' } });
    fireEvent.click(confirm.getByRole('button', { name: 'ยืนยันรายการฝาก' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'ยืนยันรายการฝาก' })).getByRole('button', {
        name: 'ยืนยันรายการฝาก',
      }),
    );
    expect(await confirm.findByText('ไม่พบรายการฝากที่มีรหัสอ้างอิงนี้')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ reference: 'UGNONE' });
  });

  it('imports a pasted statement and lists each line’s outcome', async () => {
    const { calls } = await page({
      'POST /api/backoffice/finance/statements/import': {
        credited: 1,
        flagged: 1,
        already_imported: 0,
        not_our_account: 0,
        not_read: 1,
        lines: [
          {
            line_no: 2,
            outcome: 'credited',
            amount: 700.12,
            reference: 'UGAAA',
            flagged_id: null,
            text: null,
          },
          { line_no: 3, outcome: 'flagged', amount: 999.99, reference: null, flagged_id: 31, text: null },
          {
            line_no: 4,
            outcome: 'not_read',
            amount: null,
            reference: null,
            flagged_id: null,
            text: 'วันที่อ่านไม่ได้: x',
          },
        ],
      },
    });
    const tool = within(card('นำเข้ารายการเดินบัญชี'));
    const text = 'date,amount,account,note\n2026-11-21T10:00:00+07:00,700.12,000012345,โอน';
    fireEvent.change(tool.getByLabelText('รายการเดินบัญชี'), { target: { value: text } });
    fireEvent.click(tool.getByRole('button', { name: 'นำเข้ารายการ' }));
    const dialog = await screen.findByRole('dialog', { name: 'นำเข้ารายการเดินบัญชี' });
    expect(dialog.textContent).toContain('2 บรรทัด');
    fireEvent.click(within(dialog).getByRole('button', { name: 'นำเข้ารายการ' }));
    expect(await tool.findByText(/เติมเงิน 1 รายการ, ส่งตรวจสอบ 1/)).toBeTruthy();
    const lines = within(tool.getByRole('table', { name: 'ผลการนำเข้าแต่ละบรรทัด' })).getAllByRole('row');
    expect(lines[1]!.textContent).toContain('เติมเงินแล้ว');
    expect(lines[1]!.textContent).toContain('฿700.12');
    expect(lines[2]!.textContent).toContain('รายการตรวจสอบ #31');
    expect(lines[3]!.textContent).toContain('วันที่อ่านไม่ได้');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ statement: text });
  });

  it('reads a chosen CSV file into the statement, naming the file in Thai words', async () => {
    await page({});
    const tool = within(card('นำเข้ารายการเดินบัญชี'));
    expect(tool.getByText('ยังไม่ได้เลือกไฟล์')).toBeTruthy();
    const text = 'date,amount,account,note\n2026-11-21T10:00:00+07:00,700.12,000012345,โอน';
    const file = new File([text], 'statement-nov.csv', { type: 'text/csv' });
    fireEvent.change(tool.getByLabelText('ไฟล์รายการเดินบัญชี'), { target: { files: [file] } });
    expect(await tool.findByText('statement-nov.csv')).toBeTruthy();
    await waitFor(() =>
      expect((tool.getByLabelText('รายการเดินบัญชี') as HTMLTextAreaElement).value).toBe(text),
    );
  });

  it('runs reconciliation and lists what it found', async () => {
    await page({
      'POST /api/backoffice/finance/reconcile': {
        balanced: false,
        violations: [{ invariant: 'account_balance', message: 'บัญชี 12 ยอดไม่ตรง' }],
        checked_at: '2026-11-21T07:00:00Z',
      },
    });
    const tool = within(card('ตรวจสอบความถูกต้องของบัญชี'));
    fireEvent.click(tool.getByRole('button', { name: 'ตรวจสอบตอนนี้' }));
    expect(await tool.findByText('พบยอดบัญชีไม่ตรงกัน 1 รายการ')).toBeTruthy();
    expect(tool.getByText(/บัญชี 12 ยอดไม่ตรง/)).toBeTruthy();
    expect(tool.getByText(/ตรวจเมื่อ 21 พ.ย. 2569 14:00/)).toBeTruthy();
  });

  it("pays a day's affiliate commission after asking, and shows whom it paid or who paid it before", async () => {
    let computed = true;
    const { calls } = await page({
      'POST /api/backoffice/finance/affiliate-commission': () => ({
        date: '2026-11-20',
        computed,
        members: 1,
        total: 12.5,
        computed_by: 'operator:finance:นก',
        computed_at: '2026-11-21T02:00:00Z',
        payments: [{ member_id: 3, phone: '0899999999', amount: 12.5 }],
      }),
    });
    const tool = within(card('จ่ายค่าคอมมิชชันพันธมิตร'));
    fireEvent.change(tool.getByLabelText('วันที่'), { target: { value: '2026-11-20' } });
    fireEvent.click(tool.getByRole('button', { name: 'จ่ายค่าคอมมิชชัน' }));
    const dialog = await screen.findByRole('dialog', { name: 'จ่ายค่าคอมมิชชันพันธมิตร' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'จ่ายค่าคอมมิชชัน' }));
    expect(await tool.findByText('จ่ายค่าคอมมิชชันของวันที่ 20 พ.ย. 2569 ให้ 1 คน รวม ฿12.50')).toBeTruthy();
    expect(within(tool.getByRole('table', { name: 'รายการที่จ่าย' })).getByText('0899999999')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ date: '2026-11-20' });

    computed = false;
    fireEvent.click(tool.getByRole('button', { name: 'จ่ายค่าคอมมิชชัน' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'จ่ายค่าคอมมิชชันพันธมิตร' })).getByRole('button', {
        name: 'จ่ายค่าคอมมิชชัน',
      }),
    );
    expect(await tool.findByText(/จ่ายไปแล้วโดย operator:finance:นก/)).toBeTruthy();
  });
});
