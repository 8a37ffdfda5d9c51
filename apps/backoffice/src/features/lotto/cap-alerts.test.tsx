import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeCall } from '#bo/test/fake-api.ts';
import { operator } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

// The lotto dashboard's near-cap alerts (docs/BACKOFFICE.md#lotto): listed with the payout if the number
// wins, reloaded by the queue events' lotto_alerts, acted on with the numbers page's own call.

class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  close() {
    this.readyState = 2;
  }
}

const alert = (id: number, threshold: number, extra: object = {}) => ({
  id,
  round_id: 12,
  round_title: 'หวยฮานอย 21 พ.ย. 69',
  category: 'hanoi',
  category_name: 'หวยฮานอย',
  close_at: '2026-11-21T11:00:00Z',
  bet_type: '2top',
  number: '47',
  threshold,
  cap: 10_000,
  staked_at_alert: (10_000 * threshold) / 100,
  alerted_at: '2026-11-21T07:00:00Z',
  staked: 9_500,
  closed: false,
  rate: null,
  category_rate: 90,
  exposure: 855_000,
  ...extra,
});
const page = (items: object[]) => ({ total: items.length, page: 1, page_size: 50, items });
const stubs = {
  'GET /api/backoffice/lotto/categories': { items: [] },
  'GET /api/backoffice/lotto/rounds': page([]),
};

afterEach(() => vi.unstubAllGlobals());

/**
 * The lotto screen as a lotto operator sees it, with its live feed, listing `alerts(asked)` each time it
 * asks for the near-cap alerts; `listed()` counts the asks.
 */
function stubAlerts(alerts: (asked: number) => object[], more: Parameters<typeof stubApi>[0] = {}) {
  vi.stubGlobal('EventSource', FakeEventSource);
  let listed = 0;
  const api = stubApi({
    ...stubs,
    'GET /api/backoffice/auth/me': operator('lotto'),
    'GET /api/backoffice/lotto/alerts': () => {
      listed += 1;
      return page(alerts(listed));
    },
    ...more,
  });
  return { ...api, listed: () => listed };
}

describe('near-cap alerts on the lotto screen', () => {
  it('lists each alert with its stakes, cap and the payout if the number wins, and reloads on a lotto alert event only', async () => {
    const { listed } = stubAlerts((asked) => (asked === 1 ? [alert(1, 80)] : [alert(2, 90), alert(1, 80)]));
    renderApp('/lotto');
    const card = await screen.findByRole('listitem', { name: '2 ตัวบน 47 ถึง 80%' });
    expect(within(card).getByText('฿855,000.00')).toBeTruthy();
    expect(within(card).getByText('฿9,500.00')).toBeTruthy();
    expect(within(card).getByText('฿10,000.00')).toBeTruthy();
    expect(within(card).getByText('90.00')).toBeTruthy();
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/backoffice/queues/events');
    source.onopen?.();
    expect(await screen.findByText('อัปเดตสด')).toBeTruthy();
    await waitFor(() => expect(listed()).toBe(2));
    source.onmessage?.({
      data: JSON.stringify({ type: 'queue', queue: 'withdrawals', id: 9, status: 'pending' }),
    });
    source.onmessage?.({
      data: JSON.stringify({ type: 'queue', queue: 'lotto_alerts', id: 2, status: '90' }),
    });
    await waitFor(() => expect(listed()).toBe(3));
    expect(await screen.findByRole('listitem', { name: '2 ตัวบน 47 ถึง 90%' })).toBeTruthy();
  });

  it('closes the number and reduces its rate from the alert with the numbers call', async () => {
    let closed = false;
    const { calls } = stubAlerts(() => [alert(1, 100, closed ? { closed: true } : {})], {
      'POST /api/backoffice/lotto/rounds/12/numbers': (c: FakeCall) => {
        if ((c.body as { action: string }).action === 'close') closed = true;
        return {
          item: {
            bet_type: '2top',
            number: '47',
            staked: 5000,
            category_rate: 90,
            category_cap: 5000,
            closed,
            rate: null,
            cap: null,
          },
          changed: true,
        };
      },
    });
    renderApp('/lotto');
    let card = await screen.findByRole('listitem', { name: '2 ตัวบน 47 ถึง 100%' });
    fireEvent.click(within(card).getByRole('button', { name: 'ลดอัตราจ่าย' }));
    let dialog = await screen.findByRole('dialog', { name: 'ลดอัตราจ่าย 2 ตัวบน 47' });
    fireEvent.change(within(dialog).getByLabelText('อัตราจ่ายใหม่ (บาทละ)'), { target: { value: '45' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกเลขอั้น' }));
    expect(await screen.findByText('บันทึกเลขอั้นแล้ว: 2 ตัวบน 47')).toBeTruthy();

    card = screen.getByRole('listitem', { name: '2 ตัวบน 47 ถึง 100%' });
    fireEvent.click(within(card).getByRole('button', { name: 'ปิดเลข' }));
    dialog = await screen.findByRole('dialog', { name: 'ปิดเลข 2 ตัวบน 47' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกเลขอั้น' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: '2 ตัวบน 47 ถึง 100%' })).getByText('ปิดเลขแล้ว'),
      ).toBeTruthy(),
    );
    expect(
      within(screen.getByRole('listitem', { name: '2 ตัวบน 47 ถึง 100%' })).queryByRole('button', {
        name: 'ปิดเลข',
      }),
    ).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { bet_type: '2top', number: '47', action: 'rate', rate: 45 },
      { bet_type: '2top', number: '47', action: 'close' },
    ]);
  });

  it('says when no number is near its cap, and offers a reload while the live feed is away', async () => {
    const { listed } = stubAlerts(() => []);
    renderApp('/lotto');
    expect(await screen.findByText('ยังไม่มีเลขที่ใกล้เต็มวงเงินรับ')).toBeTruthy();
    const source = FakeEventSource.last!;
    source.readyState = FakeEventSource.CLOSED;
    source.onerror?.();
    fireEvent.click(await screen.findByRole('button', { name: 'โหลดใหม่' }));
    await waitFor(() => expect(listed()).toBe(2));
  });
});
