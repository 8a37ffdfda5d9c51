import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, stubApi } from '#bo/test/fake-api.ts';
import { dashboard } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

const ME = { id: 7, name: 'คุณสมศรี', role: 'finance', totp_enrolled: true, recovery_codes_left: 10 };

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The password, then the authenticator's code: a sign-in that passes both steps. */
async function signInWithCode() {
  fill('ชื่อผู้ใช้', 'somsri@example.com');
  fill('รหัสผ่าน', 'correct horse battery');
  fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
  await screen.findByLabelText('รหัสยืนยัน 6 หลัก');
  fill('รหัสยืนยัน 6 หลัก', '123456');
  fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
}

describe('signing in', () => {
  it('takes the password, then the 6-digit code, then opens the back office with the cookie session', async () => {
    let signedIn = false;
    const { calls } = stubApi({
      'POST /api/backoffice/auth/login': { next: 'totp', ticket: 'tk-1' },
      'POST /api/backoffice/auth/totp': () => {
        signedIn = true;
        return ME;
      },
      'GET /api/backoffice/auth/me': () =>
        signedIn ? ME : failure(401, 12001, 'กรุณาเข้าสู่ระบบหลังบ้านใหม่อีกครั้ง'),
      'GET /api/backoffice/dashboard': dashboard,
    });
    const { location } = renderApp('/login');

    fill('ชื่อผู้ใช้', ' somsri@example.com ');
    fill('รหัสผ่าน', 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    await screen.findByRole('heading', { name: 'ยืนยันตัวตนสองขั้นตอน' });
    fill('รหัสยืนยัน 6 หลัก', '12a3456');
    expect(screen.getByLabelText<HTMLInputElement>('รหัสยืนยัน 6 หลัก').value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));

    await screen.findByRole('heading', { name: 'ภาพรวม' });
    expect(screen.getAllByText('คุณสมศรี').length).toBeGreaterThan(0);
    expect(location()).toBe('/');
    expect(calls.find((c) => c.path.endsWith('/login'))?.body).toEqual({
      login: 'somsri@example.com',
      password: 'correct horse battery',
    });
    expect(calls.find((c) => c.path.endsWith('/totp'))?.body).toEqual({ ticket: 'tk-1', code: '123456' });
    // The session is a cookie: every call goes with same-origin credentials and no token of its own.
    expect(calls.every((c) => c.credentials === 'same-origin')).toBe(true);
    expect(screen.getAllByText('บทบาท: การเงิน').length).toBeGreaterThan(0);
  });

  it('refuses a code that is not 6 digits without calling the server', async () => {
    const { calls } = stubApi({ 'POST /api/backoffice/auth/login': { next: 'totp', ticket: 'tk-2' } });
    renderApp('/login');
    fill('ชื่อผู้ใช้', '0812345678');
    fill('รหัสผ่าน', 'x'.repeat(12));
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await screen.findByLabelText('รหัสยืนยัน 6 หลัก');
    fill('รหัสยืนยัน 6 หลัก', '123');
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText('รหัสยืนยันตัวตนเป็นตัวเลข 6 หลัก')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/totp'))).toHaveLength(0);
  });

  it('accepts a recovery code instead of the app code', async () => {
    const { calls } = stubApi({
      'POST /api/backoffice/auth/login': { next: 'totp', ticket: 'tk-3' },
      'POST /api/backoffice/auth/totp': ME,
      'GET /api/backoffice/auth/me': ME,
      'GET /api/backoffice/dashboard': dashboard,
    });
    renderApp('/login');
    fill('ชื่อผู้ใช้', '0812345678');
    fill('รหัสผ่าน', 'x'.repeat(12));
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ใช้รหัสกู้คืนแทน' }));
    fill('รหัสกู้คืน', 'ABCD-EFGH');
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await screen.findByRole('heading', { name: 'ภาพรวม' });
    expect(screen.getAllByText('คุณสมศรี').length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path.endsWith('/totp'))?.body).toEqual({
      ticket: 'tk-3',
      recovery_code: 'ABCD-EFGH',
    });
  });

  it("shows the server's Thai message for a wrong password and stays on the form", async () => {
    stubApi({ 'POST /api/backoffice/auth/login': failure(200, 12003, 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง') });
    renderApp('/login');
    fill('ชื่อผู้ใช้', '0812345678');
    fill('รหัสผ่าน', 'wrong password!');
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(screen.getByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeTruthy();
  });

  it('sends an operator without a session from a signed-in page to the login page', async () => {
    stubApi({ 'GET /api/backoffice/auth/me': failure(401, 12001, 'กรุณาเข้าสู่ระบบหลังบ้านใหม่อีกครั้ง') });
    const { location } = renderApp('/');
    await screen.findByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' });
    expect(location()).toBe('/login');
  });

  it('logs out and returns to the login page', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': ME,
      'GET /api/backoffice/dashboard': dashboard,
      'POST /api/backoffice/auth/logout': { logged_out: true },
    });
    const { location } = renderApp('/');
    const [logout] = await screen.findAllByRole('button', { name: 'ออกจากระบบ' });
    fireEvent.click(logout!);
    await waitFor(() => expect(location()).toBe('/login'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/backoffice/auth/logout')).toBe(true);
  });
});

describe('an expired session', () => {
  it('goes to the login page and, once signed in again, back to the page the operator was on', async () => {
    // The session ends (idle) between the frame's first call and the page's.
    let session: 'ending' | 'new' = 'ending';
    stubApi({
      'GET /api/backoffice/auth/me': ME,
      'GET /api/backoffice/audit': () =>
        session === 'ending'
          ? failure(401, 12001, 'กรุณาเข้าสู่ระบบหลังบ้านใหม่อีกครั้ง')
          : { total: 0, page: 1, page_size: 25, items: [] },
      'POST /api/backoffice/auth/login': { next: 'totp', ticket: 'tk-9' },
      'POST /api/backoffice/auth/totp': () => {
        session = 'new';
        return ME;
      },
    });
    const { router, location } = renderApp('/audit?x=1');
    await screen.findByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' });
    expect(location()).toBe(`/login?next=${encodeURIComponent('/audit?x=1')}`);
    await signInWithCode();
    await screen.findByRole('heading', { name: 'บันทึกการใช้งาน' });
    expect(location()).toBe('/audit?x=1');
    // Once under the basename, not twice (/backoffice/backoffice/audit).
    expect(router.state.location.pathname).toBe('/backoffice/audit');
  });

  it('never follows a next that leaves the app', async () => {
    stubApi({
      'POST /api/backoffice/auth/login': { next: 'totp', ticket: 'tk-10' },
      'POST /api/backoffice/auth/totp': ME,
      'GET /api/backoffice/auth/me': ME,
      'GET /api/backoffice/dashboard': dashboard,
    });
    const { location } = renderApp('/login?next=//evil.example.com');
    await signInWithCode();
    await screen.findByRole('heading', { name: 'ภาพรวม' });
    expect(location()).toBe('/');
  });
});
