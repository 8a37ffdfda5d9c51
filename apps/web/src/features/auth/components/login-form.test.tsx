import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, failWith, stubApi } from '@/test/fake-api.ts';
import { memberInfo } from '@/test/member-fixtures.ts';
import { renderWithApp } from '@/test/render.tsx';
import { LoginForm } from './login-form.tsx';

const accessToken = { access_token: 'tok-new', token_type: 'Bearer', expires_at: '2026-01-01T12:00:00Z' };

function fillAndSubmit(phone: string, password: string) {
  fireEvent.change(screen.getByLabelText('เบอร์โทรศัพท์'), { target: { value: phone } });
  fireEvent.change(screen.getByLabelText('รหัสผ่าน'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
}

beforeEach(() => useUserStore.getState().clearUser());

describe('LoginForm', () => {
  it('shows the contract’s Thai message under each invalid field and sends nothing', async () => {
    const fetchMock = stubApi();
    renderWithApp(<LoginForm onSuccess={vi.fn()} />);
    fillAndSubmit('12345', '');

    const phone = screen.getByLabelText('เบอร์โทรศัพท์');
    expect(await screen.findByText('เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09')).toBeDefined();
    expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeDefined();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const describedBy = phone.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0]!)?.textContent).toMatch(/^เบอร์โทรศัพท์ต้องเป็น/);
    expect(phone.getAttribute('inputmode')).toBe('numeric');
    expect(phone.getAttribute('autocomplete')).toBe('username');
    expect(callsTo(fetchMock, '/api/login')).toEqual([]);
  });

  it('shows the server’s message in the form when login answers a non-zero error, and forgets the member', async () => {
    stubApi({ '/api/login': failWith('LOGIN_FAILED') });
    useUserStore.getState().loginSuccess('stale');
    const onSuccess = vi.fn();
    renderWithApp(<LoginForm onSuccess={onSuccess} />);
    fillAndSubmit('081-234-5678', 'wrong-password');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง');
    expect(useUserStore.getState()).toMatchObject({ isLoggedIn: false, authUser: null });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('on error 0 keeps the bearer token, marks the member logged in and loads their info', async () => {
    const fetchMock = stubApi({
      '/api/login': accessToken,
      '/api/get_user_info': memberInfo({ vip_level: 2 }),
    });
    const onSuccess = vi.fn();
    renderWithApp(<LoginForm onSuccess={onSuccess} />);
    fillAndSubmit('081 234 5678', 'correct-horse');

    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(callsTo(fetchMock, '/api/login')[0]?.body).toEqual({
      username: '0812345678',
      password: 'correct-horse',
    });
    expect(useUserStore.getState()).toMatchObject({
      isLoggedIn: true,
      authUser: { access_token: 'tok-new' },
      userInfo: { user: { username: '0812345678', vip_level: 2 }, agent_code: 'ug99' },
    });
    const infoCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/get_user_info');
    expect(new Headers(infoCall?.[1]?.headers).get('Authorization')).toBe('Bearer tok-new');
  });

  it('disables the submit button while the request is on its way', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithApp(<LoginForm onSuccess={vi.fn()} />);
    fillAndSubmit('0812345678', 'secret-password');

    const button = await screen.findByRole('button', { name: 'กำลังเข้าสู่ระบบ…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    answer(new Response(JSON.stringify({ error: 3006, data: null, message: 'x' }), { status: 200 }));
    await screen.findByRole('button', { name: 'เข้าสู่ระบบ' });
  });

  it('lets the member see the password they typed', () => {
    stubApi();
    renderWithApp(<LoginForm onSuccess={vi.fn()} />);
    const password = screen.getByLabelText('รหัสผ่าน');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'แสดงรหัสผ่าน' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'ซ่อนรหัสผ่าน' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});
