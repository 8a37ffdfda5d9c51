import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, stubApi } from '@/test/fake-api.ts';
import { memberInfo } from '@/test/member-fixtures.ts';
import { renderWithApp } from '@/test/render.tsx';
import { RegisterForm } from './register-form.tsx';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  type('เบอร์โทรศัพท์', '0898765432');
  type('รหัสผ่าน', 'tiger-lily-77');
  type('ยืนยันรหัสผ่าน', 'tiger-lily-77');
  type('ชื่อ', 'สมหญิง');
  type('นามสกุล', 'รักเรียน');
  type('วันเกิด', '1990-05-15');
  fireEvent.change(screen.getByLabelText('ธนาคาร'), { target: { value: 'SCB' } });
  type('เลขบัญชีธนาคาร', '123-4-56789-0');
}

const token = { access_token: 'tok-reg', token_type: 'Bearer', expires_at: '2026-01-01T12:00:00Z' };

describe('RegisterForm', () => {
  it('pre-fills the referral code and shows the birth year in the Buddhist era', () => {
    stubApi();
    renderWithApp(<RegisterForm referralCode="FRIEND88" onSuccess={vi.fn()} />);
    expect((screen.getByLabelText('รหัสแนะนำ (ไม่บังคับ)') as HTMLInputElement).value).toBe('FRIEND88');
    type('วันเกิด', '1990-05-15');
    expect(screen.getByText(/^ปีเกิด พ\.ศ\. 2533 · อายุ \d+ ปี$/)).toBeDefined();
    expect(screen.getByRole('option', { name: 'ธนาคารกสิกรไทย' })).toBeDefined();
  });

  it('puts "already registered" under the phone field without registering', async () => {
    const fetchMock = stubApi({
      '/api/check_account': { phone_registered: true, bank_account_registered: false },
    });
    renderWithApp(<RegisterForm onSuccess={vi.fn()} />);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการสมัครสมาชิก' }));

    expect(await screen.findByText(/เบอร์โทรศัพท์นี้สมัครสมาชิกแล้ว/)).toBeDefined();
    expect(screen.getByLabelText('เบอร์โทรศัพท์').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, '/api/register')).toEqual([]);
  });

  it('registers with the digits of the account number and logs the new member in', async () => {
    const fetchMock = stubApi({
      '/api/check_account': { phone_registered: false, bank_account_registered: false },
      '/api/register': token,
      '/api/get_user_info': memberInfo({ username: '0898765432' }),
    });
    const onSuccess = vi.fn();
    renderWithApp(<RegisterForm onSuccess={onSuccess} />);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการสมัครสมาชิก' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(callsTo(fetchMock, '/api/register')[0]?.body).toEqual({
      phone: '0898765432',
      password: 'tiger-lily-77',
      first_name: 'สมหญิง',
      last_name: 'รักเรียน',
      bank_code: 'SCB',
      bank_account_no: '1234567890',
      birth_date: '1990-05-15',
      agent_code: 'ug99',
    });
    expect(useUserStore.getState()).toMatchObject({
      isLoggedIn: true,
      authUser: { access_token: 'tok-reg' },
    });
  });
});
