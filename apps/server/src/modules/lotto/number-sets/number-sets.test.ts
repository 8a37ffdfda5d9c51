import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@ug99/contract';
import { lottoNumberSetImports, lottoNumberSets } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { bearer, memberIdOf, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { suiteTestApp } from '#testing/suite-app.ts';

type Line = { type: string; number: string; amount: number };
const PATH = '/api/lotto/number_sets';
const lines: Line[] = [
  { type: '3top', number: '123', amount: 10 },
  { type: '2bottom', number: '45', amount: 20 },
  { type: 'run_top', number: '7', amount: 5 },
];

describe.each(testDatabases())('lotto number sets on $kind', (target) => {
  const clock = manualClock(new Date('2026-03-10T05:00:00Z'));
  let t: TestApp;
  const { db } = suiteTestApp(target, { clock }, (made) => (t = made));
  const call = (m: Registered, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(m.token), ...(payload ? { payload } : {}) });
  const save = (m: Registered, name: string, l: Line[] = lines) => call(m, 'POST', PATH, { name, lines: l });
  const list = async (m: Registered) => (await call(m, 'GET', PATH)).json().data.items as { id: number }[];
  const share = async (m: Registered, id: number) => (await call(m, 'POST', `${PATH}/share`, { id })).json();
  const importCode = (m: Registered, code: string) => call(m, 'POST', `${PATH}/import`, { code });
  const rowsOf = async (m: Registered) =>
    db()
      .select()
      .from(lottoNumberSets)
      .where(eq(lottoNumberSets.memberId, await memberIdOf(db(), m)));
  const fill = async (m: Registered, n: number) => {
    for (let i = 0; i < n; i += 1) expect((await save(m, `ชุด ${i}`)).json().error).toBe(0);
  };

  it('answers 401 to every number-set call without a session', async () => {
    for (const [method, url, payload] of [
      ['GET', PATH, undefined],
      ['POST', PATH, { name: 'ก', lines }],
      ['DELETE', PATH, { id: 1 }],
      ['POST', `${PATH}/share`, { id: 1 }],
      ['POST', `${PATH}/import`, { code: 'ABCDEFGH' }],
    ] as const) {
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
  });

  it('saves a set under a Thai name, lists it newest first, and a name saved again replaces its lines', async () => {
    const m = await registerMember(t);
    const first = (await save(m, '  เลขเด็ด งวดนี้ ')).json();
    expect(first).toMatchObject({
      error: 0,
      data: { name: 'เลขเด็ด งวดนี้', lines, share_code: null, created_at: clock.now().toISOString() },
    });
    clock.advance(60_000);
    const second = (await save(m, 'หวยลาว')).json().data;
    expect((await list(m)).map((s) => s.id)).toEqual([second.id, first.data.id]);

    clock.advance(60_000);
    const replaced = (await save(m, 'เลขเด็ด งวดนี้', [{ type: '3tod', number: '112', amount: 3 }])).json();
    expect(replaced.data).toMatchObject({
      id: first.data.id,
      lines: [{ type: '3tod', number: '112', amount: 3 }],
    });
    const listed = (await call(m, 'GET', PATH)).json().data;
    expect(listed.items.map((s: { id: number }) => s.id)).toEqual([first.data.id, second.id]);
    expect(listed).toMatchObject({ max_sets: 50, max_lines: 500 });
    expect(await rowsOf(m)).toHaveLength(2);
  });

  it('refuses bad input with a Thai message naming what to fix, and changes nothing', async () => {
    const m = await registerMember(t);
    await save(m, 'เดิม');
    const before = await rowsOf(m);
    const tooMany = Array.from({ length: 501 }, (_, i) => ({
      type: '3top',
      number: String(i).padStart(3, '0'),
      amount: 1,
    }));
    const cases: [string, Line[], keyof typeof ERRORS, string][] = [
      ['   ', lines, 'LOTTO_NUMBER_SET_NAME_INVALID', 'กรุณาตั้งชื่อโพย 1–30 ตัวอักษร'],
      ['ก'.repeat(31), lines, 'LOTTO_NUMBER_SET_NAME_INVALID', 'กรุณาตั้งชื่อโพย 1–30 ตัวอักษร'],
      ['ชุดใหม่', [], 'LOTTO_NUMBER_SET_LINES_INVALID', 'โพยต้องมีอย่างน้อย 1 รายการ'],
      ['ชุดใหม่', tooMany, 'LOTTO_NUMBER_SET_LINES_INVALID', 'โพยหนึ่งชุดมีได้สูงสุด 500 รายการ'],
      [
        'ชุดใหม่',
        [lines[0]!, { type: '2top', number: '123', amount: 5 }],
        'LOTTO_NUMBER_SET_LINES_INVALID',
        'รายการที่ 2: 2 ตัวบน ต้องเป็นเลข 2 หลัก',
      ],
      [
        'ชุดใหม่',
        [{ type: '3tod', number: '777', amount: 5 }],
        'LOTTO_NUMBER_SET_LINES_INVALID',
        'รายการที่ 1: 3 ตัวโต๊ด แทงเลขตองไม่ได้',
      ],
      [
        'ชุดใหม่',
        [{ type: '2top', number: '12', amount: 2.5 }],
        'LOTTO_NUMBER_SET_LINES_INVALID',
        'รายการที่ 1: จำนวนเงินต้องเป็นบาทเต็ม ตั้งแต่ 1 ถึง 1,000,000 บาท',
      ],
      [
        'ชุดใหม่',
        [{ type: '2top', number: '12', amount: 0 }],
        'LOTTO_NUMBER_SET_LINES_INVALID',
        'รายการที่ 1: จำนวนเงินต้องเป็นบาทเต็ม ตั้งแต่ 1 ถึง 1,000,000 บาท',
      ],
      [
        'ชุดใหม่',
        [lines[0]!, lines[1]!, lines[0]!],
        'LOTTO_NUMBER_SET_LINES_INVALID',
        'รายการที่ 3: มีเลขนี้ในประเภทเดียวกันซ้ำในโพย',
      ],
    ];
    for (const [name, l, key, message] of cases) {
      const res = await save(m, name, l);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ error: ERRORS[key].code, message });
    }
    // The same name with bad lines leaves the old lines too.
    expect((await save(m, 'เดิม', [{ type: '2top', number: '1', amount: 1 }])).json().error).toBe(13002);
    expect(await rowsOf(m)).toEqual(before);
    // A shape the official client never sends is a schema violation, still in Thai.
    const bad = await call(m, 'POST', PATH, { name: 'x', lines: [{ type: '4top', number: '1', amount: 1 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: ERRORS.VALIDATION_FAILED.code,
      message: ERRORS.VALIDATION_FAILED.message,
    });
    expect(await rowsOf(m)).toEqual(before);
  });

  it('keeps at most 50 sets: the 51st is refused, a name in use is still replaced, a deleted set frees a place', async () => {
    const m = await registerMember(t);
    await fill(m, 50);
    expect((await save(m, 'ชุดที่ 51')).json()).toMatchObject({
      error: 13003,
      message: ERRORS.LOTTO_NUMBER_SET_LIMIT.message,
    });
    expect(await rowsOf(m)).toHaveLength(50);
    expect((await save(m, 'ชุด 3', [lines[2]!])).json()).toMatchObject({
      error: 0,
      data: { lines: [lines[2]] },
    });
    const [newest] = await list(m);
    expect((await call(m, 'DELETE', PATH, { id: newest!.id })).json()).toMatchObject({
      error: 0,
      data: { id: newest!.id },
    });
    expect((await save(m, 'ชุดที่ 51')).json().error).toBe(0);
    expect(await rowsOf(m)).toHaveLength(50);
  });

  it('never makes 51 when saves come at once', async () => {
    const m = await registerMember(t);
    await fill(m, 48);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => save(m, `พร้อมกัน ${i}`).then((r) => r.json().error)),
    );
    expect(results.filter((e) => e === 0)).toHaveLength(2);
    expect(results.filter((e) => e === 13003)).toHaveLength(10);
    expect(await rowsOf(m)).toHaveLength(50);
  });

  it("touches only the member's own sets: another member's set is not found and stays", async () => {
    const owner = await registerMember(t);
    const other = await registerMember(t);
    const set = (await save(owner, 'ของฉัน')).json().data;
    expect(await list(other)).toEqual([]);
    expect((await call(other, 'DELETE', PATH, { id: set.id })).json()).toMatchObject({
      error: 13004,
      message: 'ไม่พบโพยนี้ อาจถูกลบไปแล้ว',
    });
    expect(await share(other, set.id)).toMatchObject({ error: 13004 });
    expect(await rowsOf(owner)).toMatchObject([{ id: set.id, shareCode: null }]);
    expect((await call(owner, 'DELETE', PATH, { id: set.id })).json().error).toBe(0);
    expect((await call(owner, 'DELETE', PATH, { id: set.id })).json().error).toBe(13004);
    expect(await rowsOf(owner)).toEqual([]);
  });

  it('shares a set by one code that another member imports once, copying the lines only', async () => {
    const owner = await registerMember(t);
    const other = await registerMember(t);
    const set = (await save(owner, 'เลขเด็ด')).json().data;
    const shared = await share(owner, set.id);
    expect(shared).toMatchObject({
      error: 0,
      data: { id: set.id, share_code: expect.stringMatching(/^[2-9A-HJ-NP-Z]{8}$/) },
    });
    const code: string = shared.data.share_code;
    expect((await share(owner, set.id)).data.share_code).toBe(code);

    await save(other, 'เลขเด็ด', [lines[0]!]);
    clock.advance(1_000);
    // Typed in lower case with a dash, as a member may copy it.
    const imported = (await importCode(other, `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`)).json();
    expect(imported).toEqual({
      error: 0,
      message: expect.any(String),
      data: {
        id: expect.any(Number),
        name: 'เลขเด็ด (2)',
        lines,
        share_code: null,
        created_at: clock.now().toISOString(),
        updated_at: clock.now().toISOString(),
      },
    });
    expect(JSON.stringify(imported)).not.toContain(owner.phone);
    const [copy] = (await rowsOf(other)).filter((r) => r.id === imported.data.id);
    expect(copy).toMatchObject({ memberId: await memberIdOf(db(), other), shareCode: null });

    expect((await importCode(other, code)).json()).toMatchObject({
      error: 13006,
      message: ERRORS.LOTTO_NUMBER_SET_ALREADY_IMPORTED.message,
    });
    // Deleting the copy does not make the code importable again.
    await call(other, 'DELETE', PATH, { id: imported.data.id });
    expect((await importCode(other, code)).json().error).toBe(13006);
    expect(await rowsOf(other)).toHaveLength(1);

    expect((await importCode(owner, code)).json()).toMatchObject({ error: 13007 });
    expect((await importCode(other, 'ZZZZZZZZ')).json()).toMatchObject({
      error: 13005,
      message: 'ไม่พบรหัสโพยนี้ กรุณาตรวจสอบรหัส 8 ตัวอีกครั้ง',
    });
    expect((await importCode(other, 'ไม่ใช่รหัส')).json().error).toBe(13005);
    expect(await rowsOf(owner)).toHaveLength(1);
  });

  it('imports once when the same member sends the code many times at once', async () => {
    const owner = await registerMember(t);
    const other = await registerMember(t);
    const set = (await save(owner, 'แชร์')).json().data;
    const codes = await Promise.all(Array.from({ length: 5 }, () => share(owner, set.id)));
    const code = codes[0].data.share_code;
    expect(new Set(codes.map((c) => c.data.share_code))).toEqual(new Set([code]));
    const results = await Promise.all(
      Array.from({ length: 8 }, () => importCode(other, code).then((r) => r.json().error)),
    );
    expect(results.sort()).toEqual([0, ...Array(7).fill(13006)]);
    expect(await rowsOf(other)).toHaveLength(1);
  });

  it('refuses an import into a full list without spending the code', async () => {
    const owner = await registerMember(t);
    const other = await registerMember(t);
    const set = (await save(owner, 'แชร์ให้เพื่อน')).json().data;
    const code = (await share(owner, set.id)).data.share_code;
    await fill(other, 50);
    expect((await importCode(other, code)).json().error).toBe(13003);
    const otherId = await memberIdOf(db(), other);
    expect(
      await db().select().from(lottoNumberSetImports).where(eq(lottoNumberSetImports.memberId, otherId)),
    ).toEqual([]);
    const [oldest] = (await list(other)).slice(-1);
    await call(other, 'DELETE', PATH, { id: oldest!.id });
    expect((await importCode(other, code)).json()).toMatchObject({ error: 0, data: { name: 'แชร์ให้เพื่อน' } });
    // The owner deleting the set ends its code.
    const third = await registerMember(t);
    await call(owner, 'DELETE', PATH, { id: set.id });
    expect((await importCode(third, code)).json().error).toBe(13005);
  });
});
