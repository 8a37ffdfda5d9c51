import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WheelConfig } from '@ug99/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, failWith, stubApi } from '@/test/fake-api.ts';
import { walletsWith } from '@/test/member-fixtures.ts';
import { renderWithApp } from '@/test/render.tsx';
import { Component as WheelPage } from './wheel.tsx';

const segment = (
  position: number,
  label: string,
  prize_kind: 'credit' | 'nothing',
  prize_amount: number,
) => ({
  segment_id: 100 + position,
  position,
  label,
  image: '/x.svg',
  prize_kind,
  prize_amount,
  weight: 25,
});
const config = (free_spins: number): WheelConfig => ({
  wheel_id: 1,
  tab: 1,
  name: 'วงล้อนำโชค',
  segments: [
    segment(0, 'เครดิตฟรี 10 บาท', 'credit', 10),
    segment(1, 'เสียใจด้วย', 'nothing', 0),
    segment(2, 'เครดิตฟรี 20 บาท', 'credit', 20),
    segment(3, 'เสียใจด้วย', 'nothing', 0),
  ],
  free_spins,
  points: 0,
  spin_cost_points: 0,
  deposit_min: 500,
  spins_per_deposit: 1,
  pending_spins: [],
});
const spun = {
  spin_id: 9,
  tab: 1,
  segment_id: 102,
  position: 2,
  label: 'เครดิตฟรี 20 บาท',
  prize_kind: 'credit',
  prize_amount: 20,
  free_spins: 0,
  points: 0,
};

const fairness = {
  commitment_id: 1,
  server_seed_hash: 'ab'.repeat(32),
  client_seed: null,
  nonce: 0,
  spins_per_seed: 100,
  wheels: [],
};

describe('wheel page', () => {
  beforeEach(() => {
    useUserStore.getState().loginSuccess('tok');
    // Less motion: the wheel stops in 0.6 s, and the page claims the prize then.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('spins, turns to the segment the server drew, claims the prize and says where it went', async () => {
    let free = 1;
    const api = stubApi({
      '/api/wheel/config': () => config(free),
      '/api/wheel/board': { winners: [] },
      '/api/wheel/fairness': fairness,
      '/api/wheel/spin': () => {
        free = 0;
        return { ...spun, status: 'pending' };
      },
      '/api/wheel/reward': { ...spun, status: 'rewarded' },
      '/api/member/wallets': walletsWith(0, 0, 20),
      '/api/member/points': { point: 0 },
    });
    renderWithApp(<WheelPage />, { route: '/member/wheel' });
    expect((await screen.findByTestId('wheel-holdings')).textContent).toBe('สิทธิ์หมุนฟรีคงเหลือ 1 ครั้ง');
    fireEvent.click(screen.getByRole('button', { name: 'หมุนวงล้อ' }));
    await waitFor(() =>
      expect(Number(screen.getByTestId('wheel-rotor').dataset.rotation)).toBeGreaterThan(1800),
    );
    // Segment 2 of 4 (centre at 225°) under the pointer: the rotation is 135° past whole turns.
    expect(Number(screen.getByTestId('wheel-rotor').dataset.rotation) % 360).toBe(135);
    const result = await screen.findByRole('status', {}, { timeout: 3_000 });
    expect(result.textContent).toBe('ยินดีด้วย! ท่านได้รับ เครดิตฟรี 20 บาท เครดิตฟรีเข้ากระเป๋าเครดิตฟรีแล้ว');
    expect(callsTo(api, '/api/wheel/reward')[0]!.body).toEqual({ spin_id: 9 });
    expect(callsTo(api, '/api/wheel/spin')[0]!.body).toMatchObject({
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      client_seed: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // The commitment's hash is on the page before the spin, with the browser's client seed.
    expect(screen.getByTestId('wheel-commitment').textContent).toContain('ab'.repeat(32));
  });

  it("shows the server's refusal and disables the button without spins", async () => {
    stubApi({
      '/api/wheel/config': config(1),
      '/api/wheel/board': { winners: [] },
      '/api/wheel/fairness': fairness,
      '/api/wheel/spin': failWith('WHEEL_NO_SPINS', 'สิทธิ์หมุนวงล้อฟรีของท่านหมดแล้ว ฝากเงินตั้งแต่ 500.00 บาทขึ้นไป'),
    });
    renderWithApp(<WheelPage />, { route: '/member/wheel' });
    fireEvent.click(await screen.findByRole('button', { name: 'หมุนวงล้อ' }));
    expect((await screen.findByRole('alert')).textContent).toContain('500.00 บาท');
  });

  it('shows the points wheel on tab 2 with its cost', async () => {
    stubApi({
      '/api/wheel/config_v2': { ...config(0), tab: 2, points: 50, spin_cost_points: 100 },
      '/api/wheel/board': { winners: [] },
      '/api/wheel/fairness': fairness,
    });
    renderWithApp(<WheelPage />, { route: '/member/wheel?tab=2' });
    expect((await screen.findByTestId('wheel-holdings')).textContent).toBe('พอยท์ของท่าน 50 พอยท์');
    expect(screen.getByText('หมุนครั้งละ 100 พอยท์')).toBeDefined();
    expect(screen.getByRole('button', { name: 'พอยท์ไม่พอ' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('tab', { name: 'วงล้อพอยท์' }).getAttribute('aria-selected')).toBe('true');
  });

  it("shows each prize's chance from the member's committed weights, which a later edit does not change", async () => {
    stubApi({
      '/api/wheel/config': config(0),
      '/api/wheel/board': { winners: [] },
      '/api/wheel/fairness': {
        ...fairness,
        // Committed before the operator made every weight 25: the next spin still draws 10 / 30 / 60 / 0.
        wheels: [
          {
            wheel_id: 1,
            tab: 1,
            segments: [
              { segment_id: 100, position: 0, weight: 10 },
              { segment_id: 101, position: 1, weight: 30 },
              { segment_id: 102, position: 2, weight: 60 },
            ],
          },
        ],
      },
    });
    renderWithApp(<WheelPage />, { route: '/member/wheel' });
    expect(await screen.findByText('โอกาส 60.00%')).toBeDefined();
    expect(screen.getByText('โอกาส 10.00%')).toBeDefined();
    expect(screen.getByText('โอกาส 0.00%')).toBeDefined();
  });
});
