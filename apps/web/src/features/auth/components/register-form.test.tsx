import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ERRORS } from '@ug99/contract';
import { describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, FakeResponse, stubApi } from '@/test/fake-api.ts';
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
  pickBirthDate('15', 'พฤษภาคม', '2533');
  fireEvent.change(screen.getByLabelText('ธนาคาร'), { target: { value: 'SCB' } });
  type('เลขบัญชีธนาคาร', '123-4-56789-0');
}

/** Day, Thai month name and Buddhist-era year, as a member picks them. */
function pickBirthDate(day: string, month: string, year: string) {
  if (day) fireEvent.change(screen.getByLabelText('วันที่เกิด'), { target: { value: day } });
  if (month) {
    const months = screen.getByLabelText('เดือนเกิด') as HTMLSelectElement;
    const option = [...months.options].find((o) => o.text === month);
    fireEvent.change(months, { target: { value: option?.value } });
  }
  if (year) fireEvent.change(screen.getByLabelText('ปีเกิด (พ.ศ.)'), { target: { value: year } });
}

/** The message under the birth date, read without a role query (fast over the long lists). */
const birthDateMessage = () =>
  screen.getByText('วันเกิด').parentElement?.querySelector('[role="alert"]')?.textContent ?? null;

const token = { access_token: 'tok-reg', token_type: 'Bearer', expires_at: '2026-01-01T12:00:00Z' };

describe('RegisterForm', () => {
  it('pre-fills the referral code and picks the birth date as day, Thai month and Buddhist-era year', () => {
    stubApi();
    renderWithApp(<RegisterForm referralCode="FRIEND88" onSuccess={vi.fn()} />);
    expect((screen.getByLabelText('รหัสแนะนำ (ไม่บังคับ)') as HTMLInputElement).value).toBe('FRIEND88');
    // No native date input, whose words follow the browser's language.
    expect(document.querySelector('input[type="date"]')).toBeNull();
    expect(screen.getByText('วันเกิด').tagName).toBe('LEGEND');
    const months = screen.getByLabelText('เดือนเกิด') as HTMLSelectElement;
    expect([...months.options].map((o) => o.text)).toEqual([
      'เดือน',
      'มกราคม',
      'กุมภาพันธ์',
      'มีนาคม',
      'เมษายน',
      'พฤษภาคม',
      'มิถุนายน',
      'กรกฎาคม',
      'สิงหาคม',
      'กันยายน',
      'ตุลาคม',
      'พฤศจิกายน',
      'ธันวาคม',
    ]);
    const years = [...(screen.getByLabelText('ปีเกิด (พ.ศ.)') as HTMLSelectElement).options].map((o) => o.text);
    expect(years[1]).toBe(String(new Date().getFullYear() + 543));
    expect(years.at(-1)).toBe('2443');
    pickBirthDate('15', 'พฤษภาคม', '2533');
    expect(screen.getByText(/^อายุ \d+ ปี$/)).toBeDefined();
    expect(within(screen.getByLabelText('ธนาคาร')).getByText('ธนาคารกสิกรไทย')).toBeDefined();
  });

  // Long lists (31, 12 and 127 options) make role queries slow in jsdom, not in a browser.
  it('asks for the birth date in Thai when it is empty, then when it is half chosen, and registers nothing', async () => {
    const fetchMock = stubApi();
    renderWithApp(<RegisterForm onSuccess={vi.fn()} />);
    fillValidForm();
    fireEvent.change(screen.getByLabelText('วันที่เกิด'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('เดือนเกิด'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('ปีเกิด (พ.ศ.)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการสมัครสมาชิก' }));
    await waitFor(() => expect(birthDateMessage()).toBe('กรุณาเลือกวันเกิด'));
    expect(screen.getByLabelText('วันที่เกิด').getAttribute('aria-invalid')).toBe('true');

    pickBirthDate('15', 'กุมภาพันธ์', '');
    await waitFor(() => expect(birthDateMessage()).toBe('กรุณาเลือกวัน เดือน และปีเกิดให้ครบ'));
    // 31 February cannot be picked any more: choosing February drops day 31, and the date is half chosen.
    pickBirthDate('31', 'มกราคม', '2533');
    pickBirthDate('', 'กุมภาพันธ์', '');
    expect((screen.getByLabelText('วันที่เกิด') as HTMLSelectElement).value).toBe('');
    await waitFor(() => expect(birthDateMessage()).toBe('กรุณาเลือกวัน เดือน และปีเกิดให้ครบ'));
    expect(callsTo(fetchMock, '/api/check_account')).toEqual([]);
    expect(callsTo(fetchMock, '/api/register')).toEqual([]);
  }, 15_000);

  it('lists only the days of the chosen month and Buddhist-era year, and asks again for a day a change drops', async () => {
    const fetchMock = stubApi();
    renderWithApp(<RegisterForm onSuccess={vi.fn()} />);
    const days = screen.getByLabelText('วันที่เกิด') as HTMLSelectElement;
    const lastDay = () => days.options[days.options.length - 1]?.text;
    expect(lastDay()).toBe('31');
    pickBirthDate('', 'เมษายน', '');
    expect(lastDay()).toBe('30');
    // February without a year may still be a leap year's.
    pickBirthDate('', 'กุมภาพันธ์', '');
    expect(lastDay()).toBe('29');
    pickBirthDate('', '', '2543'); // 2000: a century divisible by 400, a leap year
    expect(lastDay()).toBe('29');
    pickBirthDate('', '', '2443'); // 1900: a century not divisible by 400, not a leap year
    expect(lastDay()).toBe('28');

    pickBirthDate('', '', '2547'); // 2004, a leap year
    pickBirthDate('29', '', '');
    expect(days.value).toBe('29');
    pickBirthDate('', '', '2533'); // 1990 has no 29 February: the day is cleared, not moved to the 28th
    expect(days.value).toBe('');
    const note = 'เดือนกุมภาพันธ์ พ.ศ. 2533 ไม่มีวันที่ 29 กรุณาเลือกวันที่เกิดอีกครั้ง';
    expect(screen.getByRole('status').textContent).toBe(note);
    expect(days.getAttribute('aria-describedby')).toContain(screen.getByRole('status').id);

    fillValidForm();
    pickBirthDate('31', 'มีนาคม', '2533');
    pickBirthDate('', 'เมษายน', '');
    expect(screen.getByText('เดือนเมษายน พ.ศ. 2533 ไม่มีวันที่ 31 กรุณาเลือกวันที่เกิดอีกครั้ง')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการสมัครสมาชิก' }));
    await waitFor(() => expect(birthDateMessage()).toBe('กรุณาเลือกวัน เดือน และปีเกิดให้ครบ'));
    expect(callsTo(fetchMock, '/api/register')).toEqual([]);

    pickBirthDate('30', '', '');
    expect(screen.queryByText(/กรุณาเลือกวันที่เกิดอีกครั้ง/)).toBeNull();
    expect(screen.getByText(/^อายุ \d+ ปี$/)).toBeDefined();
  }, 15_000);

  it("puts the server's minimum-age refusal under the birth date", async () => {
    stubApi({
      '/api/check_account': { phone_registered: false, bank_account_registered: false },
      '/api/register': new FakeResponse(200, {
        error: ERRORS.UNDER_MIN_AGE.code,
        data: null,
        message: 'ขออภัย ผู้สมัครต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป',
      }),
    });
    renderWithApp(<RegisterForm onSuccess={vi.fn()} />);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการสมัครสมาชิก' }));
    await waitFor(() => expect(birthDateMessage()).toBe('ขออภัย ผู้สมัครต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป'));
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
