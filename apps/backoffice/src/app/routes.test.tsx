import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '#bo/test/fake-api.ts';
import { renderApp } from '#bo/test/render.tsx';

const FINANCE = { id: 3, name: 'คุณการเงิน', role: 'finance', totp_enrolled: true, recovery_codes_left: 10 };

describe('back-office routes', () => {
  it('a screen opened directly shows the loading line while its code arrives, without the router warning', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': FINANCE,
      'GET /api/backoffice/withdrawals': { total: 0, page: 1, page_size: 25, items: [] },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderApp('/queues');
      await screen.findByRole('table', { name: 'รายการถอนเงิน' });
      const warnings = warn.mock.calls.map((args) => String(args[0]));
      expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});
