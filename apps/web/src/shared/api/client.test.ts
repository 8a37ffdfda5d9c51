import { ERRORS, UI, wheelRoutes } from '@ug99/contract';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { th } from '@/th.ts';
import { useUserStore } from '../store/user-store.ts';
import { ApiError } from './api-error.ts';
import { apiRequest, callApi, setApiNavigator, unwrap } from './client.ts';

const navigate = vi.fn<(to: string) => void>();
const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setApiNavigator(navigate);
  useUserStore.getState().clearUser();
  // A spy on the library's own toast object, which the client's dynamic import reaches too.
  vi.spyOn(toast, 'error').mockImplementation(() => 0);
});

// The client loads the toast library on first use (docs/rules/member-site.md#first-load), so a toast is
// raised once that import settles.
afterEach(async () => {
  await vi.dynamicImportSettled();
  fetchMock.mockReset();
  navigate.mockReset();
});

describe('apiRequest', () => {
  it('returns the data of a successful envelope without toasting', async () => {
    fetchMock.mockResolvedValue(json(200, { error: 0, data: [{ id: 1 }], message: 'ok' }));
    const envelope = await apiRequest<{ id: number }[]>('/api/banner', { query: { agent_code: 'ug99' } });
    expect(unwrap(envelope)).toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/banner?agent_code=ug99');
    await vi.dynamicImportSettled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends the bearer token only when a member is logged in', async () => {
    fetchMock.mockImplementation(async () => json(200, { error: 0, data: null, message: '' }));
    await apiRequest('/api/notifications');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);

    useUserStore.getState().loginSuccess('tok-1');
    await apiRequest('/api/agent/config', { method: 'POST', body: { agent_code: 'ug99' } });
    const init = fetchMock.mock.calls[1]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"agent_code":"ug99"}');
  });

  it('on HTTP 401 forgets the member and goes to /login', async () => {
    useUserStore.getState().loginSuccess('expired');
    useUserStore.getState().setUserInfo({ user: { username: 'som', vip_level: 0 }, agent_code: 'ug99' });
    fetchMock.mockResolvedValue(json(401, { error: 1001, data: null, message: ERRORS.UNAUTHORIZED.message }));

    const failure = await apiRequest('/api/member/wallets').catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('unauthorized');
    expect(useUserStore.getState()).toMatchObject({ authUser: null, isLoggedIn: false, userInfo: null });
    expect(localStorage.getItem('ug99-user')).toContain('"isLoggedIn":false');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('on HTTP 401 on a page, goes to /login with the page to come back to', async () => {
    window.history.pushState({}, '', '/member/deposit?x=1');
    useUserStore.getState().loginSuccess('expired');
    fetchMock.mockResolvedValue(json(401, { error: 1001, data: null, message: ERRORS.UNAUTHORIZED.message }));
    await apiRequest('/api/member/wallets').catch(() => undefined);
    window.history.pushState({}, '', '/');
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fmember%2Fdeposit%3Fx%3D1');
  });

  it('on HTTP 401 of a call that ends the session anyway, forgets the member quietly', async () => {
    useUserStore.getState().loginSuccess('expired');
    fetchMock.mockResolvedValue(json(401, { error: 1001, data: null, message: ERRORS.UNAUTHORIZED.message }));

    const failure = await apiRequest('/api/logout', { method: 'POST', redirectOnUnauthorized: false }).catch(
      (e: unknown) => e,
    );

    expect((failure as ApiError).kind).toBe('unauthorized');
    expect(useUserStore.getState().isLoggedIn).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    await vi.dynamicImportSettled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('on HTTP 400 goes home without a toast', async () => {
    fetchMock.mockResolvedValue(json(400, { error: 1000, data: null, message: 'bad' }));
    await expect(apiRequest('/api/banner')).rejects.toMatchObject({ kind: 'bad-request', status: 400 });
    expect(navigate).toHaveBeenCalledWith('/');
    await vi.dynamicImportSettled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('returns a non-zero error to the caller and toasts its message for 3 s', async () => {
    const failure = { error: 2001, data: null, message: ERRORS.AGENT_NOT_FOUND.message };
    fetchMock.mockResolvedValue(json(200, failure));

    const envelope = await apiRequest('/api/agent/validate', { query: { code: 'nope' } });

    expect(envelope).toEqual(failure);
    await vi.dynamicImportSettled();
    expect(toast.error).toHaveBeenCalledWith(
      failure.message,
      expect.objectContaining({ duration: UI.toastMs }),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(() => unwrap(envelope)).toThrow(failure.message);
  });

  it('lets a caller that shows the message itself skip the toast', async () => {
    fetchMock.mockResolvedValue(json(200, { error: 2001, data: null, message: 'x' }));
    const envelope = await apiRequest('/api/agent/validate', { toastOnFail: false });
    expect(envelope.error).toBe(2001);
    await vi.dynamicImportSettled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('on HTTP 500 toasts the generic Thai message and rejects', async () => {
    fetchMock.mockResolvedValue(json(500, { error: 1003, data: null, message: 'stack trace here' }));
    await expect(apiRequest('/api/banner')).rejects.toMatchObject({ kind: 'server', status: 500 });
    await vi.dynamicImportSettled();
    expect(toast.error).toHaveBeenCalledWith(
      ERRORS.INTERNAL.message,
      expect.objectContaining({ duration: 3000 }),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on HTTP 503 (the database briefly unreachable) toasts "try again" and rejects with code 1004', async () => {
    fetchMock.mockResolvedValue(
      json(503, { error: 1004, data: null, message: ERRORS.SERVICE_UNAVAILABLE.message }),
    );
    await expect(apiRequest('/api/banner')).rejects.toMatchObject({
      kind: 'server',
      status: 503,
      code: 1004,
    });
    await vi.dynamicImportSettled();
    expect(toast.error).toHaveBeenCalledWith(ERRORS.SERVICE_UNAVAILABLE.message, expect.anything());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats a success status with a body that is not an envelope as a server fault', async () => {
    fetchMock.mockResolvedValue(new Response('<!doctype html>', { status: 200 }));
    await expect(apiRequest('/api/banner')).rejects.toMatchObject({ kind: 'server' });
    await vi.dynamicImportSettled();
    expect(toast.error).toHaveBeenCalledWith(ERRORS.INTERNAL.message, expect.anything());
  });

  it('on a network failure toasts that the connection failed', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/banner')).rejects.toMatchObject({ kind: 'network' });
    await vi.dynamicImportSettled();
    expect(toast.error).toHaveBeenCalledWith(
      th.api.networkError,
      expect.objectContaining({ duration: 3000 }),
    );
  });

  it('stays quiet when the request was cancelled on purpose', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(apiRequest('/api/banner', { signal: controller.signal })).rejects.toThrow('aborted');
    await vi.dynamicImportSettled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('callApi', () => {
  it("calls the route table's method and path with the body", async () => {
    fetchMock.mockResolvedValue(json(200, { error: 4001, data: null, message: 'ไม่พบ' }));
    await callApi(wheelRoutes.reward, { body: { spin_id: 7 }, toastOnFail: false });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/wheel/reward');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"spin_id":7}');
  });

  it('answers the data of an answer that matches its schema', async () => {
    fetchMock.mockResolvedValue(json(200, { error: 0, data: { winners: [] }, message: '' }));
    expect(unwrap(await callApi(wheelRoutes.board))).toEqual({ winners: [] });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('in tests, fails a call whose answer does not match its schema, and says which call', async () => {
    // This test expects the log, so it takes it from the setup's check for unexpected errors.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(json(200, { error: 0, data: { winners: [{ member: 1 }] }, message: '' }));
    await expect(callApi(wheelRoutes.board)).rejects.toThrow('GET /api/wheel/board');
    // Logged too, so a test that swallowed the error still fails (src/test/setup.ts).
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
