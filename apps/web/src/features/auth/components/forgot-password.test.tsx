import { fireEvent, screen } from '@testing-library/react';
import { accountMessages } from '@ug99/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, failWith, stubApi, type FakeCall } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ForgotPassword } from './forgot-password.tsx';

const sent = { otp_expires_in_seconds: 300, resend_after_seconds: 60 };

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ForgotPassword', () => {
  it('asks for the phone, then the OTP and new password, and ends with a way to log in', async () => {
    const fetchMock = stubApi({
      '/api/reset_password': sent,
      '/api/reset_password_v2': ({ body }: FakeCall) =>
        (body as { otp: string }).otp === '123456'
          ? null
          : failWith('OTP_INVALID', accountMessages.otpInvalid(4)),
    });
    renderWithApp(<ForgotPassword />);
    expect(screen.getByText('ขั้นตอนที่ 1 จาก 3')).toBeDefined();

    type('เบอร์โทรศัพท์', '0812345678');
    fireEvent.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));

    expect(await screen.findByText('ขั้นตอนที่ 2 จาก 3')).toBeDefined();
    expect(screen.getByText(/ส่งไปยังเบอร์ 081-234-5678/)).toBeDefined();
    expect(callsTo(fetchMock, '/api/reset_password')[0]?.body).toEqual({
      phone: '0812345678',
      agent_code: 'ug99',
    });
    const otp = screen.getByLabelText('รหัส OTP');
    expect(otp.getAttribute('inputmode')).toBe('numeric');
    expect(otp.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByRole('button', { name: /ขอรหัสใหม่ได้ในอีก \d+ วินาที/ }).hasAttribute('disabled')).toBe(
      true,
    );

    type('รหัส OTP', '000000');
    type('รหัสผ่านใหม่', 'new-secret-99');
    type('ยืนยันรหัสผ่านใหม่', 'new-secret-99');
    fireEvent.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
    expect(await screen.findByText('รหัส OTP ไม่ถูกต้อง กรอกได้อีก 4 ครั้ง')).toBeDefined();
    expect(screen.getByLabelText('รหัส OTP').getAttribute('aria-invalid')).toBe('true');

    type('รหัส OTP', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
    expect(await screen.findByText('ตั้งรหัสผ่านใหม่เรียบร้อย')).toBeDefined();
    expect(screen.getByRole('link', { name: 'ไปหน้าเข้าสู่ระบบ' }).getAttribute('href')).toBe('/login');
    expect(callsTo(fetchMock, '/api/reset_password_v2')[1]?.body).toEqual({
      phone: '0812345678',
      otp: '123456',
      password: 'new-secret-99',
      agent_code: 'ug99',
    });
  });

  it('checks the two new passwords match before sending', async () => {
    const fetchMock = stubApi({ '/api/reset_password': sent });
    renderWithApp(<ForgotPassword />);
    type('เบอร์โทรศัพท์', '0912345678');
    fireEvent.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    await screen.findByLabelText('รหัส OTP');

    type('รหัส OTP', '123456');
    type('รหัสผ่านใหม่', 'new-secret-99');
    type('ยืนยันรหัสผ่านใหม่', 'new-secret-98');
    fireEvent.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
    expect(await screen.findByText('รหัสผ่านทั้งสองช่องไม่ตรงกัน')).toBeDefined();
    expect(callsTo(fetchMock, '/api/reset_password_v2')).toEqual([]);
  });
});
