import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown.tsx';

const START = Date.parse('2026-11-21T07:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('deposit countdown', () => {
  it('counts down once a second as mm:ss, with the words for screen readers', () => {
    render(<Countdown expiresAt={new Date(START + 15 * 60_000).toISOString()} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('15:00');
    expect(timer.getAttribute('aria-label')).toBe('เหลือเวลา 15 นาที 0 วินาที');
    act(() => vi.advanceTimersByTime(61_000));
    expect(timer.textContent).toBe('13:59');
    expect(timer.getAttribute('aria-label')).toBe('เหลือเวลา 13 นาที 59 วินาที');
  });

  it('turns red in the last minute and stops at 00:00 instead of going negative', () => {
    render(<Countdown expiresAt={new Date(START + 62_000).toISOString()} />);
    const timer = screen.getByRole('timer');
    expect(timer.className).toContain('text-gold-400');
    act(() => vi.advanceTimersByTime(3000));
    expect(timer.textContent).toBe('00:59');
    expect(timer.className).toContain('text-red-400');
    act(() => vi.advanceTimersByTime(120_000));
    expect(timer.textContent).toBe('00:00');
    expect(vi.getTimerCount()).toBe(0);
  });
});
