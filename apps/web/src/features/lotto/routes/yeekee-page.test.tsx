import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, failWith, stubApi } from '@/test/fake-api.ts';
import { memberInfo, walletsWith } from '@/test/member-fixtures.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { lobby, numberSetsApi, rates } from '../test/fixtures.ts';
import {
  FakeEventSource,
  shot,
  shotsOf,
  yeekeeCategory,
  yeekeeFullList,
  yeekeeList,
  yeekeeRound,
} from '../test/yeekee-fixtures.ts';

function yeekeeApi(overrides: Record<string, unknown> = {}) {
  return stubApi({
    '/api/get_user_info': memberInfo(),
    '/api/member/wallets': walletsWith(1000),
    '/api/member/points': { point: 0 },
    '/api/lotto/lobby': lobby(),
    '/api/lotto/round': yeekeeRound(),
    '/api/lotto/rate': rates(),
    ...numberSetsApi().answers,
    '/api/lotto/yeekee/list': yeekeeList(shotsOf(['12345', '54321'])),
    ...overrides,
  });
}

const closedRound = () =>
  yeekeeRound({ status: 'resulted', close_at: new Date(Date.now() - 60_000).toISOString() });
const feedOf = () => screen.getByRole('list', { name: 'เลขที่ยิงล่าสุด' });
const afterSeq = (source: FakeEventSource) =>
  new URL(source.url, 'http://localhost').searchParams.get('after_seq');

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  useUserStore.getState().clearUser();
  useUserStore.getState().loginSuccess('tok');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('yeekee round page', () => {
  it('before the open says ยังไม่เปิดรับ with the opening time and a countdown, and opens on its own', async () => {
    const now = Date.UTC(2026, 10, 21, 6, 55, 0); // 13:55 in Bangkok
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    const scheduled = yeekeeRound({
      status: 'scheduled',
      open_at: new Date(now + 5_000).toISOString(),
      close_at: new Date(now + 15 * 60_000).toISOString(),
    });
    yeekeeApi({ '/api/lotto/round': scheduled });
    renderRoutes('/lotto/21');
    expect(await screen.findByText('เปิดรับ 21 พ.ย. 2569 13:55')).toBeDefined();
    expect(screen.getAllByText('ยังไม่เปิดรับ').length).toBeGreaterThan(0);
    expect(screen.getAllByText('เปิดรับใน').length).toBeGreaterThan(0);
    // Nothing about a close or a result before the round has even opened.
    expect(screen.queryByText('งวดนี้ไม่เปิดรับแทงแล้ว ดูงวดอื่นได้ที่หน้าหวย')).toBeNull();
    expect(screen.queryByText('ปิดรับแล้ว กำลังคำนวณผล')).toBeNull();
    expect(screen.queryByRole('button', { name: 'ยิงเลข' })).toBeNull();

    act(() => vi.advanceTimersByTime(6_000));
    expect(await screen.findByRole('button', { name: 'ยิงเลข' })).toBeDefined();
    expect(await screen.findByRole('button', { name: 'ตรวจสอบโพย' })).toBeDefined();
    expect(screen.getByText('ปิดรับ 21 พ.ย. 2569 14:10')).toBeDefined();
    expect(screen.getAllByText('เปิดรับแทง').length).toBeGreaterThan(0);
  });

  it('puts the shoot pad and the live feed before the bet form, so a phone shows them first', async () => {
    yeekeeApi();
    renderRoutes('/lotto/21');
    const shoot = await screen.findByRole('button', { name: 'ยิงเลข' });
    const check = await screen.findByRole('button', { name: 'ตรวจสอบโพย' });
    await waitFor(() => expect(feedOf()).toBeDefined());
    expect(shoot.compareDocumentPosition(check) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(feedOf().compareDocumentPosition(check) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the latest shots beside the bet form and adds each shot the feed pushes, after the last seq held', async () => {
    yeekeeApi();
    renderRoutes('/lotto/21');
    expect(await screen.findByRole('button', { name: 'ตรวจสอบโพย' })).toBeDefined();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/lotto/yeekee/stream?round_id=21&after_seq=2');
    expect(within(feedOf()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('yeekee-tally').textContent).toBe('ยิงแล้ว 2 ครั้งผลรวม 66,666');

    act(() => source.push({ type: 'shot', shot: shot(3, '00007', '09x-xxx-1111'), sum: 66_673, count: 3 }));
    // The query cache tells the page on its next tick.
    await waitFor(() => expect(within(feedOf()).getAllByRole('listitem')).toHaveLength(3));
    const items = within(feedOf()).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('00007');
    expect(items[0]!.textContent).toContain('09x-xxx-1111');
    expect(screen.getByTestId('yeekee-tally').textContent).toBe('ยิงแล้ว 3 ครั้งผลรวม 66,673');

    // A named event is read the same way; a shot already held (a resumed feed repeating it) is not added again.
    act(() => source.push({ type: 'shot', shot: shot(3, '00007'), sum: 66_673, count: 3 }, 'shot'));
    act(() => source.push({ type: 'shot', shot: shot(4, '00001'), sum: 66_674, count: 4 }, 'shot'));
    await waitFor(() => expect(within(feedOf()).getAllByRole('listitem')).toHaveLength(4));
    expect(within(feedOf()).getAllByText('00007')).toHaveLength(1);
  });

  it('after a drop the feed reopens after the last shot it received, so no shot is lost', async () => {
    yeekeeApi();
    renderRoutes('/lotto/21');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.latest();
    act(() => first.push({ type: 'shot', shot: shot(3, '11111'), sum: 77_777, count: 3 }));
    act(() => first.drop());
    expect(first.closed).toBe(true);
    expect(await screen.findByText('กำลังเชื่อมต่อใหม่…')).toBeDefined();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 2500 });
    const second = FakeEventSource.latest();
    expect(afterSeq(second)).toBe('3');
    act(() => second.open());
    expect(await screen.findByText('อัปเดตสด')).toBeDefined();
  });

  it('สุ่มเลข fills 5 digits; ยิงเลข sends them, lists the shot as the member’s own and waits 5 seconds', async () => {
    const fetchMock = yeekeeApi({
      '/api/lotto/yeekee/shoot_number': (call: { body: { number: string } }) => shot(7, call.body.number),
    });
    renderRoutes('/lotto/21');
    const pad = await screen.findByRole('form', { name: 'ยิงเลขยี่กี' });
    fireEvent.click(within(pad).getByRole('button', { name: 'สุ่มเลข' }));
    const input = within(pad).getByLabelText<HTMLInputElement>('เลขที่จะยิง (5 หลัก)');
    expect(input.value).toMatch(/^\d{5}$/);
    fireEvent.change(input, { target: { value: '0a42-17' } });
    expect(input.value).toBe('04217');
    fireEvent.click(within(pad).getByRole('button', { name: 'ยิงเลข' }));

    expect((await within(pad).findByRole('status')).textContent).toBe('ยิงเลข 04217 แล้ว เป็นลำดับที่ 7');
    expect(callsTo(fetchMock, '/api/lotto/yeekee/shoot_number')[0]?.body).toEqual({
      round_id: 21,
      number: '04217',
    });
    const mine = screen.getByRole('list', { name: 'เลขที่ฉันยิงในรอบนี้' });
    expect(within(mine).getByText('04217')).toBeDefined();
    expect(within(pad).getByRole('button', { name: /^ยิงได้อีกครั้งใน \d วินาที$/ })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('a number of fewer than 5 digits is not sent', async () => {
    const fetchMock = yeekeeApi();
    renderRoutes('/lotto/21');
    const pad = await screen.findByRole('form', { name: 'ยิงเลขยี่กี' });
    fireEvent.change(within(pad).getByLabelText('เลขที่จะยิง (5 หลัก)'), { target: { value: '123' } });
    fireEvent.click(within(pad).getByRole('button', { name: 'ยิงเลข' }));
    expect((await within(pad).findByRole('alert')).textContent).toBe('กรุณาใส่เลขให้ครบ 5 หลัก');
    expect(callsTo(fetchMock, '/api/lotto/yeekee/shoot_number')).toHaveLength(0);
  });

  it('the server’s refusal of a shot is shown under the pad in its own Thai words', async () => {
    yeekeeApi({
      '/api/lotto/yeekee/shoot_number': failWith('LOTTO_ROUND_CLOSED', 'กรุณารออีก 3 วินาทีจึงยิงเลขได้อีกครั้ง'),
    });
    renderRoutes('/lotto/21');
    const pad = await screen.findByRole('form', { name: 'ยิงเลขยี่กี' });
    fireEvent.change(within(pad).getByLabelText('เลขที่จะยิง (5 หลัก)'), { target: { value: '99999' } });
    fireEvent.click(within(pad).getByRole('button', { name: 'ยิงเลข' }));
    expect((await within(pad).findByRole('alert')).textContent).toBe('กรุณารออีก 3 วินาทีจึงยิงเลขได้อีกครั้ง');
    expect(screen.getByText('ท่านยังไม่ได้ยิงเลขในรอบนี้')).toBeDefined();
  });

  it('the close pushed by the feed fetches the round again and takes the pad and the bet form away; the result shows', async () => {
    let status: 'open' | 'closed' = 'open';
    yeekeeApi({ '/api/lotto/round': () => yeekeeRound({ status }) });
    renderRoutes('/lotto/21');
    await screen.findByRole('form', { name: 'ยิงเลขยี่กี' });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    status = 'closed';
    act(() => FakeEventSource.latest().push({ type: 'closed', round_id: 21 }));
    expect(await screen.findByText('ปิดรับแล้ว กำลังคำนวณผล')).toBeDefined();
    expect(screen.queryByRole('form', { name: 'ยิงเลขยี่กี' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ตรวจสอบโพย' })).toBeNull();

    const source = FakeEventSource.latest();
    act(() => source.push({ type: 'result', round_id: 21, status: 'resulted', top3: '205', bottom2: '00' }));
    const result = await screen.findByRole('region', { name: 'ผลยี่กีรอบนี้' });
    expect(within(result).getByText('205')).toBeDefined();
    expect(source.closed).toBe(true);
  });

  it('ตรวจสอบผล recomputes the result in the browser, shows each step and that it matches the site’s result', async () => {
    const shots = shotsOf(Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(5, '0')));
    const fetchMock = yeekeeApi({
      '/api/lotto/round': closedRound(),
      '/api/lotto/yeekee/list': yeekeeList(shots, { status: 'resulted' }),
      '/api/lotto/result': {
        round_id: 21,
        title: 'ยี่กี รอบที่ 5',
        category: yeekeeCategory,
        draw_date: '2026-11-21',
        status: 'resulted',
        result: { top3: '205', bottom2: '00' },
        demo: false,
      },
      '/api/lotto/yeekee/lists': yeekeeFullList(shots, {
        result: {
          number: '00205',
          subtracted_seq: 5,
          subtracted_number: '00005',
          top3: '205',
          bottom2: '00',
        },
      }),
    });
    renderRoutes('/lotto/21');
    fireEvent.click(await screen.findByRole('button', { name: 'ตรวจสอบผล' }));
    const check = await screen.findByRole('status', { name: 'ตรวจสอบผลด้วยตัวเอง' });
    expect(within(check).getByText('เลขลำดับที่ 16 นับจากท้าย (ลำดับ #5)')).toBeDefined();
    expect(within(check).getByText('210 − 5 = 205')).toBeDefined();
    expect(within(check).getByText('205 mod 100000 = 00205')).toBeDefined();
    expect(within(check).getByText('ตรงกับผลที่เว็บประกาศ')).toBeDefined();
    expect(callsTo(fetchMock, '/api/lotto/yeekee/lists')[0]?.query.get('round_id')).toBe('21');
    // A resulted round opened later reads its result; no feed is opened for it.
    const result = screen.getByRole('region', { name: 'ผลยี่กีรอบนี้' });
    expect(await within(result).findByText('205')).toBeDefined();
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('ตรวจสอบผล says so when the site’s result differs from the one computed here', async () => {
    const shots = shotsOf(Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(5, '0')));
    yeekeeApi({
      '/api/lotto/round': closedRound(),
      '/api/lotto/yeekee/list': yeekeeList(shots, { status: 'closed' }),
      '/api/lotto/yeekee/lists': yeekeeFullList(shots, {
        result: {
          number: '00210',
          subtracted_seq: 1,
          subtracted_number: '00000',
          top3: '210',
          bottom2: '00',
        },
      }),
    });
    renderRoutes('/lotto/21');
    fireEvent.click(await screen.findByRole('button', { name: 'ตรวจสอบผล' }));
    expect(await screen.findByText('ไม่ตรงกับผลที่เว็บประกาศ (00210) กรุณาแจ้งเจ้าหน้าที่')).toBeDefined();
  });

  it('ตรวจสอบผล does not agree when the list skips a seq, even if the numbers give the site’s result', async () => {
    const shots = shotsOf(Array.from({ length: 21 }, (_, i) => String(i + 1).padStart(5, '0')));
    const gapped = shots.filter((s) => s.seq !== 1);
    const full = yeekeeFullList(gapped);
    yeekeeApi({
      '/api/lotto/round': closedRound(),
      '/api/lotto/yeekee/list': yeekeeList(gapped, { status: 'closed' }),
      '/api/lotto/yeekee/lists': {
        ...full,
        // What the 20 listed shots give (sum 230 − shot #6 = 224), so only the numbering is wrong.
        result: {
          number: '00224',
          subtracted_seq: 6,
          subtracted_number: '00006',
          top3: '224',
          bottom2: '00',
        },
      },
    });
    renderRoutes('/lotto/21');
    fireEvent.click(await screen.findByRole('button', { name: 'ตรวจสอบผล' }));
    expect(
      await screen.findByText('รายการเลขที่ยิงไม่ครบลำดับหรือผลรวมไม่ตรงกับที่เว็บแสดง กรุณาแจ้งเจ้าหน้าที่'),
    ).toBeDefined();
    expect(screen.getByText('ไม่ตรงกับผลที่เว็บประกาศ (00224) กรุณาแจ้งเจ้าหน้าที่')).toBeDefined();
  });

  it('with fewer than 20 shots ตรวจสอบผล finds no result, and the round shows as voided', async () => {
    const shots = shotsOf(Array.from({ length: 19 }, () => '50000'));
    yeekeeApi({
      '/api/lotto/round': yeekeeRound({
        status: 'voided',
        close_at: new Date(Date.now() - 60_000).toISOString(),
      }),
      '/api/lotto/yeekee/list': yeekeeList(shots, { status: 'voided' }),
      '/api/lotto/yeekee/lists': yeekeeFullList(shots, { status: 'voided' }),
    });
    renderRoutes('/lotto/21');
    expect(await screen.findByText('รอบนี้มีเลขยิงไม่ถึง 20 ครั้ง จึงยกเลิกรอบ และคืนเงินทุกโพย')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบผล' }));
    expect(await screen.findByText('มีเลขยิง 19 ครั้ง น้อยกว่า 20 ครั้ง จึงไม่มีผล รอบนี้ต้องยกเลิกและคืนเงิน')).toBeDefined();
    expect(screen.getByText('เว็บยกเลิกรอบนี้ตรงกัน')).toBeDefined();
  });

  it('a round of another category loads no yeekee panel', async () => {
    yeekeeApi({ '/api/lotto/round': yeekeeRound({ category: { ...yeekeeCategory, code: 'hanoi' } }) });
    renderRoutes('/lotto/21');
    expect(await screen.findByRole('button', { name: 'ตรวจสอบโพย' })).toBeDefined();
    expect(screen.queryByRole('complementary', { name: 'ยิงเลขยี่กี' })).toBeNull();
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});

describe('lotto lobby, yeekee card', () => {
  it('links to the day’s yeekee results', async () => {
    yeekeeApi({
      '/api/lotto/lobby': [
        ...lobby(),
        {
          ...yeekeeCategory,
          round: {
            round_id: 21,
            title: 'ยี่กี รอบที่ 5',
            open_at: yeekeeRound().open_at,
            close_at: yeekeeRound().close_at,
            status: 'open',
          },
        },
      ],
    });
    renderRoutes('/lotto/lobby');
    const link = await screen.findByRole('link', { name: 'ผลยี่กีทุกรอบของวันนี้' });
    expect(link.getAttribute('href')).toBe('/lotto/results?category_id=9');
    expect(screen.getByRole('link', { name: /หวยยี่กี ยี่กี รอบที่ 5/ }).getAttribute('href')).toBe('/lotto/21');
  });
});
