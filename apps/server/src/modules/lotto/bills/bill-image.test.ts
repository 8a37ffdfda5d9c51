import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { fundMember, openTestRound } from '#testing/lotto.ts';
import { asMember, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { lottoBillDetail } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import { billLayout } from './bill-image.ts';
import { BILL_IMAGE_WORKER_ENV, createBillImageThread } from './bill-image-thread.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(testDatabases())('the bill as a picture on $kind', (target) => {
  const clock = manualClock(new Date('2026-03-10T05:00:00Z'));
  let t: TestApp;
  let owner: Registered;
  let billId: number;
  beforeAll(async () => {
    t = await createTestApp(target, { clock });
    owner = await registerMember(t);
    await fundMember(t.database.db, owner, 1000);
    const { roundId } = await openTestRound(t.database.db, { now: clock.now() });
    const created = await asMember(t, owner.token).post('/api/lotto/bill/create', {
      round_id: roundId,
      agent_id: 1,
      request_id: randomUUID(),
      lines: [
        { type: '3top', number: '123', amount: 10 },
        { type: '2bottom', number: '45', amount: 20 },
      ],
    });
    billId = created.json().data.bill_id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the owner's bill as a PNG sized to its lines", async () => {
    const res = await asMember(t, owner.token).get(`/api/lotto/bill/image?bill_id=${billId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const png = res.rawPayload;
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // IHDR: width and height, big-endian, at bytes 16–23.
    expect(png.readUInt32BE(16)).toBe(720);
    expect(png.readUInt32BE(20)).toBe(740 + 2 * 40);
  }, 30_000);

  it("refuses another member's bill and a visitor, with no picture", async () => {
    const other = await registerMember(t);
    const res = await asMember(t, other.token).get(`/api/lotto/bill/image?bill_id=${billId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ error: 7006, message: 'ไม่พบโพยนี้' });
    const visitor = await t.app.inject({ method: 'GET', url: `/api/lotto/bill/image?bill_id=${billId}` });
    expect(visitor.statusCode).toBe(401);
  });

  it("draws the round, the lines, the figures, the status and a QR code of the bill's page, never the phone", async () => {
    const detail = (await asMember(t, owner.token).get(`/api/lotto/bill/detail?bill_id=${billId}`)).json()
      .data;
    const url = `http://localhost/lotto/bills?bill=${billId}`;
    const qr = await QRCode.toDataURL(url, { margin: 1, width: 180 });
    const drawn = JSON.stringify(billLayout(detail, qr));
    for (const words of [
      `โพย #${billId}`,
      detail.category.name,
      detail.round_title,
      'แทงเมื่อ 10 มี.ค. 2569 12:00 น.',
      '3 ตัวบน',
      '"123"',
      '2 ตัวล่าง',
      '"45"',
      '20.00',
      'x800',
      '30.00 บาท',
      'รอผล',
      qr,
    ]) {
      expect(drawn).toContain(words);
    }
    expect(drawn).not.toContain(owner.phone);
    expect(drawn).not.toContain(owner.phone.slice(1));
  });
});

describe('the thread bill pictures are drawn on', () => {
  const bill = lottoBillDetail.parse({
    bill_id: 7,
    round_id: 3,
    round_title: 'หวยฮานอย 10 มี.ค. 69',
    category: { category_id: 2, code: 'hanoi', name: 'หวยฮานอย', image: '/images/lotto/hanoi.png' },
    status: 'pending',
    total: 10,
    discount: 0,
    pay: 10,
    win_amount: 0,
    created_at: '2026-03-10T05:00:00.000Z',
    cancel_until: null,
    note: null,
    lines: [
      { type: '2top', number: '45', amount: 10, rate: 90, discount: 0, status: 'pending', win_amount: 0 },
    ],
  });
  const PAGE = 'http://localhost/lotto/bills?bill=7';

  it('keeps at most 16 waiting and refuses the next as busy, drawing every one it took', async () => {
    const thread = createBillImageThread();
    try {
      const taken = Array.from({ length: 16 }, () => thread.render(bill, PAGE));
      const refused = await thread.render(bill, PAGE).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).key).toBe('LOTTO_BILL_IMAGE_BUSY');
      for (const png of await Promise.all(taken)) expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      // Once they are drawn there is room again.
      expect((await thread.render(bill, PAGE)).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    } finally {
      await thread.close();
    }
  }, 60_000);

  // The other tests start the worker compiled once per run (test/server-bundle.ts); `npm run dev` starts it
  // from its TypeScript through tsx, checked here once.
  it('starts the worker from its source when no compiled one is named', async () => {
    const compiled = process.env[BILL_IMAGE_WORKER_ENV];
    delete process.env[BILL_IMAGE_WORKER_ENV];
    const thread = createBillImageThread();
    try {
      expect((await thread.render(bill, PAGE)).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    } finally {
      if (compiled !== undefined) process.env[BILL_IMAGE_WORKER_ENV] = compiled;
      await thread.close();
    }
  }, 60_000);

  it('fails what a stopped thread held, and the next picture starts a new thread', async () => {
    const thread = createBillImageThread();
    try {
      const held = thread.render(bill, PAGE).catch((err: unknown) => err);
      await thread.close();
      expect(await held).toBeInstanceOf(Error);
      expect((await thread.render(bill, PAGE)).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    } finally {
      await thread.close();
    }
  }, 60_000);
});
