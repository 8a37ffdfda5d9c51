import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { memberLineLinks } from '#db/schema/index.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { asMember, registerMember } from '#testing/members.ts';
import { fakeLineVerifier } from '#testing/affiliate.ts';
import { createLineTokenVerifier } from './verifier.ts';

const TOKENS = {
  'token-of-somchai-aaaaaaaaaaaa': { userId: 'U1111aaaa', displayName: 'สมชาย' },
  'token-of-somchai-again-aaaaaaa': { userId: 'U1111aaaa', displayName: 'สมชาย' },
  'token-of-malee-aaaaaaaaaaaaaaa': { userId: 'U2222bbbb', displayName: null },
  'token-of-race-aaaaaaaaaaaaaaaa': { userId: 'U3333cccc', displayName: 'race' },
};

describe.each(testDatabases())('LINE link on $kind', (target) => {
  let t: TestApp;
  let bare: TestApp;
  const verifier = fakeLineVerifier(TOKENS);
  beforeAll(async () => {
    t = await createTestApp(target, { lineVerifier: verifier });
    bare = await createTestApp(target);
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
  });
  const link = (app: TestApp, token: string, id_token: string) =>
    asMember(app, token).post('/api/member/line/link', { id_token });
  const linksOf = (memberPhoneToken: TestApp) => memberPhoneToken.database.db.select().from(memberLineLinks);

  it('links the verified LINE user, and linking again with it changes nothing', async () => {
    const m = await registerMember(t);
    const res = (await link(t, m.token, 'token-of-somchai-aaaaaaaaaaaa')).json();
    expect(res).toEqual({
      error: 0,
      message: 'สำเร็จ',
      data: { line_user_id: 'U1111aaaa', display_name: 'สมชาย' },
    });
    expect((await link(t, m.token, 'token-of-somchai-again-aaaaaaa')).json().error).toBe(0);
    expect(await linksOf(t)).toHaveLength(1);
    expect(verifier.calls).toContain('token-of-somchai-again-aaaaaaa');
  });

  it('keeps one LINE user per member and one member per LINE user', async () => {
    const other = await registerMember(t);
    expect((await link(t, other.token, 'token-of-somchai-aaaaaaaaaaaa')).json()).toEqual({
      error: 9112,
      data: null,
      message: ERRORS.LINE_USER_TAKEN.message,
    });
    const [first] = await linksOf(t);
    const owner = await registerMember(t);
    expect((await link(t, owner.token, 'token-of-malee-aaaaaaaaaaaaaaa')).json().error).toBe(0);
    expect((await link(t, owner.token, 'token-of-race-aaaaaaaaaaaaaaaa')).json()).toMatchObject({
      error: 9113,
    });
    const rows = await t.database.db
      .select()
      .from(memberLineLinks)
      .where(eq(memberLineLinks.lineUserId, 'U1111aaaa'));
    expect(rows).toEqual([first]);
  });

  it('links a LINE user to one member when two members race for it', async () => {
    const racers = await Promise.all([registerMember(t), registerMember(t), registerMember(t)]);
    const results = await Promise.all(racers.map((r) => link(t, r.token, 'token-of-race-aaaaaaaaaaaaaaaa')));
    const codes = results.map((r) => r.json().error).sort();
    expect(codes).toEqual([0, 9112, 9112]);
  });

  it('refuses a token LINE does not vouch for, a LINE outage, and a server without a channel', async () => {
    const m = await registerMember(t);
    expect((await link(t, m.token, 'forged-token-aaaaaaaaaaaaaaaaa')).json()).toMatchObject({ error: 9111 });
    expect((await link(t, m.token, 'down-token-aaaaaaaaaaaaaaaaaaa')).json()).toMatchObject({ error: 9114 });
    expect((await link(t, m.token, 'short')).statusCode).toBe(400);
    const b = await registerMember(bare);
    expect((await link(bare, b.token, 'token-of-somchai-aaaaaaaaaaaa')).json()).toMatchObject({
      error: 9110,
    });
    expect(await linksOf(bare)).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/member/line/link',
          payload: { id_token: 'token-of-somchai-aaaaaaaaaaaa' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe("LINE's verify endpoint adapter", () => {
  const calls: { url: string; body: string }[] = [];
  const answer = (status: number, body: unknown) =>
    (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), body: String(init?.body) });
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch;

  it("posts the token with our channel id and answers LINE's user id and name", async () => {
    const verifier = createLineTokenVerifier({
      channelId: '1234567890',
      fetch: answer(200, { iss: 'https://access.line.me', sub: 'U9', aud: '1234567890', name: 'มาลี' }),
    });
    expect(await verifier.verify('abc.def.ghi')).toEqual({
      ok: true,
      identity: { userId: 'U9', displayName: 'มาลี' },
    });
    expect(calls.at(-1)).toEqual({
      url: 'https://api.line.me/oauth2/v2.1/verify',
      body: 'id_token=abc.def.ghi&client_id=1234567890',
    });
  });

  it('refuses a 400, another channel, or no user; calls an outage unavailable', async () => {
    const v = (fetch: typeof globalThis.fetch) => createLineTokenVerifier({ channelId: '1234567890', fetch });
    expect(await v(answer(400, { error: 'invalid_request' })).verify('x')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await v(answer(200, { sub: 'U9', aud: '999' })).verify('x')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await v(answer(200, { aud: '1234567890' })).verify('x')).toEqual({ ok: false, reason: 'invalid' });
    expect(await v(answer(503, {})).verify('x')).toEqual({ ok: false, reason: 'unavailable' });
    const broken = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await v(broken).verify('x')).toEqual({ ok: false, reason: 'unavailable' });
  });
});
