import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#bo/test/fake-api.ts';
import { dashboard, operator } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

describe('the signed-in frame', () => {
  it("ends the operator's other sessions after a confirmation and says how many", async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('support', 'คุณบริการ'),
      'GET /api/backoffice/dashboard': dashboard,
      'POST /api/backoffice/auth/sessions/revoke-others': { revoked: 2 },
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'ภาพรวม' });
    fireEvent.click(screen.getAllByRole('button', { name: 'ออกจากระบบอุปกรณ์อื่น' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'ออกจากระบบอุปกรณ์อื่นทั้งหมด' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันออกจากระบบอุปกรณ์อื่น' }));
    expect(await screen.findByText('ออกจากระบบอุปกรณ์อื่นแล้ว 2 เซสชัน')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/revoke-others'))).toHaveLength(1);
  });

  it('warns when few recovery codes are left, and not before', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': { ...operator('finance'), recovery_codes_left: 2 },
      'GET /api/backoffice/dashboard': dashboard,
    });
    renderApp('/');
    expect(await screen.findByText('เหลือรหัสกู้คืน 2 รหัส กรุณาขอลิงก์ตั้งค่าใหม่จากผู้ดูแลระบบก่อนรหัสหมด')).toBeTruthy();
  });

  it('does not warn an operator with most recovery codes left', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/dashboard': dashboard,
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'ภาพรวม' });
    expect(screen.queryByText(/เหลือรหัสกู้คืน/)).toBeNull();
  });

  it('opens the menu as a dialog with the pages the role may see', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/dashboard': dashboard,
    });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'เมนู' }));
    const menu = await screen.findByRole('dialog', { name: 'เมนู' });
    const links = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([
      'ภาพรวม',
      'คิวรายการ',
      'กฎถอนอัตโนมัติ',
      'สมาชิก',
      'รออนุมัติ',
      'ปรับพอยท์สมาชิก',
      'รายงาน',
      'เครื่องมือการเงิน',
      'วงเงินสร้างมูลค่า',
      'มูลค่าที่ผู้ใช้งานสร้าง',
      'ยอดชนะเกินเพดาน',
      'บันทึกการใช้งาน',
    ]);
    fireEvent.click(within(menu).getByRole('link', { name: 'สมาชิก' }));
    expect(screen.queryByRole('dialog', { name: 'เมนู' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'สมาชิก' })).toBeTruthy();
  });
});
