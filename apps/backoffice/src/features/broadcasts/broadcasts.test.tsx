import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@ug99/contract';
import { failure, stubApi, type FakeCall } from '#bo/test/fake-api.ts';
import { operator } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

const page = <T,>(items: T[]) => ({ total: items.length, page: 1, page_size: 25, items });

const sentBefore = {
  id: 1,
  title: 'ประกาศวันหยุด',
  body: 'ระบบปิดปรับปรุง',
  link: '/promotions',
  audience: { vip_levels: [1, 2], line_linked: true },
  operator: 'marketing:ตลาด',
  recipients: 1200,
  delivered: 500,
  status: 'sending',
  created_at: '2026-11-20T03:00:00Z',
  finished_at: null,
};

describe('the broadcast page', () => {
  it('lists broadcasts, checks the form in Thai, previews with the count, and sends only the previewed body', async () => {
    const items: unknown[] = [sentBefore];
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('marketing'),
      'GET /api/backoffice/broadcasts': () => page(items),
      'POST /api/backoffice/broadcasts/preview': (c: FakeCall) => {
        const body = c.body as { title: string; body: string; link: string };
        return {
          recipients: 42,
          item: { title: body.title, body: body.body, link: body.link },
          line_text: `${body.title}\n\n${body.body}\n\nดูรายละเอียด: https://ug99.example${body.link}`,
        };
      },
      'POST /api/backoffice/broadcasts': (c: FakeCall) => {
        const sent = { ...sentBefore, ...(c.body as object), id: 2, recipients: 42, delivered: 0 };
        items.unshift(sent);
        return sent;
      },
    });
    renderApp('/marketing/broadcasts');
    const table = await screen.findByRole('table', { name: 'ประกาศถึงสมาชิก' });
    const row = await within(table).findByRole('row', { name: /ประกาศวันหยุด/ });
    expect(row.textContent).toContain('VIP Gold, Hero · เชื่อม LINE แล้ว');
    expect(row.textContent).toContain('500 / 1,200');
    expect(row.textContent).toContain('กำลังส่ง');

    fireEvent.click(screen.getByRole('button', { name: 'ส่งประกาศใหม่' }));
    const dialog = await screen.findByRole('dialog', { name: 'ส่งประกาศถึงสมาชิก' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ดูตัวอย่างและจำนวนผู้รับ' }));
    expect(await within(dialog).findByText('กรุณากรอกหัวข้อ')).toBeTruthy();
    expect(within(dialog).getByText('กรุณากรอกข้อความ')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('หัวข้อ'), { target: { value: 'โปรสุดสัปดาห์' } });
    fireEvent.change(within(dialog).getByLabelText('ข้อความ'), { target: { value: 'ฝากวันนี้รับโบนัส' } });
    fireEvent.click(within(dialog).getByLabelText('Hero'));
    fireEvent.change(within(dialog).getByLabelText('ฝากเงินภายใน (วัน)'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ดูตัวอย่างและจำนวนผู้รับ' }));
    const preview = await within(dialog).findByRole('region', { name: 'ตัวอย่างที่สมาชิกเห็น' });
    expect(within(preview).getByRole('status').textContent).toBe('จะส่งถึงสมาชิก 42 คน');
    expect(preview.textContent).toContain('ดูรายละเอียด: https://ug99.example/promotions');
    const asked = calls.find((c) => c.path === '/api/backoffice/broadcasts/preview');
    expect(asked?.body).toEqual({
      title: 'โปรสุดสัปดาห์',
      body: 'ฝากวันนี้รับโบนัส',
      link: '/promotions',
      audience: { vip_levels: [2], deposited_within_days: 7 },
    });

    // A change after the preview asks for a new preview before anything can be sent.
    fireEvent.click(within(dialog).getByLabelText('เฉพาะสมาชิกที่เชื่อม LINE แล้ว'));
    expect(within(dialog).queryByRole('region', { name: 'ตัวอย่างที่สมาชิกเห็น' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ดูตัวอย่างและจำนวนผู้รับ' }));
    await within(dialog).findByRole('region', { name: 'ตัวอย่างที่สมาชิกเห็น' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ส่งประกาศ' }));
    expect(await screen.findByText(/ระบบกำลังส่งถึงสมาชิก 42 คน/)).toBeTruthy();
    const send = calls.find((c) => c.method === 'POST' && c.path === '/api/backoffice/broadcasts');
    expect(send?.body).toEqual({
      title: 'โปรสุดสัปดาห์',
      body: 'ฝากวันนี้รับโบนัส',
      link: '/promotions',
      audience: { vip_levels: [2], deposited_within_days: 7, line_linked: true },
    });
    await waitFor(() => expect(screen.getByRole('row', { name: /โปรสุดสัปดาห์/ })).toBeTruthy());
  });

  it("shows the server's Thai refusal in the dialog (the pace per operator)", async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('marketing'),
      'GET /api/backoffice/broadcasts': page([]),
      'POST /api/backoffice/broadcasts/preview': {
        recipients: 3,
        item: { title: 'ก', body: 'ข', link: '/promotions' },
        line_text: 'ก',
      },
      'POST /api/backoffice/broadcasts': failure(
        200,
        ERRORS.BROADCAST_TOO_SOON.code,
        ERRORS.BROADCAST_TOO_SOON.message,
      ),
    });
    renderApp('/marketing/broadcasts');
    fireEvent.click(await screen.findByRole('button', { name: 'ส่งประกาศใหม่' }));
    const dialog = await screen.findByRole('dialog', { name: 'ส่งประกาศถึงสมาชิก' });
    fireEvent.change(within(dialog).getByLabelText('หัวข้อ'), { target: { value: 'ก' } });
    fireEvent.change(within(dialog).getByLabelText('ข้อความ'), { target: { value: 'ข' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ดูตัวอย่างและจำนวนผู้รับ' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'ส่งประกาศ' }));
    expect(await within(dialog).findByText(ERRORS.BROADCAST_TOO_SOON.message)).toBeTruthy();
  });

  it('offers no send button to a role that may only read, and is not in the menu of other roles', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('support'),
      'GET /api/backoffice/broadcasts': page([]),
    });
    renderApp('/marketing/broadcasts');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'ส่งประกาศใหม่' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'ประกาศถึงสมาชิก' })).toBeNull();
  });
});
