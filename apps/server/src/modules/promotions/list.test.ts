import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@ug99/contract';
import { testDatabases } from '#testing/databases.ts';
import { demoPromotions } from '#seed/seed-data.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';

describe.each(testDatabases())('promotion calls on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('lists the four seeded promotions with amounts in baht and rates as plain numbers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/promotion/list' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.error).toBe(0);
    expect(body.data.map((p: { title: string }) => p.title)).toEqual(demoPromotions.map((p) => p.title));
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      title: 'สมาชิกใหม่ รับโบนัสฝากแรก 100%',
      image: '/media/promotion-1.svg',
      description: expect.stringContaining('8 เท่า'),
      type: 'first_deposit',
      min_deposit: 100,
      bonus_percent: 100,
      bonus_cap: 1000,
      turnover_multiplier: 8,
      categories: ['slot', 'fishing'],
      max_withdraw: 5000,
      per_member_limit: 1,
      starts_at: null,
      ends_at: null,
      agent_code: 'ug99',
    });
  });

  it('answers null max_withdraw for a promotion without a withdrawal cap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/promotion/list?agent_code=ug99' });
    expect(res.json().data[1]).toMatchObject({
      type: 'daily_deposit',
      max_withdraw: null,
      bonus_percent: 10,
    });
  });

  it('answers error 2001 for an unknown agent code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/promotion/list?agent_code=other' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: 2001, data: null, message: ERRORS.AGENT_NOT_FOUND.message });
  });
});
