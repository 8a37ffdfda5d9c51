import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { operatorAuditLog } from '#db/schema/index.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { runOperatorCommand } from '#testing/operator-commands.ts';
import type { OperatorCommand } from '../command.ts';
import promotionAdd from './promotion-add.ts';
import promotionDisable from './promotion-disable.ts';
import promotionList from './promotion-list.ts';

describe.each(testDatabases())('promotion operator commands on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const run = (command: OperatorCommand, argv: string[]) => runOperatorCommand(t, command, argv);
  const json = async (command: OperatorCommand, argv: string[]) => {
    const r = await run(command, [...argv, '--json']);
    return { code: r.code, body: JSON.parse(r.out[0] ?? 'null') };
  };
  const audits = (id: number) =>
    t.database.db
      .select({ operator: operatorAuditLog.operator, action: operatorAuditLog.action })
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.targetType, 'promotion'), eq(operatorAuditLog.targetId, String(id))));
  const listed = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/promotion/list' })).json().data as { id: number }[];

  const addArgs = [
    '--title',
    'ฝากวันหยุด รับ 15%',
    '--image',
    '/media/promotion-3.svg',
    '--description',
    'ฝากขั้นต่ำ 150 บาท',
    '--type',
    'deposit_bonus',
    '--min-deposit',
    '150',
    '--bonus-percent',
    '15',
    '--bonus-cap',
    '450.50',
    '--turnover',
    '4.5',
    '--categories',
    'slot,fishing,lotto',
    '--max-withdraw',
    '3000',
    '--per-member',
    '2',
    '--from',
    '2026-01-01T00:00:00+07:00',
    '--until',
    '2036-01-01T00:00:00+07:00',
    '--operator',
    'somchai',
  ];

  it('adds a promotion with exact terms, lists it to members and operators, and audits it', async () => {
    const { code, body } = await json(promotionAdd, addArgs);
    expect(code).toBe(0);
    expect(body.promotion).toEqual({
      id: expect.any(Number),
      title: 'ฝากวันหยุด รับ 15%',
      type: 'deposit_bonus',
      active: true,
      min_deposit: 150,
      bonus_percent: 15,
      bonus_cap: 450.5,
      turnover_multiplier: 4.5,
      categories: ['slot', 'fishing', 'lotto'],
      max_withdraw: 3000,
      per_member_limit: 2,
      starts_at: '2025-12-31T17:00:00.000Z',
      ends_at: '2035-12-31T17:00:00.000Z',
    });
    const id = body.promotion.id as number;
    expect((await listed()).map((p) => p.id)).toContain(id);
    const list = await json(promotionList, []);
    expect(list.body.promotions.map((p: { id: number }) => p.id)).toContain(id);
    const text = await run(promotionList, []);
    expect(text.out.join('\n')).toContain(`#${id} on  deposit_bonus "ฝากวันหยุด รับ 15%"`);
    expect(await audits(id)).toEqual([{ operator: 'somchai', action: 'promotion:add' }]);
  });

  it('refuses bad terms with a message and adds nothing', async () => {
    const before = (await json(promotionList, [])).body.promotions.length;
    const bad = (flag: string, value: string) => {
      const args = [...addArgs];
      args[args.indexOf(flag) + 1] = value;
      return run(promotionAdd, args);
    };
    expect((await bad('--type', 'jackpot')).code).toBe(1);
    expect((await bad('--categories', 'slot,poker')).code).toBe(1);
    expect((await bad('--bonus-percent', '10.555')).code).toBe(1);
    expect((await bad('--until', '2020-01-01T00:00:00Z')).code).toBe(1);
    // An image is a path on the site (docs/rules/content.md#links-and-images).
    for (const image of ['//evil.example/a.png', 'https://cdn.example.com/a.png', '/\\evil/a.png']) {
      const refused = await bad('--image', image);
      expect(refused.code, image).toBe(1);
      expect(refused.err.join('\n'), image).toMatch(/--image must be a path on the site/);
    }
    expect((await json(promotionList, [])).body.promotions.length).toBe(before);
  });

  it('switches a promotion off once: it leaves the list, a repeat changes nothing', async () => {
    const { body } = await json(promotionAdd, addArgs);
    const id = body.promotion.id as number;
    const first = await json(promotionDisable, [String(id), '--operator', 'somchai']);
    expect(first.body).toMatchObject({ ok: true, changed: true, promotion: { id, active: false } });
    expect((await listed()).map((p) => p.id)).not.toContain(id);
    const again = await json(promotionDisable, [String(id)]);
    expect(again.body).toMatchObject({ ok: true, changed: false });
    expect((await audits(id)).map((a) => a.action)).toEqual(['promotion:add', 'promotion:disable']);
    expect((await run(promotionDisable, ['99999'])).code).toBe(1);
  });
});
