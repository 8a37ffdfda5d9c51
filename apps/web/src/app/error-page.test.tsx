import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './error-page.tsx';

const reloadOnceForChunkError = vi.fn(() => true);

function renderFailing(loader: () => unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader,
      element: null,
      ErrorBoundary: () => <ErrorPage reloadForChunkError={reloadOnceForChunkError} />,
      HydrateFallback: () => null,
    },
  ]);
  render(<RouterProvider router={router} />);
}

beforeEach(() => reloadOnceForChunkError.mockClear());

describe('ErrorPage', () => {
  it('shows 404 / Not Found / This page could not be found when page validation fails', async () => {
    renderFailing(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeDefined();
    expect(screen.getByText('Not Found')).toBeDefined();
    expect(screen.getByText('This page could not be found')).toBeDefined();
    expect(screen.getByRole('progressbar').getAttribute('data-state')).toBe('failed');
  });

  it('shows another status with "An error occurred"', async () => {
    renderFailing(() => {
      throw data('ไม่มีสิทธิ์เข้าถึง', { status: 403 });
    });
    expect(await screen.findByRole('heading', { level: 1, name: '403' })).toBeDefined();
    expect(screen.getByText('An error occurred')).toBeDefined();
    expect(screen.getByText('ไม่มีสิทธิ์เข้าถึง')).toBeDefined();
    expect(screen.queryByText('Not Found')).toBeNull();
  });

  it('shows 500 with the message of an unexpected exception', async () => {
    renderFailing(() => {
      throw new Error('boom');
    });
    expect(await screen.findByRole('heading', { level: 1, name: '500' })).toBeDefined();
    expect(screen.getByText('boom')).toBeDefined();
    expect(reloadOnceForChunkError).not.toHaveBeenCalled();
  });

  it('reloads the page (subject to the once-a-minute rule) when a chunk failed to load', async () => {
    renderFailing(() => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/home-abc.js');
    });
    await screen.findByRole('heading', { level: 1, name: '500' });
    expect(reloadOnceForChunkError).toHaveBeenCalledOnce();
    expect(screen.getByText('เว็บไซต์เพิ่งได้รับการอัปเดต กรุณากลับหน้าแรกเพื่อโหลดหน้าใหม่')).toBeDefined();
  });
});
