import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, UI } from '@ug99/contract';
import { useSessionStore, type SelectedGame } from '@/shared/store/session-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, failWith, FakeResponse, type FakeAnswer } from '@/test/fake-api.ts';
import { rgSettings, walletsWith } from '@/test/member-fixtures.ts';
import { liveStream, stubApiWithLiveStream } from '@/test/live-stream.ts';
import { renderWithApp } from '@/test/render.tsx';
import { GameSheetSlot } from '../index.tsx';

const slot: SelectedGame = {
  game_id: 'slot-golden-reels',
  provider_id: 'demo',
  sub_provider_id: '',
  source: 'slot',
  is_demo: false,
  name: 'โกลเด้นรีล',
};
const LINK = 'http://localhost:3100/play/slot-golden-reels?token=abc';
const DEMO_LINK = 'http://localhost:3100/play/slot-golden-reels?mode=demo';

/**
 * Renders the sheet over the fake API. GET /api/member/events answers `stream` (a fresh quiet one
 * unless given), or the answer in `api` when the test names that path (a failure, for the fallback).
 */
function openSheet(game: SelectedGame, api: Record<string, FakeAnswer>, stream = liveStream()) {
  const fetchMock = stubApiWithLiveStream(
    {
      '/api/member/responsible_gaming': rgSettings(),
      '/api/member/wallets': walletsWith(0),
      '/api/member/points': { point: 0 },
      ...api,
    },
    stream,
  );
  useSessionStore.getState().selectGame(game);
  const view = renderWithApp(<GameSheetSlot />);
  return { ...view, fetchMock };
}

const frame = () => document.querySelector('iframe');

beforeEach(() => {
  useUserStore.getState().loginSuccess('token-abc');
});

afterEach(() => {
  useSessionStore.getState().selectGame(null);
  vi.useRealTimers();
});

describe('game sheet: choosing the wallet (docs/rules/games.md#choosing-a-wallet)', () => {
  it('keeps only wallets with a balance or the main wallet, and picks the only one left by itself', async () => {
    const info = vi.spyOn(toast, 'info');
    const { fetchMock } = openSheet(slot, {
      '/api/game/wallets': walletsWith(0, 0, 0, 0),
      '/api/game/link': { link: LINK },
    });
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe(LINK));
    expect(callsTo(fetchMock, '/api/game/wallets')[0]?.body).toEqual({
      game_id: 'slot-golden-reels',
      provider_id: 'demo',
      sub_provider_id: '',
    });
    expect(callsTo(fetchMock, '/api/game/link')[0]?.body).toEqual({
      wallet_id: 100,
      game_id: 'slot-golden-reels',
      provider_id: 'demo',
      is_mobile: false,
      source: 'slot',
    });
    expect(screen.queryByText('กรุณาเลือกกระเป๋าเงิน')).toBeNull();
    expect(info).toHaveBeenCalledWith('กำลังนำท่านเข้าสู่เกม', expect.objectContaining({ duration: 1000 }));
    expect(UI.gameStartToastMs).toBe(1000);
  });

  it("asks 'กรุณาเลือกกระเป๋าเงิน' with a card per kept wallet when more than one is left", async () => {
    const { fetchMock } = openSheet(slot, {
      // main 0 (kept: type 1), promotion 50 (kept), free credit 0 (dropped), affiliate 12.5 (kept)
      '/api/game/wallets': walletsWith(0, 50, 0, 12.5),
      '/api/game/link': { link: LINK },
    });
    await screen.findByText('กรุณาเลือกกระเป๋าเงิน');
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringContaining('กระเป๋าหลัก'),
      expect.stringContaining('กระเป๋าโปรโมชั่น'),
      expect.stringContaining('ค่าแนะนำ'),
    ]);
    expect(cards[1]!.textContent).toContain('฿50.00');
    expect(callsTo(fetchMock, '/api/game/link')).toHaveLength(0);

    fireEvent.click(within(cards[1]!).getByRole('button'));
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe(LINK));
    expect(callsTo(fetchMock, '/api/game/link')[0]?.body).toMatchObject({ wallet_id: 101 });
  });

  it("shows the dialog 'พบบางอย่างผิดปกติ' with the server's message when the link is refused", async () => {
    const error = vi.spyOn(toast, 'error');
    openSheet(slot, {
      '/api/game/wallets': walletsWith(0, 50),
      '/api/game/link': failWith('GAME_WALLET_NOT_ALLOWED'),
    });
    fireEvent.click(await screen.findByRole('button', { name: /กระเป๋าโปรโมชั่น/ }));
    const dialog = await screen.findByRole('dialog', { name: 'พบบางอย่างผิดปกติ' });
    expect(within(dialog).getByRole('alert').textContent).toBe(ERRORS.GAME_WALLET_NOT_ALLOWED.message);
    expect(error).not.toHaveBeenCalled();
    expect(frame()).toBeNull();

    // The member picked that wallet, so they may pick another.
    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await screen.findByText('กรุณาเลือกกระเป๋าเงิน');
  });

  it('a wallet failure toasts the message for 3 s and closes the sheet', async () => {
    const error = vi.spyOn(toast, 'error');
    openSheet(slot, { '/api/game/wallets': failWith('GAME_NOT_FOUND') });
    await waitFor(() => expect(useSessionStore.getState().selectedGame).toBeNull());
    expect(error).toHaveBeenCalledWith(
      ERRORS.GAME_NOT_FOUND.message,
      expect.objectContaining({ duration: 3000 }),
    );
  });
});

