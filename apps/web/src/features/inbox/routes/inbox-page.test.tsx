import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InboxItem, InboxPage } from '@ug99/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, stubApi, type FakeCall } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { InboxBell } from '../components/inbox-bell.tsx';
import { Component as InboxRoute } from './inbox.tsx';

function item(id: number, read: boolean): InboxItem {
  return {
    id,
    kind: 'deposit_credited',
    title: `ฝากเงินสำเร็จ ${id}`,
    body: 'ยอดฝาก 500.00 บาท เข้ากระเป๋าหลักแล้ว',
    link: '/member/payment',
    created_at: '2026-11-29T08:09:00.000Z',
    read_at: read ? '2026-11-29T08:10:00.000Z' : null,
  };
}

/** A fake inbox of `items` (newest first) the read call changes, answering as the server pages it. */
function fakeInbox(items: InboxItem[], settings = { marketing: true }) {
  return {
    '/api/member/inbox/settings': (call: FakeCall) => {
      if (call.method === 'POST') Object.assign(settings, call.body as object);
      return { ...settings };
    },
    '/api/member/inbox': (call: FakeCall): InboxPage => {
      const unreadOnly = call.query.get('unread') === '1';
      const page = Number(call.query.get('page'));
      const listed = items.filter((i) => !unreadOnly || i.read_at === null);
      return {
        items: listed.slice((page - 1) * 20, page * 20),
        unread: items.filter((i) => i.read_at === null).length,
        page,
        total: listed.length,
      };
    },
    '/api/member/inbox/read': (call: FakeCall) => {
      const body = call.body as { ids?: number[]; all?: true };
      for (const i of items) {
        if (i.read_at === null && (body.all || body.ids?.includes(i.id)))
          i.read_at = '2026-11-29T08:11:00.000Z';
      }
      return { unread: items.filter((i) => i.read_at === null).length };
    },
  };
}

function renderInbox() {
  return renderWithApp(<h1>หน้าแรก</h1>, {
    route: '/member/inbox',
    extraRoutes: [
      {
        path: '/member/inbox',
        element: (
          <>
            <InboxBell />
            <InboxRoute />
          </>
        ),
      },
      { path: '/member/payment', element: <h1>ประวัติการฝากถอน</h1> },
    ],
  });
}

beforeEach(() => {
  useUserStore.getState().loginSuccess('tok');
});

describe('the inbox page', () => {
  it('lists the items newest first with the unread ones marked, 20 a page', async () => {
    stubApi(fakeInbox(Array.from({ length: 23 }, (_, i) => item(23 - i, i % 2 === 1))));
    renderInbox();
    const list = await screen.findByRole('list', { name: 'กล่องข้อความ' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(20);
    expect(links[0]!.getAttribute('aria-label')).toBe('ฝากเงินสำเร็จ 23 (ยังไม่อ่าน)');
    expect(links[1]!.getAttribute('aria-label')).toBe('ฝากเงินสำเร็จ 22');
    expect(links[0]!.getAttribute('href')).toBe('/member/payment');
    expect(within(links[0]!).getByText('29 พ.ย. 2569 15:09')).toBeDefined();
    expect(screen.getByRole('link', { name: 'กล่องข้อความ ยังไม่อ่าน 12 รายการ' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
  });

  it('marks an opened item read and goes to its page; read all clears the count', async () => {
    const fetchMock = stubApi(fakeInbox([item(2, false), item(1, false)]));
    const { router } = renderInbox();
    await screen.findByRole('link', { name: 'กล่องข้อความ ยังไม่อ่าน 2 รายการ' });
    fireEvent.click(await screen.findByRole('link', { name: 'ฝากเงินสำเร็จ 2 (ยังไม่อ่าน)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/payment'));
    expect(callsTo(fetchMock, '/api/member/inbox/read').map((c) => c.body)).toEqual([{ ids: [2] }]);

    await router.navigate('/member/inbox');
    await screen.findByRole('link', { name: 'กล่องข้อความ ยังไม่อ่าน 1 รายการ' });
    fireEvent.click(screen.getByRole('button', { name: 'อ่านทั้งหมดแล้ว' }));
    await screen.findByRole('link', { name: 'กล่องข้อความ' });
    expect(callsTo(fetchMock, '/api/member/inbox/read').map((c) => c.body)).toEqual([
      { ids: [2] },
      { all: true },
    ]);
    expect(screen.getByRole('button', { name: 'อ่านทั้งหมดแล้ว' }).hasAttribute('disabled')).toBe(true);
  });

  it('lists only the unread items on ยังไม่อ่าน, and says when everything was read', async () => {
    stubApi(fakeInbox([item(2, true)]));
    const { router } = renderInbox();
    await screen.findByRole('link', { name: 'ฝากเงินสำเร็จ 2' });
    fireEvent.click(screen.getByRole('button', { name: 'ยังไม่อ่าน' }));
    expect(await screen.findByText('อ่านครบทุกข้อความแล้ว')).toBeDefined();
    expect(router.state.location.search).toBe('?page=1&unread=1');
  });

  it('shows no bell while the member has no item', async () => {
    const fetchMock = stubApi(fakeInbox([]));
    renderInbox();
    expect(await screen.findByText('ยังไม่มีข้อความ')).toBeDefined();
    expect(callsTo(fetchMock, '/api/member/inbox').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /กล่องข้อความ/ })).toBeNull();
  });

  it('turns marketing broadcasts off and on, on until the member chooses', async () => {
    const settings = { marketing: true };
    const fetchMock = stubApi(fakeInbox([], settings));
    renderInbox();
    const box = await screen.findByRole('checkbox', { name: 'รับข่าวสาร โปรโมชั่น และประกาศจากเว็บไซต์' });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    expect((await screen.findByRole('status')).textContent).toBe('ปิดรับข่าวสารแล้ว');
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(settings).toEqual({ marketing: false });
    fireEvent.click(box);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('เปิดรับข่าวสารแล้ว'));
    expect(
      callsTo(fetchMock, '/api/member/inbox/settings')
        .filter((c) => c.method === 'POST')
        .map((c) => c.body),
    ).toEqual([{ marketing: false }, { marketing: true }]);
  });
});
