import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PollConfig, PollQuotaCheck } from '@ug99/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, stubApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { Component as PollPage } from './poll.tsx';

const config: PollConfig = {
  poll_id: 1,
  title: 'โหวตเกมยอดนิยมประจำเดือน',
  description: 'เลือกหมวดเกมที่ท่านชอบ',
  images: ['/media/engagement/poll-banner.svg'],
  opens_at: '2026-11-01T00:00:00Z',
  closes_at: '2026-12-01T00:00:00Z',
  state: 'open',
  choices: [
    { choice_id: 11, label: 'สล็อต', image: '/a.svg' },
    { choice_id: 12, label: 'หวย', image: '/b.svg' },
  ],
  metadata: { prize: 'หมุนวงล้อฟรี 5 ครั้ง × 10 รางวัล' },
  baht_per_vote: 1_000,
  winner_count: 10,
  prize_spins: 5,
  seed_hash: 'ab'.repeat(32),
};
const stats = {
  poll_id: 1,
  total_votes: 3,
  choices: [
    { choice_id: 11, votes: 2 },
    { choice_id: 12, votes: 1 },
  ],
};
const quota = (remaining: number): PollQuotaCheck => ({
  poll_id: 1,
  quota: 2,
  used: 2 - remaining,
  remaining,
  deposited: 2_000,
  baht_per_vote: 1_000,
  last_updated_quota: '2026-11-20T05:00:00Z',
  can_vote: remaining > 0,
});

describe('poll page', () => {
  beforeEach(() => useUserStore.getState().clearUser());

  it('shows a visitor the campaign, the counts and a login link, and no vote button', async () => {
    stubApi({ '/api/poll/config': config, '/api/poll/stats': stats });
    renderWithApp(<PollPage />, { route: '/poll/1' });
    expect(await screen.findByRole('heading', { name: config.title, level: 1 })).toBeDefined();
    // The title once, as the page's heading; the details card has its own.
    expect(screen.getAllByText(config.title)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'รายละเอียดกิจกรรม', level: 2 })).toBeDefined();
    expect(await screen.findByText('2 โหวต')).toBeDefined();
    expect(screen.getByText('หมุนวงล้อฟรี 5 ครั้ง × 10 รางวัล')).toBeDefined();
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบเพื่อโหวต' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'โหวต สล็อต' })).toBeNull();
    expect(screen.getByText(config.seed_hash)).toBeDefined();
  });

  it('lets a member with votes left vote, then shows the quota spent', async () => {
    useUserStore.getState().loginSuccess('tok');
    let left = 1;
    const api = stubApi({
      '/api/poll/config': config,
      '/api/poll/stats': stats,
      '/api/poll/quota/check': () => quota(left),
      '/api/poll/submit': () => {
        left = 0;
        return { vote_id: 7, choice_id: 12, quota: quota(0) };
      },
    });
    renderWithApp(<PollPage />, { route: '/poll/1' });
    expect((await screen.findByTestId('poll-quota')).textContent).toContain('สิทธิ์โหวตคงเหลือ 1 จาก 2 สิทธิ์');
    fireEvent.click(await screen.findByRole('button', { name: 'โหวต หวย' }));
    await waitFor(() =>
      expect(screen.getByTestId('poll-quota').textContent).toContain('สิทธิ์โหวตคงเหลือ 0 จาก 2 สิทธิ์'),
    );
    expect(callsTo(api, '/api/poll/submit')[0]!.body).toEqual({
      poll_id: 1,
      choice_id: 12,
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(screen.queryByRole('button', { name: 'โหวต หวย' })).toBeNull();
  });
});
