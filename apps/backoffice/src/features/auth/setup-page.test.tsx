import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, stubApi } from '#bo/test/fake-api.ts';
import { dashboard } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

const START = {
  otpauth_uri: 'otpauth://totp/UG99:admin?secret=JBSWY3DPEHPK3PXP&issuer=UG99',
  secret: 'JBSWY3DPEHPK3PXP',
  name: 'คุณวิชัย',
  role: 'admin',
  needs_login: false,
};
const OPERATOR = { id: 1, name: 'คุณวิชัย', role: 'admin', totp_enrolled: true, recovery_codes_left: 10 };
const CODES = ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'];

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the setup link', () => {
  it('shows the QR code and the secret, then the recovery codes once, and signs the operator in', async () => {
    const { calls } = stubApi({
      'POST /api/backoffice/auth/setup/start': START,
      'POST /api/backoffice/auth/setup/finish': { operator: OPERATOR, recovery_codes: CODES },
      'GET /api/backoffice/auth/me': OPERATOR,
      'GET /api/backoffice/dashboard': dashboard,
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp('/setup#tok-123');

    const qr = await screen.findByRole('img', { name: 'คิวอาร์โค้ดสำหรับแอปยืนยันตัวตน' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByLabelText('รหัสลับสำหรับแอปยืนยันตัวตน').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.getByText(/ใช้ได้ตลอดอายุลิงก์ เปิดหน้านี้ใหม่ก็ยังเป็นชุดเดิม/)).toBeTruthy();
    expect(screen.getByText('บัญชีของ คุณวิชัย (ผู้ดูแลระบบ)')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ token: 'tok-123' });

    fill('รหัสผ่านใหม่', 'a long admin passphrase');
    fill('ยืนยันรหัสผ่านใหม่', 'a long admin passphrase');
    fill('รหัสยืนยัน 6 หลัก', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกและเปิดใช้งาน' }));

    const list = await screen.findByRole('list', { name: 'รหัสกู้คืน' });
    expect(list.textContent).toContain('AAAA-BBBB-CCCC-DDDD');
    expect(list.textContent).toContain('EEEE-FFFF-GGGG-HHHH');
    expect(calls.find((c) => c.path.endsWith('/setup/finish'))?.body).toEqual({
      token: 'tok-123',
      password: 'a long admin passphrase',
      code: '654321',
    });

    fireEvent.click(screen.getByRole('button', { name: 'คัดลอกรหัสกู้คืน' }));
    expect(await screen.findByRole('button', { name: 'คัดลอกแล้ว' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));

    fireEvent.click(screen.getByRole('link', { name: 'เข้าสู่หลังบ้าน' }));
    expect(await screen.findByRole('heading', { name: 'ภาพรวม' })).toBeTruthy();
  });

  it('checks the two passwords match before calling the server', async () => {
    const { calls } = stubApi({ 'POST /api/backoffice/auth/setup/start': START });
    renderApp('/setup#tok-123');
    await screen.findByRole('img', { name: 'คิวอาร์โค้ดสำหรับแอปยืนยันตัวตน' });
    fill('รหัสผ่านใหม่', 'a long admin passphrase');
    fill('ยืนยันรหัสผ่านใหม่', 'a long admin passphrasf');
    fill('รหัสยืนยัน 6 หลัก', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกและเปิดใช้งาน' }));
    expect((await screen.findByRole('alert')).textContent).toBe('รหัสผ่านทั้งสองช่องไม่ตรงกัน');
    expect(calls.some((c) => c.path.endsWith('/setup/finish'))).toBe(false);
  });

  it('asks the first admin for a phone or email when the account has none', async () => {
    const { calls } = stubApi({
      'POST /api/backoffice/auth/setup/start': { ...START, needs_login: true },
      'POST /api/backoffice/auth/setup/finish': { operator: OPERATOR, recovery_codes: CODES },
    });
    renderApp('/setup#tok-9');
    await screen.findByRole('img', { name: 'คิวอาร์โค้ดสำหรับแอปยืนยันตัวตน' });
    fill('ชื่อผู้ใช้', 'admin@example.com');
    fill('รหัสผ่านใหม่', 'a long admin passphrase');
    fill('ยืนยันรหัสผ่านใหม่', 'a long admin passphrase');
    fill('รหัสยืนยัน 6 หลัก', '111222');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกและเปิดใช้งาน' }));
    await screen.findByRole('list', { name: 'รหัสกู้คืน' });
    expect(calls.find((c) => c.path.endsWith('/setup/finish'))?.body).toMatchObject({
      login: 'admin@example.com',
    });
  });

  it("says what the contract's setup body refuses, one message at a time, before calling the server", async () => {
    const { calls } = stubApi({ 'POST /api/backoffice/auth/setup/start': { ...START, needs_login: true } });
    renderApp('/setup#tok-9');
    await screen.findByRole('img', { name: 'คิวอาร์โค้ดสำหรับแอปยืนยันตัวตน' });
    fill('รหัสผ่านใหม่', 'short');
    fill('ยืนยันรหัสผ่านใหม่', 'other');
    fill('รหัสยืนยัน 6 หลัก', '12');
    const submit = screen.getByRole('button', { name: 'บันทึกและเปิดใช้งาน' });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('กรุณากรอกเบอร์โทรศัพท์หรืออีเมล');
    fill('ชื่อผู้ใช้', 'admin@example.com');
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('รหัสผ่านต้องมีอย่างน้อย 12 ตัวอักษร');
    fill('รหัสผ่านใหม่', 'a long admin passphrase');
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('รหัสผ่านทั้งสองช่องไม่ตรงกัน');
    fill('ยืนยันรหัสผ่านใหม่', 'a long admin passphrase');
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('รหัสยืนยันตัวตนเป็นตัวเลข 6 หลัก');
    expect(calls.some((c) => c.path.endsWith('/setup/finish'))).toBe(false);
  });

  it("shows the server's message for a used link", async () => {
    stubApi({
      'POST /api/backoffice/auth/setup/start': failure(
        200,
        12008,
        'ลิงก์ตั้งค่าบัญชีนี้ใช้ไม่ได้แล้ว กรุณาขอลิงก์ใหม่จากผู้ดูแลระบบ',
      ),
    });
    renderApp('/setup#old');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ลิงก์ตั้งค่าบัญชีนี้ใช้ไม่ได้แล้ว กรุณาขอลิงก์ใหม่จากผู้ดูแลระบบ',
    );
  });

  it('says the link is broken when it has no token', async () => {
    stubApi({});
    renderApp('/setup');
    expect((await screen.findByRole('alert')).textContent).toBe('ลิงก์ตั้งค่าไม่ถูกต้อง กรุณาขอลิงก์ใหม่จากผู้ดูแลระบบ');
  });
});