describe('game sheet: demo games', () => {
  it('loads the demo link without asking for wallets, logged out too', async () => {
    useUserStore.getState().clearUser();
    const { fetchMock } = openSheet({ ...slot, is_demo: true }, { '/api/game/demo': { link: DEMO_LINK } });
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe(DEMO_LINK));
    expect(callsTo(fetchMock, '/api/game/demo')[0]?.body).toEqual({
      game_id: 'slot-golden-reels',
      provider_id: 'demo',
      is_mobile: false,
      source: 'slot',
      agent_code: 'ug99',
    });
    expect(callsTo(fetchMock, '/api/game/wallets')).toHaveLength(0);
    expect(screen.getByText('โหมดทดลองเล่น (เครดิตทดลอง)')).toBeTruthy();
  });

  it('a demo failure toasts the message for 3 s and closes the sheet', async () => {
    const error = vi.spyOn(toast, 'error');
    openSheet({ ...slot, is_demo: true }, { '/api/game/demo': failWith('GAME_DEMO_UNAVAILABLE') });
    await waitFor(() => expect(useSessionStore.getState().selectedGame).toBeNull());
    expect(error).toHaveBeenCalledWith(
      ERRORS.GAME_DEMO_UNAVAILABLE.message,
      expect.objectContaining({ duration: 3000 }),
    );
  });
});

