import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Quest, QuestList } from '@ug99/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, failWith, stubApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { QuestStar } from '../components/quest-star.tsx';
import { Component as CreditfreePage } from './creditfree.tsx';

function quest(overrides: Partial<Quest>): Quest {
  return {
    id: 1,
    code: 'daily_deposit_300',
    title: 'ฝากเงินวันนี้ 300 บาทขึ้นไป',
    description: 'ฝากเงินรวมตั้งแต่ 300 บาทภายในวันนี้ รับเครดิตฟรี 20 บาท',
    period: 'day',
    metric: 'deposit',
    target: 300,
    progress: 150,
    reward_kind: 'credit',
    reward_amount: 20,
    state: 'in_progress',
    period_ends_at: '2026-11-24T17:00:00.000Z',
    ...overrides,
  };
}

function list(quests: Quest[], checkedIn = false, pausedUntil: string | null = null): QuestList {
  return {
    quests,
    checkin: {
      checked_in_today: checkedIn,
      streak_day: 3,
      days: [5, 10, 15, 20, 25, 30, 50].map((points, i) => ({
        day: i + 1,
        points,
        done: i < (checkedIn ? 3 : 2),
      })),
    },
    claimable: pausedUntil ? 0 : quests.filter((q) => q.state === 'claimable').length,
    paused_until: pausedUntil,
  };
}

beforeEach(() => {
  useUserStore.getState().loginSuccess('tok');
});

