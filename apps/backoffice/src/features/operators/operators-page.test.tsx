import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#bo/test/fake-api.ts';
import { dashboard, operator } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

const somchai = {
  id: 2,
  name: 'คุณสมชาย',
  phone: '0812345678',
  email: null,
  role: 'finance',
  enrolled: true,
  disabled_at: null,
  created_at: '2026-11-20T03:00:00Z',
  created_by: 'คุณแอดมิน',
  last_seen_at: '2026-11-21T07:05:00Z',
};

describe('operators and sessions', () => {
  it('lets an admin add an operator and shows the one-time setup link', async () => {
    const added = {
      ...somchai,
      id: 3,
      name: 'คุณมานี',
      phone: null,
      email: 'manee@example.com',
      role: 'marketing',
      enrolled: false,
      last_seen_at: null,
    };
    let items: object[] = [somchai];
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('admin', 'คุณแอดมิน'),
      'GET /api/backoffice/operators': () => ({ items }),
      'POST /api/backoffice/operators': () => {
        items = [somchai, added];
        return {
          operator: added,
          setup_url: 'http://localhost/backoffice/setup#tok-xyz',
          expires_at: '2026-11-22T07:05:00Z',
        };
      },
    });
    renderApp('/operators');
    const table = await screen.findByRole('table', { name: 'ผู้ใช้งานหลังบ้าน' });
    expect((await within(table).findByRole('row', { name: /คุณสมชาย/ })).textContent).toContain('การเงิน');

    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มผู้ใช้งาน' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มผู้ใช้งานหลังบ้าน' });
    fireEvent.change(within(dialog).getByLabelText('ชื่อผู้ใช้งาน'), { target: { value: 'คุณมานี' } });
    fireEvent.change(within(dialog).getByLabelText('เบอร์โทรศัพท์หรืออีเมล'), {
      target: { value: 'manee@example.com' },
    });
    fireEvent.change(within(dialog).getByLabelText('บทบาท'), { target: { value: 'marketing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'เพิ่มผู้ใช้งาน' }));

    const linkDialog = await screen.findByRole('dialog', { name: 'ลิงก์ตั้งค่าบัญชี' });
    expect(within(linkDialog).getByLabelText<HTMLInputElement>('ลิงก์ตั้งค่าบัญชี').value).toBe(
      'http://localhost/backoffice/setup#tok-xyz',
    );
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/backoffice/operators')?.body).toEqual({
      name: 'คุณมานี',
      email: 'manee@example.com',
      role: 'marketing',
    });
    expect((await within(table).findByRole('row', { name: /คุณมานี/ })).textContent).toContain('รอตั้งค่าบัญชี');
  });

  it('disables an operator after a confirmation', async () => {
    let disabled = false;
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('admin'),
      'GET /api/backoffice/operators': () => ({
        items: [{ ...somchai, disabled_at: disabled ? '2026-11-21T08:00:00Z' : null }],
      }),
      'POST /api/backoffice/operators/2/disable': () => {
        disabled = true;
        return { ...somchai, disabled_at: '2026-11-21T08:00:00Z' };
      },
    });
    renderApp('/operators');
    fireEvent.click(await screen.findByRole('button', { name: 'ปิดใช้งาน' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปิดใช้งานผู้ใช้งานหลังบ้าน' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันปิดใช้งาน' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('ปิดใช้งานแล้ว')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/backoffice/operators/2/disable')).toBe(true);
  });

  it('offers operators and sessions in the menu to an admin only', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/dashboard': dashboard,
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'ภาพรวม' });
    const menu = screen.getAllByRole('navigation', { name: 'เมนูหลัก' })[0]!;
    expect(within(menu).getByRole('link', { name: 'คิวรายการ' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'ผู้ใช้งานหลังบ้าน' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'เซสชันผู้ใช้งาน' })).toBeNull();
  });

  it('revokes another operator session, never offering to revoke its own', async () => {
    const session = (id: number, current: boolean, name: string) => ({
      id,
      operator_id: id,
      operator_name: name,
      role: 'admin',
      created_at: '2026-11-21T01:00:00Z',
      last_seen_at: '2026-11-21T07:00:00Z',
      expires_at: '2026-11-21T13:00:00Z',
      ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0',
      current,
    });
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('admin'),
      'GET /api/backoffice/sessions': { items: [session(1, true, 'คุณแอดมิน'), session(2, false, 'คุณสมชาย')] },
      'POST /api/backoffice/sessions/2/revoke': { revoked: 1 },
    });
    renderApp('/sessions');
    const buttons = await screen.findAllByRole('button', { name: 'ยกเลิกเซสชัน' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'ยกเลิกเซสชัน' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิกเซสชัน' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/backoffice/sessions/2/revoke')).toBe(true));
  });
});
