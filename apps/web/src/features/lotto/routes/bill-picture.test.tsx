import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { stubApi } from '@/test/fake-api.ts';
import { memberInfo, walletsWith } from '@/test/member-fixtures.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { billDetail, lobby } from '../test/fixtures.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The site's fake API, plus the picture: a PNG, or the server's refusal. */
function api(picture: 'png' | 'refused' = 'png') {
  const fetchMock = stubApi({
    '/api/get_user_info': memberInfo(),
    '/api/member/wallets': walletsWith(1000),
    '/api/member/points': { point: 0 },
    '/api/lotto/lobby': lobby(),
    '/api/lotto/bill/list': { items: [], page: 1, page_size: 20, total: 0 },
    '/api/lotto/bill/detail': billDetail(),
  });
  const images: { url: string; auth: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith('/api/lotto/bill/image')) return fetchMock(input, init);
      images.push({ url: String(input), auth: new Headers(init?.headers).get('Authorization') });
      return picture === 'png'
        ? new Response(PNG, { headers: { 'content-type': 'image/png' } })
        : new Response(JSON.stringify({ error: 7006, data: null, message: 'ไม่พบโพยนี้' }), {
            headers: { 'content-type': 'application/json' },
          });
    }),
  );
  return images;
}

async function openBill() {
  renderRoutes('/lotto/bills?bill=501');
  return screen.findByRole('dialog', { name: 'รายละเอียดโพย #501' });
}

beforeEach(() => {
  useUserStore.getState().clearUser();
  useUserStore.getState().loginSuccess('tok');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the bill as a picture', () => {
  it('แชร์ hands the PNG to the Web Share API where the browser shares files', async () => {
    const images = api();
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, canShare: () => true, share });
    const dialog = await openBill();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'แชร์' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const [data] = share.mock.calls[0] as unknown as [{ files: File[]; title: string }];
    expect(data.title).toBe('โพย #501');
    expect(data.files[0]).toMatchObject({ name: 'bill-501.png', type: 'image/png' });
    expect(images).toEqual([{ url: '/api/lotto/bill/image?bill_id=501', auth: 'Bearer tok' }]);
  });

  it('บันทึกรูป, and แชร์ where files cannot be shared, download the PNG', async () => {
    api();
    vi.stubGlobal('navigator', { ...navigator, canShare: () => false, share: vi.fn() });
    const created = vi.fn(() => 'blob:bill');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const dialog = await openBill();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'บันทึกรูป' }));
    await waitFor(() => expect(clicks).toEqual(['bill-501.png']));
    fireEvent.click(within(dialog).getByRole('button', { name: 'แชร์' }));
    await waitFor(() => expect(clicks).toEqual(['bill-501.png', 'bill-501.png']));
    expect(created).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal in Thai instead of a picture", async () => {
    api('refused');
    const dialog = await openBill();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'บันทึกรูป' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('ไม่พบโพยนี้');
    expect(screen.queryByText('bill-501.png')).toBeNull();
  });
});