describe('game sheet: closing', () => {
  it('clears the link, the wallet and the selected game, and refreshes the balances', async () => {
    const { fetchMock } = openSheet(slot, {
      '/api/game/wallets': walletsWith(250),
      '/api/game/link': { link: LINK },
      '/api/member/wallets': walletsWith(250),
    });
    await waitFor(() => expect(frame()).not.toBeNull());
    await screen.findByText('฿250.00');
    const before = callsTo(fetchMock, '/api/member/wallets').length;

    fireEvent.click(screen.getByRole('button', { name: 'ปิดเกม' }));
    await waitFor(() => expect(frame()).toBeNull());
    expect(useSessionStore.getState().selectedGame).toBeNull();
    expect(screen.queryByText('฿250.00')).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, '/api/member/wallets').length).toBeGreaterThan(before));
  });

  it('the fullscreen button shrinks the bar to its buttons where the browser has no fullscreen', async () => {
    openSheet({ ...slot, is_demo: true }, { '/api/game/demo': { link: DEMO_LINK } });
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(document.fullscreenEnabled).toBeFalsy();
    fireEvent.click(screen.getByRole('button', { name: 'เต็มจอ' }));
    expect(screen.queryByText('โหมดทดลองเล่น (เครดิตทดลอง)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ออกจากเต็มจอ' }));
    expect(screen.getByText('โหมดทดลองเล่น (เครดิตทดลอง)')).toBeTruthy();
  });

  it('shows the chosen wallet balance while playing and, while the live stream is down, re-reads it every 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const balances = [250, 240, 275.5];
    let reads = 0;
    openSheet(slot, {
      '/api/game/wallets': walletsWith(250),
      '/api/game/link': { link: LINK },
      '/api/member/wallets': () => walletsWith(balances[Math.min(reads++, balances.length - 1)]!),
      '/api/member/events': new FakeResponse(503, { error: 9999, data: null, message: '' }),
    });
    await screen.findByText('฿250.00');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await screen.findByText('฿240.00');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await screen.findByText('฿275.50');
  });

  it('shows a balance pushed by the live stream at once, and stops polling while the stream is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stream = liveStream();
    const { fetchMock } = openSheet(
      slot,
      {
        '/api/game/wallets': walletsWith(250),
        '/api/game/link': { link: LINK },
        '/api/member/wallets': walletsWith(250),
      },
      stream,
    );
    await screen.findByText('฿250.00');
    await waitFor(() => expect(callsTo(fetchMock, '/api/member/events')).toHaveLength(1));
    // The token travels in the header, never in the URL.
    const [url, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/member/events'))!;
    expect(String(url)).toBe('/api/member/events');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-abc');
    await act(() => vi.advanceTimersByTimeAsync(100));
    const reads = callsTo(fetchMock, '/api/member/wallets').length;

    await stream.push(`data: ${JSON.stringify({ type: 'balance', wallet_type_id: 1, balance: 1234.5 })}\n\n`);
    await screen.findByText('฿1,234.50');
    // Another wallet's balance leaves the bar alone; an unknown event is skipped.
    await stream.push(`data: ${JSON.stringify({ type: 'balance', wallet_type_id: 3, balance: 9 })}\n\n`);
    await stream.push(`data: ${JSON.stringify({ type: 'later', x: 1 })}\n\n`);
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(screen.getByText('฿1,234.50')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/member/wallets')).toHaveLength(reads);

    // Logging out closes the stream: it belongs to the session, not to the page.
    expect(init?.signal?.aborted).toBe(false);
    act(() => useUserStore.getState().clearUser());
    await waitFor(() => expect(init?.signal?.aborted).toBe(true));
  });
});

describe('game sheet: reality check (docs/rules/responsible-gaming.md#reality-check)', () => {
  function playWithInterval(minutes: number, balanceNow: number) {
    return openSheet(slot, {
      '/api/member/responsible_gaming': rgSettings({ reality_check_minutes: minutes }),
      '/api/game/wallets': walletsWith(500),
      '/api/game/link': { link: LINK },
      '/api/member/wallets': walletsWith(balanceNow),
    });
  }

  it("reminds after the member's interval with time played and net result, and waits for an answer", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    playWithInterval(15, 420);
    await waitFor(() => expect(frame()).not.toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(14 * 60_000));
    expect(screen.queryByRole('alertdialog', { name: 'แจ้งเตือนเวลาเล่น' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const reminder = await screen.findByRole('alertdialog', { name: 'แจ้งเตือนเวลาเล่น' });
    expect(reminder.textContent).toContain('15 นาที');
    expect(reminder.textContent).toContain('-฿80.00');

    // Escape does not count as an answer.
    fireEvent.keyDown(reminder, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'แจ้งเตือนเวลาเล่น' })).toBeTruthy();

    fireEvent.click(within(reminder).getByRole('button', { name: 'เล่นต่อ' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(frame()).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000));
    const again = await screen.findByRole('alertdialog', { name: 'แจ้งเตือนเวลาเล่น' });
    expect(again.textContent).toContain('30 นาที');
    fireEvent.click(within(again).getByRole('button', { name: 'ออกจากเกม' }));
    await waitFor(() => expect(useSessionStore.getState().selectedGame).toBeNull());
  });

  it('uses 60 minutes when the member has not chosen, and never reminds in a demo', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openSheet({ ...slot, is_demo: true }, { '/api/game/demo': { link: DEMO_LINK } });
    await waitFor(() => expect(frame()).not.toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(61 * 60_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
