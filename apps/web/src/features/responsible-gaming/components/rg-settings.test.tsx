import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, failWith, stubApi, type FakeCall } from '@/test/fake-api.ts';
import { rgSettings } from '@/test/member-fixtures.ts';
import { renderWithApp } from '@/test/render.tsx';
import { RgSettings } from './rg-settings.tsx';

const withPendingIncrease = rgSettings({
  deposit_limits: {
    day: { current: 1000, pending: { value: 5000, effective_at: '2026-11-22T07:05:00Z' } },
    week: { current: 3000, pending: null },
    month: { current: null, pending: null },
  },
});

describe('responsible-gaming settings', () => {
  it('shows each limit in force and a loosened one waiting for its 24 hours', async () => {
    stubApi({ '/api/member/responsible_gaming': withPendingIncrease });
    renderWithApp(<RgSettings />);
    const day = await screen.findByLabelText('วงเงินฝากรายวัน');
    expect((day as HTMLInputElement).value).toBe('1000');
    const hint = document.getElementById(day.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('ปัจจุบัน: ฿1,000.00');
    expect(hint?.textContent).toContain('รอมีผล: ฿5,000.00 ตั้งแต่ 22 พ.ย. 2569 14:05 น.');
    expect(screen.getAllByText('ปัจจุบัน: ไม่จำกัด').length).toBeGreaterThan(0);
    expect(screen.getByText(/การเพิ่มหรือยกเลิกวงเงินจะมีผลหลังจาก 24 ชั่วโมง/)).toBeDefined();
    expect(screen.getAllByText('เมื่อเริ่มแล้วจะยกเลิกหรือย่นระยะเวลาก่อนกำหนดไม่ได้')).toHaveLength(2);
  });

  it('sends only the limits the member changed, an empty box meaning no limit', async () => {
    const fetchMock = stubApi({ '/api/member/responsible_gaming': withPendingIncrease });
    renderWithApp(<RgSettings />);
    const save = await screen.findByRole('button', { name: 'บันทึกวงเงิน' });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(screen.getByLabelText('วงเงินฝากรายสัปดาห์'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('วงเงินเสียรายเดือน'), { target: { value: '2,500' } });
    fireEvent.click(save);

    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/member/responsible_gaming').some((c) => c.method === 'POST')).toBe(
        true,
      ),
    );
    const post = callsTo(fetchMock, '/api/member/responsible_gaming').find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ deposit_limits: { week: null }, loss_limits: { month: 2500 } });
  });

  it('shows the contract’s message for an amount that is not a number', async () => {
    stubApi({ '/api/member/responsible_gaming': withPendingIncrease });
    renderWithApp(<RgSettings />);
    fireEvent.change(await screen.findByLabelText('วงเงินเสียรายวัน'), { target: { value: 'ห้าร้อย' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกวงเงิน' }));
    expect(await screen.findByText('กรุณากรอกจำนวนเงินเป็นตัวเลข')).toBeDefined();
  });

  it('confirms a cool-off before sending it, and shows a refusal in the form', async () => {
    const fetchMock = stubApi({
      '/api/member/responsible_gaming': ({ method }: FakeCall) =>
        method === 'POST' ? failWith('RG_CANNOT_SHORTEN') : rgSettings(),
    });
    renderWithApp(<RgSettings />);
    fireEvent.click(await screen.findByLabelText('7 วัน'));
    fireEvent.click(screen.getByRole('button', { name: 'เริ่มพักการเล่น' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'ยืนยันการพักการเล่น' });
    expect(within(confirm).getByText(/ท่านจะพักการเล่น 7 วัน .*ยกเลิกก่อนกำหนดไม่ได้/)).toBeDefined();
    expect(callsTo(fetchMock, '/api/member/responsible_gaming').filter((c) => c.method === 'POST')).toEqual(
      [],
    );

    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยัน' })));
    expect(await screen.findByText('ไม่สามารถย่นหรือยกเลิกช่วงพักการเล่นหรือหยุดเล่นก่อนกำหนดได้')).toBeDefined();
    const post = callsTo(fetchMock, '/api/member/responsible_gaming').find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ cool_off: '7d' });
  });

  it('offers self-exclusion from 6 months, confirmed first', async () => {
    stubApi({ '/api/member/responsible_gaming': rgSettings() });
    renderWithApp(<RgSettings />);
    const months = await screen.findByLabelText('ระยะเวลาหยุดเล่น');
    const options = within(months)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe('6 เดือน');
    fireEvent.click(screen.getByRole('button', { name: 'เริ่มหยุดเล่น' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'ยืนยันการหยุดเล่น' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