describe('quests page', () => {
  it('shows the check-in strip, each quest with its progress, and the points with their history', async () => {
    stubApi({
      '/api/quest/list': list([
        quest({}),
        quest({
          id: 4,
          code: 'weekly_checkin_5',
          title: 'เช็คอินครบ 5 วันในสัปดาห์นี้',
          period: 'week',
          metric: 'checkin_days',
          target: 5,
          progress: 2,
          reward_kind: 'points',
          reward_amount: 30,
        }),
        quest({
          id: 3,
          code: 'weekly_lotto_bills_3',
          title: 'แทงหวย 3 โพยในสัปดาห์นี้',
          period: 'week',
          metric: 'lotto_bills',
          target: 3,
          progress: 1,
          reward_kind: 'spins',
          reward_amount: 3,
        }),
      ]),
      '/api/member/points': { point: 42 },
      '/api/member/points/history': {
        page: 1,
        page_size: 10,
        total: 1,
        rows: [
          {
            id: '9',
            created_at: '2026-11-24T03:00:00Z',
            reason: 'points_earn',
            reason_label: 'ได้รับพอยท์',
            points: 10,
            balance_after: 42,
            memo: 'เช็คอินวันที่ 2',
          },
        ],
      },
    });
    renderWithApp(<CreditfreePage />, { route: '/member/creditfree' });
    const strip = await screen.findByRole('list', { name: 'เช็คอินรายวัน' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(7);
    expect(within(strip).getAllByRole('listitem')[2]!.getAttribute('aria-current')).toBe('step');
    const deposit = screen.getByRole('listitem', { name: 'ฝากเงินวันนี้ 300 บาทขึ้นไป' });
    expect(within(deposit).getByText('฿150.00 / ฿300.00')).toBeDefined();
    expect(within(deposit).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(within(deposit).getByText('รางวัลเครดิตฟรี ฿20.00')).toBeDefined();
    expect(within(deposit).getByText('ทำได้ถึง 24 พ.ย. 2569 23:59 น.')).toBeDefined();
    const weekly = screen.getByRole('listitem', { name: 'เช็คอินครบ 5 วันในสัปดาห์นี้' });
    expect(within(weekly).getByText('2 / 5')).toBeDefined();
    expect(within(weekly).getByText('รางวัล 30 พอยท์')).toBeDefined();
    const lotto = screen.getByRole('listitem', { name: 'แทงหวย 3 โพยในสัปดาห์นี้' });
    expect(within(lotto).getByText('รางวัลหมุนวงล้อฟรี 3 ครั้ง')).toBeDefined();
    expect(await screen.findByText('42 พอยท์')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'ดูประวัติพอยท์' }));
    expect(await screen.findByText('เช็คอินวันที่ 2')).toBeDefined();
    expect(screen.getByText('+10 พอยท์')).toBeDefined();
  });

  it('checks in and claims a claimable quest, then asks for the list again', async () => {
    let claimed = false;
    const fetchMock = stubApi({
      '/api/quest/list': () => list([quest({ progress: 300, state: claimed ? 'claimed' : 'claimable' })]),
      '/api/member/points': { point: 0 },
      '/api/event/quest': { streak_day: 3, points: 15, point: 15 },
      '/api/quest/redeem': () => {
        claimed = true;
        return { quest_id: 1, reward_kind: 'credit', reward_amount: 20, point: 15 };
      },
      '/api/member/wallets': [],
      '/api/member/statement': { page: 1, page_size: 20, total: 0, rows: [] },
    });
    renderWithApp(<CreditfreePage />, { route: '/member/creditfree' });
    fireEvent.click(await screen.findByRole('button', { name: 'เช็คอินวันนี้' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/event/quest')).toHaveLength(1));

    const card = screen.getByRole('listitem', { name: 'ฝากเงินวันนี้ 300 บาทขึ้นไป' });
    fireEvent.click(within(card).getByRole('button', { name: 'รับรางวัล' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/quest/redeem')[0]?.body).toEqual({ quest_id: 1 }));
    expect(await within(card).findByText('รับรางวัลแล้ว')).toBeDefined();
  });

  it('keeps the check-in button off once checked in, and the claim button usable again after a refusal', async () => {
    const fetchMock = stubApi({
      '/api/quest/list': list([quest({ progress: 300, state: 'claimable' })], true),
      '/api/member/points': { point: 0 },
      '/api/quest/redeem': failWith('REWARDS_PAUSED'),
    });
    renderWithApp(<CreditfreePage />, { route: '/member/creditfree' });
    const done = await screen.findByRole('button', { name: 'วันนี้เช็คอินแล้ว' });
    expect(done.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'รับรางวัล' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/quest/redeem')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'รับรางวัล' }).hasAttribute('disabled')).toBe(false),
    );
  });
  it('during cool-off says until when and offers no check-in or claim', async () => {
    stubApi({
      '/api/quest/list': list([quest({ progress: 300, state: 'claimable' })], false, '2026-11-25T05:00:00Z'),
      '/api/member/points': { point: 0 },
    });
    renderWithApp(<CreditfreePage />, { route: '/member/creditfree' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ถึง 25 พ.ย. 2569 12:00 น.');
    expect(screen.queryByRole('button', { name: 'เช็คอินวันนี้' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'รับรางวัล' })).toBeNull();
    const card = screen.getByRole('listitem', { name: 'ฝากเงินวันนี้ 300 บาทขึ้นไป' });
    expect(within(card).getByText('งดรับรางวัลชั่วคราว')).toBeDefined();
  });
});

describe('quest star', () => {
  it('counts the claimable quests in its badge and links to the quests page', async () => {
    stubApi({
      '/api/quest/list': list([
        quest({ state: 'claimable' }),
        quest({ id: 2, state: 'claimable' }),
        quest({ id: 3 }),
      ]),
    });
    renderWithApp(<QuestStar />);
    const star = await screen.findByRole('link', { name: 'ภารกิจ มี 2 รางวัลรอรับ' });
    expect(star.getAttribute('href')).toBe('/member/creditfree');
    expect(within(star).getByText('2')).toBeDefined();
  });

  it('is absent for visitors and when no quest exists', async () => {
    const fetchMock = stubApi({ '/api/quest/list': list([]) });
    const { container } = renderWithApp(<QuestStar />);
    await waitFor(() => expect(callsTo(fetchMock, '/api/quest/list')).toHaveLength(1));
    expect(container.querySelector('a')).toBeNull();
    useUserStore.getState().clearUser();
    const visitor = stubApi({});
    renderWithApp(<QuestStar />);
    expect(callsTo(visitor, '/api/quest/list')).toHaveLength(0);
  });
});
