import { describe, expect, it } from 'vitest';
import type { TestApp } from '#testing/app.ts';
import { asOperator, backofficeTestApp, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';

// The marketing screens' role check (docs/BACKOFFICE.md#roles), the back office's own part of their calls;
// the calls themselves are tested in the content, promotions and coupons domains.

describe.each(testDatabases())('back-office marketing on $kind', (target) => {
  let t: TestApp;
  const { operator } = backofficeTestApp(
    target,
    { config: { contentLinkHosts: ['line.me', 'www.ug99.example'] } },
    (app) => (t = app),
  );
  const support = operator('support', 'ช่วย');
  const lotto = operator('lotto', 'หวย');

  const banner = { title: 'ลุ้นโชคสงกรานต์', image: '/media/songkran.svg', link: '/promotion', sort_order: 9 };

  it('lets only marketing (and admins) call the marketing screens', async () => {
    for (const op of [support, lotto]) {
      expect((await op.get('/api/backoffice/coupons')).statusCode).toBe(403);
      expect((await op.post('/api/backoffice/banners', banner)).statusCode).toBe(403);
      expect((await op.post('/api/backoffice/promotions/1/disable')).statusCode).toBe(403);
      expect((await op.post('/api/backoffice/coupons/1/end')).statusCode).toBe(403);
    }
    const finance = asOperator(t, (await operatorSession(t, 'finance', 'การเงิน')).cookie);
    expect((await finance.post('/api/backoffice/coupons/1/end')).statusCode).toBe(403);
    const admin = asOperator(t, (await operatorSession(t, 'admin', 'แอดมิน')).cookie);
    expect((await admin.get('/api/backoffice/notifications')).json().error).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/events' })).statusCode).toBe(401);
  });
});
