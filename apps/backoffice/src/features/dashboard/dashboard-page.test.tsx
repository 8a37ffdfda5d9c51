import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#bo/test/fake-api.ts';
import { dashboard, operator } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

describe('the dashboard', () => {
  it("shows today's figures in baht, the queues, reconciliation and 30 days of bars and lines", async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/dashboard': dashboard,
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'ภาพรวม' });
    expect(screen.getByText('วันนี้ 21 พ.ย. 2569')).toBeTruthy();
    expect(screen.getByText('฿123,456.50')).toBeTruthy();
    expect(screen.getByText('345 คน')).toBeTruthy();
    expect(screen.getByText('ยอดบัญชีถูกต้อง')).toBeTruthy();

    const categories = screen.getByRole('table', { name: 'ยอดเล่นและรายได้ตามประเภทเกม' });
    expect(within(categories).getByRole('row', { name: /สล็อต/ }).textContent).toContain('฿4,000.25');
    expect(within(categories).getByRole('row', { name: /หวย/ }).textContent).toContain('-฿150.00');

    const queues = screen.getByRole('link', { name: 'รายการถอนรอดำเนินการ' });
    expect(queues.getAttribute('href')).toBe('/backoffice/queues');
    expect(queues.parentElement?.textContent).toContain('4 รายการ');
    expect(screen.getByTestId('payout-minutes').textContent).toBe(
      'เวลาจากแจ้งถอนถึงโอนสำเร็จ (24 ชม.): มัธยฐาน 1.5 นาที · P95 4.2 นาที · 12 รายการ',
    );

    const bars = screen.getByRole('img', { name: 'ยอดฝากและยอดถอน 30 วันล่าสุด' });
    expect(bars.querySelectorAll('rect')).toHaveLength(60);
    const lines = screen.getByRole('img', { name: 'ยอดเล่นและรายได้สุทธิ 30 วันล่าสุด' });
    expect(lines.querySelectorAll('polyline')).toHaveLength(2);
    expect(lines.querySelectorAll('circle')).toHaveLength(60);

    const value = screen.getByRole('table', { name: 'มูลค่าที่ผู้ใช้งานสร้างให้สมาชิก 7 วันล่าสุด' });
    const row = within(value).getByRole('row', { name: /marketing:สมใจ/ }).textContent;
    expect(row).toContain('฿10,000.00');
    expect(row).toContain('3,000');
  });

  it('lists what reconciliation found when the ledger does not balance', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('support'),
      'GET /api/backoffice/dashboard': {
        ...dashboard,
        reconciliation: {
          balanced: false,
          violations: ['บัญชี 12 ยอดไม่ตรง'],
          checked_at: '2026-11-21T07:00:00Z',
        },
      },
    });
    renderApp('/');
    expect(await screen.findByText('พบยอดบัญชีไม่ตรงกัน')).toBeTruthy();
    expect(screen.getByText('บัญชี 12 ยอดไม่ตรง')).toBeTruthy();
    // Support may not open the queues, so their counts are not links.
    expect(screen.queryByRole('link', { name: 'รายการถอนรอดำเนินการ' })).toBeNull();
  });
});
