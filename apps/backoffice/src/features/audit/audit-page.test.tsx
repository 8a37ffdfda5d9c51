import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type FakeCall } from '#bo/test/fake-api.ts';
import { operator } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

const entry = {
  id: 1,
  created_at: '2026-11-21T07:05:00Z',
  operator: 'คุณการเงิน',
  operator_id: 3,
  ip: '203.0.113.7',
  action: 'withdraw:approve',
  target_type: 'withdrawal',
  target_id: '7',
  detail: null,
  before: { status: 'pending' },
  after: { status: 'paid' },
};

describe('the audit log', () => {
  it('filters on the server and exports the same filters as CSV', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/audit': (c: FakeCall) => ({
        total: 1,
        page: Number(c.query.get('page')),
        page_size: 25,
        items: [entry],
      }),
    });
    renderApp('/audit');
    const table = await screen.findByRole('table', { name: 'บันทึกการใช้งาน' });
    const row = await within(table).findByRole('row', { name: /withdraw:approve/ });
    expect(row.textContent).toContain('21 พ.ย. 2569 14:05');
    expect(row.textContent).toContain('รายการถอน #7');
    expect(row.textContent).toContain('อนุมัติการถอนเงิน');
    expect(row.textContent).toContain('"paid"');

    fireEvent.change(screen.getByLabelText('การกระทำ'), { target: { value: 'withdraw:approve' } });
    fireEvent.change(screen.getByLabelText('ตั้งแต่วันที่'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'กรอง' }));
    await within(table).findByRole('row', { name: /withdraw:approve/ });
    const last = calls.filter((c) => c.path === '/api/backoffice/audit').at(-1)!;
    expect(last.query.get('action')).toBe('withdraw:approve');
    expect(last.query.get('from')).toBe('2026-11-01');
    expect(last.query.has('operator')).toBe(false);

    const csv = screen.getByRole('link', { name: 'ส่งออก CSV' });
    expect(csv.getAttribute('href')).toBe(
      '/api/backoffice/audit.csv?action=withdraw%3Aapprove&from=2026-11-01',
    );
  });
});
