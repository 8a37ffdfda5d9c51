import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI } from '@ug99/contract';
import { FadingOutlet } from './page-fade.tsx';

const animate = vi.fn();

function renderSite(reducedMotion: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce') }));
  const router = createMemoryRouter(
    [
      {
        Component: FadingOutlet,
        children: [
          { path: '/', element: <p>หน้าแรก</p> },
          { path: '/promotions', element: <p>โปรโมชั่น</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('FadingOutlet', () => {
  beforeEach(() => {
    HTMLElement.prototype.animate = animate;
  });
  afterEach(() => {
    // jsdom has no Web Animations; the stand-in goes with the test.
    Reflect.deleteProperty(HTMLElement.prototype, 'animate');
    animate.mockReset();
    vi.unstubAllGlobals();
  });

  it('fades the next page in over the spec’s 500 ms, and not the first page or a change of query', async () => {
    const router = renderSite(false);
    await screen.findByText('หน้าแรก');
    expect(animate).not.toHaveBeenCalled();

    await act(() => router.navigate('/promotions'));
    await screen.findByText('โปรโมชั่น');
    expect(UI.pageFadeDelayMs).toBe(500);
    expect(animate).toHaveBeenCalledExactlyOnceWith({ opacity: [0, 1] }, UI.pageFadeDelayMs);

    await act(() => router.navigate('/promotions?page=2'));
    expect(animate).toHaveBeenCalledTimes(1);
  });

  it('does not move for a visitor who asked for reduced motion', async () => {
    const router = renderSite(true);
    await act(() => router.navigate('/promotions'));
    await screen.findByText('โปรโมชั่น');
    expect(animate).not.toHaveBeenCalled();
  });
});
