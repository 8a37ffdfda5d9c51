import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useLocalStore } from '../shared/store/local-store.ts';
import { stubApi } from '../test/fake-api.ts';
import { testQueryClient } from '../test/render.tsx';
import { renderRoutes } from '../test/render-routes.tsx';
import { routes } from './router.tsx';

function renderAt(path: string) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(routes(queryClient), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('routes', () => {
  it('shows 404, Not Found and "This page could not be found" for an unknown path, inside the site frame', async () => {
    stubApi();
    renderAt('/no/such/page');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: '404' })).toBeDefined();
    expect(within(main).getByText('Not Found')).toBeDefined();
    expect(within(main).getByText('This page could not be found')).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'เมนูหลัก' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'เมนูด้านล่าง' })).toBeDefined();
  });

  it('renders the home page at /', async () => {
    stubApi();
    renderAt('/');
    const categories = await screen.findByRole('region', { name: 'หมวดหมู่เกม' });
    const hrefs = within(categories)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/slot', '/lotto/lobby', '/casino', '/sport', '/fishing', '/freespin']);
  });

  it('pre-fills the referral code of /register?ref=', async () => {
    stubApi();
    renderRoutes('/register?ref=FRIEND88');
    const ref = await screen.findByLabelText('รหัสแนะนำ (ไม่บังคับ)');
    expect((ref as HTMLInputElement).value).toBe('FRIEND88');
  });

  it('keeps the agent code of /?ag= once the server knows it', async () => {
    const fetchMock = stubApi({ '/api/agent/validate': { agent_code: 'ag77', agent_name: 'Ag 77' } });
    renderAt('/?ag=ag77');
    await waitFor(() => expect(useLocalStore.getState().agentCode).toBe('ag77'));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/agent/validate?code=ag77')).toBe(true);
  });
});

describe('redirecting routes', () => {
  it.each([
    ['/poll', '/poll/1'],
    ['/lotto', '/lotto/lobby'],
  ])('%s goes to %s without the router warning about a leaf with no element', async (from, to) => {
    stubApi();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { location } = renderRoutes(from);
      await waitFor(() => expect(location()).toBe(to));
      const warnings = warn.mock.calls.map((args) => String(args[0]));
      expect(warnings.filter((w) => w.includes('does not have an element'))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});
