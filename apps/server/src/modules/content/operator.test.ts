import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { requireAgent } from '#shared/agents.ts';
import {
  addBanner,
  addEvent,
  addNotification,
  updateBanner,
  updateEvent,
  updateNotification,
} from './operator.ts';

// The content domain's operator functions (docs/BACKOFFICE.md#marketing): add and update in the caller's
// transaction, answering the row as it was and as it is.

describe.each(testDatabases())('content operator functions on $kind', (target) => {
  let t: TestApp;
  let agentId: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    agentId = (await requireAgent(t.database.db, 'ug99')).id;
  });
  afterAll(() => t.close());

  const base = { title: 'ทดสอบ', image: '/media/x.svg', sortOrder: 5, active: true };

  it('adds a banner, changes it and switches it off, answering before and after', async () => {
    const db = t.database.db;
    const row = await addBanner(db, agentId, { ...base, link: null });
    expect(row).toMatchObject({ ...base, link: null, agentId });
    const changed = await db.transaction((tx) => updateBanner(tx, agentId, row.id, { link: '/promotion' }));
    expect(changed?.before.link).toBeNull();
    expect(changed?.after).toMatchObject({ link: '/promotion', title: 'ทดสอบ' });
    const off = await updateBanner(db, agentId, row.id, { active: false });
    expect(off).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(await updateBanner(db, agentId + 1_000, row.id, { active: false })).toBeUndefined();
    expect(await updateBanner(db, agentId, 2_000_000_000, { active: false })).toBeUndefined();
  });

  it('adds and changes notifications and events', async () => {
    const db = t.database.db;
    const n = await addNotification(db, agentId, { ...base, type: 'promotion', description: 'รายละเอียด' });
    const changed = await updateNotification(db, agentId, n.id, { type: 'maintenance' });
    expect(changed).toMatchObject({ before: { type: 'promotion' }, after: { type: 'maintenance' } });
    const e = await addEvent(db, agentId, base);
    expect((await updateEvent(db, agentId, e.id, { sortOrder: 1 }))?.after.sortOrder).toBe(1);
    expect(await updateNotification(db, agentId, 2_000_000_000, { active: false })).toBeUndefined();
  });
});
