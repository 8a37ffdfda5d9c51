import { fireEvent, screen, within } from '@testing-library/react';
import { fairWeightedIndex, serverSeedHash } from '@ug99/contract';
import type { WheelFairness, WheelHistory } from '@ug99/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, stubApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { FairnessPanel } from './fairness-panel.tsx';

const SERVER_SEED = '0f'.repeat(32);
const segments = [
  { segment_id: 101, position: 0, weight: 10 },
  { segment_id: 102, position: 1, weight: 30 },
  { segment_id: 103, position: 2, weight: 60 },
];
const wheels = [{ wheel_id: 1, tab: 1 as const, segments }];

const fairness = (hash: string): WheelFairness => ({
  commitment_id: 8,
  server_seed_hash: hash,
  client_seed: 'member-seed',
  nonce: 1,
  spins_per_seed: 100,
  wheels,
});

/**
 * Spins 1–3 of the revealed commitment 7 (the 3rd recorded on another segment than its seeds give) and
 * spin 4 of the current commitment 8.
 */
async function history(): Promise<WheelHistory> {
  const drawn = async (nonce: number) =>
    segments[
      await fairWeightedIndex({ serverSeed: SERVER_SEED, clientSeed: 'member-seed', nonce }, [10, 30, 60])
    ]!.segment_id;
  const spin = (spin_id: number, commitment_id: number, nonce: number, segment_id: number) => ({
    spin_id,
    wheel_id: 1,
    tab: 1 as const,
    segment_id,
    label: `รางวัล ${segment_id}`,
    prize_kind: 'nothing' as const,
    prize_amount: 0,
    status: 'rewarded' as const,
    created_at: '2026-11-25T05:00:00.000Z',
    commitment_id,
    nonce,
  });
  const third = await drawn(2);
  return {
    spins: [
      spin(4, 8, 0, 101),
      spin(3, 7, 2, third === 101 ? 102 : 101),
      spin(2, 7, 1, await drawn(1)),
      spin(1, 7, 0, await drawn(0)),
    ],
    commitments: [
      {
        commitment_id: 8,
        server_seed_hash: 'ab'.repeat(32),
        server_seed: null,
        client_seed: 'member-seed',
        revealed_at: null,
        wheels,
      },
      {
        commitment_id: 7,
        server_seed_hash: await serverSeedHash(SERVER_SEED),
        server_seed: SERVER_SEED,
        client_seed: 'member-seed',
        revealed_at: '2026-11-25T06:00:00.000Z',
        wheels,
      },
    ],
  };
}

describe('the wheel fairness panel', () => {
  beforeEach(() => useUserStore.getState().loginSuccess('tok'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the commitment, then recomputes the revealed spins in the browser: agree and disagree', async () => {
    stubApi({ '/api/wheel/fairness': fairness('cd'.repeat(32)), '/api/wheel/history': await history() });
    renderWithApp(<FairnessPanel />, { route: '/member/wheel' });
    const commitment = await screen.findByTestId('wheel-commitment');
    expect(commitment.textContent).toContain('cd'.repeat(32));
    expect(commitment.textContent).toContain('member-seed');

    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบความยุติธรรม' }));
    const check = await screen.findByTestId('wheel-check');
    expect(within(check).getByRole('status').textContent).toBe(
      'ตรงกัน 2 ครั้ง · ไม่ตรงกัน 1 ครั้ง · รอเปิดเผยเมล็ด 1 ครั้ง',
    );
    const rows = within(check)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows[0]).toContain('รอเปิดเผยเมล็ด');
    expect(rows[1]).toMatch(/nonce 2 .*ไม่ตรงกัน กรุณาแจ้งแอดมิน$/);
    expect(rows[2]).toMatch(/nonce 1 .*ตรงกัน$/);
    expect(rows[3]).toMatch(/nonce 0 .*ตรงกัน$/);
  });

  it('refuses a client seed with a space in Thai without calling, and shows the seed a rotation reveals', async () => {
    const api = stubApi({
      '/api/wheel/fairness': fairness('cd'.repeat(32)),
      '/api/wheel/fairness/rotate': {
        revealed: { ...(await history()).commitments[1]!, commitment_id: 8 },
        fairness: { ...fairness('ef'.repeat(32)), client_seed: 'new-seed', nonce: 0 },
      },
    });
    renderWithApp(<FairnessPanel />, { route: '/member/wheel' });
    await screen.findByTestId('wheel-commitment');
    const field = screen.getByLabelText('ตั้งเมล็ดฝั่งผู้เล่นใหม่ (ไม่บังคับ)');
    fireEvent.change(field, { target: { value: 'มี ช่องว่าง' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกและเปลี่ยนชุดเมล็ด' }));
    expect(await screen.findByText(/เมล็ดฝั่งผู้เล่นใช้ได้เฉพาะ/)).toBeDefined();
    expect(callsTo(api, '/api/wheel/fairness/rotate')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'new-seed' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกและเปลี่ยนชุดเมล็ด' }));
    expect((await screen.findByTestId('wheel-revealed')).textContent).toContain(SERVER_SEED);
    expect(callsTo(api, '/api/wheel/fairness/rotate')[0]!.body).toEqual({ client_seed: 'new-seed' });
  });

  it('on a plain-http address, where the browser has no Web Crypto, says so instead of checking', async () => {
    const api = stubApi({
      '/api/wheel/fairness': fairness('cd'.repeat(32)),
      '/api/wheel/history': await history(),
    });
    const webCrypto = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (a: Uint8Array<ArrayBuffer>) => webCrypto.getRandomValues(a),
    });
    renderWithApp(<FairnessPanel />, { route: '/member/wheel' });
    await screen.findByTestId('wheel-commitment');
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบความยุติธรรม' }));
    expect((await screen.findByRole('alert')).textContent).toContain('https');
    expect(callsTo(api, '/api/wheel/history')).toHaveLength(0);
  });
});
