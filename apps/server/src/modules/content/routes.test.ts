import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { testDatabases } from '#testing/databases.ts';
import { banners } from '#db/schema/index.ts';
import { demoBanners, demoEvents, demoNotifications } from '#seed/seed-data.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';

describe.each(testDatabases())('content calls on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('lists the seeded notifications of the configured agent when no agent code is given', async () => {
    const body = await get('/api/notifications');
    expect(body.error).toBe(0);
    expect(body.data).toEqual(
      demoNotifications.map(({ type, image, title, description }) => ({
        id: expect.any(Number),
        type,
        image,
        title,
        description,
      })),
    );
  });

  it('lists notifications of the agent named in the query', async () => {
    const body = await get('/api/notifications?agent_code=ug99');
    expect(body.data).toHaveLength(2);
    expect(body.data[0].type).toBe('maintenance');
  });

  it('lists the seeded banners in their sort order', async () => {
    const body = await get('/api/banner?agent_code=ug99');
    expect(body.data).toEqual(
      demoBanners.map(({ image, title, link }) => ({ id: expect.any(Number), image, title, link })),
    );
  });

  it('refuses a banner call without an agent code with HTTP 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/banner' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 1000, data: null, message: ERRORS.VALIDATION_FAILED.message });
  });

  it('leaves switched-off banners out', async () => {
    const first = eq(banners.image, '/media/banner-1.svg');
    await t.database.db.update(banners).set({ active: false }).where(first);
    // Changed behind the operator commands' back: announced by hand, as they would announce it.
    await t.app.contentChanged();
    try {
      const body = await get('/api/banner?agent_code=ug99');
      expect(body.data.map((b: { image: string }) => b.image)).toEqual([
        '/media/banner-2.svg',
        '/media/banner-3.svg',
      ]);
    } finally {
      await t.database.db.update(banners).set({ active: true }).where(first);
      await t.app.contentChanged();
    }
  });

  it('lists the same events with and without the agent code', async () => {
    const expected = demoEvents.map(({ image, title }) => ({ id: expect.any(Number), image, title }));
    expect((await get('/api/event/list')).data).toEqual(expected);
    expect((await get('/api/event/list?agent_code=ug99')).data).toEqual(expected);
  });

  it.each(['/api/notifications?agent_code=zz', '/api/banner?agent_code=zz', '/api/event/list?agent_code=zz'])(
    'answers error 2001 for an unknown agent code on %s',
    async (url) => {
      expect(await get(url)).toEqual({ error: 2001, data: null, message: ERRORS.AGENT_NOT_FOUND.message });
    },
  );
});
