import { describe, expect, it } from 'vitest';
import { ERRORS } from '@ug99/contract';
import { banners } from '#db/schema/index.ts';
import type { TestApp } from '#testing/app.ts';
import { backofficeTestApp } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';

// The back office's content calls (docs/BACKOFFICE.md#marketing), a use case of this domain behind the
// back office's role check, audit and caps: each change audited in its transaction and seen by members at
// once; bad input changes nothing.

describe.each(testDatabases())('back-office marketing: content on $kind', (target) => {
  let t: TestApp;
  const { audits: auditsOf, operator } = backofficeTestApp(
    target,
    { config: { contentLinkHosts: ['line.me', 'www.ug99.example'] } },
    (app) => (t = app),
  );
  const marketing = operator('marketing', 'ตลาด');
  const publicBanners = async () =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/banner?agent_code=ug99' })).json().data as {
        title: string;
      }[]
    ).map((b) => b.title);

  const banner = { title: 'ลุ้นโชคสงกรานต์', image: '/media/songkran.svg', link: '/promotion', sort_order: 9 };

  it('adds a banner that members see at once, edits it and switches it off, each audited with before and after', async () => {
    const added = await marketing.post('/api/backoffice/banners', banner);
    expect(added.json()).toMatchObject({ error: 0, data: { ...banner, active: true } });
    const id = added.json().data.id as number;
    expect(await publicBanners()).toContain('ลุ้นโชคสงกรานต์');

    const edited = await marketing.post(`/api/backoffice/banners/${id}`, {
      ...banner,
      title: 'สงกรานต์ 2570',
    });
    expect(edited.json()).toMatchObject({
      error: 0,
      data: { id, title: 'สงกรานต์ 2570', link: '/promotion' },
    });
    expect(await publicBanners()).toContain('สงกรานต์ 2570');

    const off = await marketing.post(`/api/backoffice/banners/${id}/disable`);
    expect(off.json()).toMatchObject({ error: 0, data: { id, active: false } });
    expect(await publicBanners()).not.toContain('สงกรานต์ 2570');
    // Again: nothing changes, no second row.
    expect((await marketing.post(`/api/backoffice/banners/${id}/disable`)).json().error).toBe(0);

    const rows = await auditsOf('banner', id);
    expect(rows.map((r) => r.action)).toEqual([
      'content.banner.disable',
      'content.banner.update',
      'content.banner.add',
    ]);
    expect(rows[0]).toMatchObject({
      operator: 'marketing:ตลาด',
      operatorId: expect.any(Number),
      ip: '127.0.0.1',
      before: expect.objectContaining({ active: true }),
      after: expect.objectContaining({ active: false }),
    });
    expect(rows[1]).toMatchObject({
      before: expect.objectContaining({ title: 'ลุ้นโชคสงกรานต์' }),
      after: expect.objectContaining({ title: 'สงกรานต์ 2570' }),
    });

    // Switched-off rows stay in the back office's list, filterable.
    const inactive = (await marketing.get('/api/backoffice/banners?status=inactive')).json().data;
    expect(inactive.items.map((b: { id: number }) => b.id)).toContain(id);
    const active = (await marketing.get('/api/backoffice/banners?status=active&page_size=100')).json().data;
    expect(active.items.map((b: { id: number }) => b.id)).not.toContain(id);
  });

  it('refuses bad content with HTTP 400 and changes nothing; an unknown id is a Thai refusal', async () => {
    const before = await t.database.db.select().from(banners);
    for (const body of [
      { ...banner, title: ' ' },
      { ...banner, image: 'javascript:alert(1)' },
      { ...banner, sort_order: -1 },
      { title: 'ไม่มีรูป' },
    ]) {
      const res = await marketing.post('/api/backoffice/banners', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.database.db.select().from(banners)).toHaveLength(before.length);
    const missing = await marketing.post('/api/backoffice/banners/2000000000', banner);
    expect(missing.json()).toMatchObject({
      error: ERRORS.BO_CONTENT_NOT_FOUND.code,
      message: ERRORS.BO_CONTENT_NOT_FOUND.message,
    });
    expect((await marketing.post('/api/backoffice/events/2000000000/disable')).json().error).toBe(
      ERRORS.BO_CONTENT_NOT_FOUND.code,
    );
  });

  it('refuses links and images that lead off the site or off the list, in Thai, and writes nothing', async () => {
    const before = await t.database.db.select().from(banners);
    for (const link of [
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'http://line.me/x',
      'https://evil.example/',
      'https://line.me@evil.example/',
      'https://user:pw@line.me/',
      '/promo tion',
      'data:text/html,x',
    ]) {
      const res = await marketing.post('/api/backoffice/banners', { ...banner, link });
      const answer = res.json();
      if (res.statusCode === 400) {
        expect(answer.message, link).toMatch(/ลิงก์|ข้อมูล/);
      } else {
        // Shaped like an https address but its host is not on the list: the server names the host.
        expect(answer, link).toMatchObject({ error: ERRORS.BO_LINK_HOST_NOT_ALLOWED.code });
        expect(answer.message, link).toContain('evil.example');
      }
    }
    for (const image of ['//evil.example/a.png', 'https://cdn.example.com/a.png', '/\\evil/a.png']) {
      const res = await marketing.post('/api/backoffice/banners', { ...banner, image });
      expect(res.statusCode, image).toBe(400);
    }
    // The same rule when an existing banner is edited.
    const [first] = before;
    if (first) {
      const edit = await marketing.post(`/api/backoffice/banners/${first.id}`, {
        ...banner,
        link: 'https://evil.example/',
      });
      expect(edit.json().error).toBe(ERRORS.BO_LINK_HOST_NOT_ALLOWED.code);
    }
    expect(await t.database.db.select().from(banners)).toEqual(before);
    // A site path and an https address on the list are kept.
    for (const link of ['/promotion?x=1#top', 'https://line.me/R/ti/p/@ug99', 'https://WWW.UG99.example/a']) {
      const res = await marketing.post('/api/backoffice/banners', { ...banner, link, active: false });
      expect(res.json(), link).toMatchObject({ error: 0, data: { link } });
    }
  });

  it('adds an announcement to the notification dialog and an event image', async () => {
    const note = {
      type: 'maintenance',
      title: 'ปิดปรับปรุงคืนนี้',
      image: '/media/maintenance.svg',
      description: 'ปิดปรับปรุงระบบ 02:00–03:00 น.',
    };
    const added = await marketing.post('/api/backoffice/notifications', note);
    expect(added.json()).toMatchObject({ error: 0, data: { ...note, active: true, sort_order: 0 } });
    const shown = (await t.app.inject({ method: 'GET', url: '/api/notifications' })).json().data;
    expect(shown).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'ปิดปรับปรุงคืนนี้' })]));
    expect(await auditsOf('notification', added.json().data.id, 'content.notification.add')).toHaveLength(1);
    expect(
      (await marketing.post('/api/backoffice/notifications', { ...note, type: 'sale' })).statusCode,
    ).toBe(400);

    const event = await marketing.post('/api/backoffice/events', {
      title: 'กิจกรรมลอยกระทง',
      image: '/media/loy.svg',
    });
    expect(event.json()).toMatchObject({ error: 0, data: { title: 'กิจกรรมลอยกระทง' } });
    const events = (await t.app.inject({ method: 'GET', url: '/api/event/list' })).json().data;
    expect(events.map((e: { title: string }) => e.title)).toContain('กิจกรรมลอยกระทง');
  });
});
