import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { operators, operatorSetupTokens } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession, TEST_OPERATOR_PASSWORD } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { hashOperatorPassword } from './passwords.ts';
import { sealTotpSecrets } from './seal-secrets.ts';
import { backofficeSecretBox, createSecretBox } from './secret-box.ts';
import { newTotpSecret, totpCodeAt } from './totp.ts';

// docs/BACKOFFICE.md#access, docs/OPERATIONS.md#the-back-office-secret-key: TOTP secrets are stored sealed
// (AES-256-GCM); what was stored in clear before is sealed at start; sign-in still verifies.

const PASSWORD = 'Tamarind-Kite-Harbour-7';

describe.each(testDatabases())('TOTP secrets at rest on $kind', (target) => {
  const clock = manualClock(new Date('2026-07-02T03:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { clock });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const box = () => backofficeSecretBox({ dataDir: t.config.dataDir, ...t.config.backoffice });
  const storedSecretOf = async (operatorId: number) =>
    (await db().select().from(operators).where(eq(operators.id, operatorId)))[0]!.totpSecret!;

  /** Password, then a code of the next 30-second step (a step is good once). */
  async function signIn(login: string, password: string, secret: string) {
    clock.advance(30_000);
    const ticket = (await post('/api/backoffice/auth/login', { login, password })).json().data.ticket;
    return (
      await post('/api/backoffice/auth/totp', { ticket, code: totpCodeAt(secret, clock.now()) })
    ).json();
  }

  it("stores the setup link's secret and the enrolled one sealed, and signs in with the app's codes", async () => {
    const admin = await operatorSession(t, 'admin', 'สมชาย', { now: clock.now() });
    const added = (
      await asOperator(t, admin.cookie).post('/api/backoffice/operators', {
        name: 'มานพ',
        phone: '0891114444',
        role: 'finance',
      })
    ).json().data;
    const token = added.setup_url.split('#')[1];
    const start = (await post('/api/backoffice/auth/setup/start', { token })).json().data;
    const [link] = await db()
      .select()
      .from(operatorSetupTokens)
      .where(eq(operatorSetupTokens.operatorId, added.operator.id));
    expect(link!.pendingTotpSecret).toMatch(/^v1\./);
    expect(link!.pendingTotpSecret).not.toContain(start.secret);
    expect(box().open(link!.pendingTotpSecret!)).toBe(start.secret);

    const done = await post('/api/backoffice/auth/setup/finish', {
      token,
      password: PASSWORD,
      code: totpCodeAt(start.secret, clock.now()),
    });
    expect(done.json().error).toBe(0);
    const stored = await storedSecretOf(added.operator.id);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(start.secret);
    expect((await signIn('0891114444', PASSWORD, start.secret)).error).toBe(0);
  });

  it('seals a secret stored in clear before, once, and the operator still signs in', async () => {
    const secret = newTotpSecret();
    const [row] = await db()
      .insert(operators)
      .values({
        name: 'เก่า',
        email: 'before-sealing@test.invalid',
        role: 'support',
        passwordHash: await hashOperatorPassword(TEST_OPERATOR_PASSWORD),
        totpSecret: secret,
        totpEnrolledAt: clock.now(),
        createdAt: clock.now(),
        createdBy: 'test',
      })
      .returning({ id: operators.id });
    const report = await sealTotpSecrets(db(), box());
    expect(report).toMatchObject({ sealed: 1, resealed: 0, unreadable: 0 });
    const stored = await storedSecretOf(row!.id);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
    expect(box().open(stored)).toBe(secret);
    expect(await sealTotpSecrets(db(), box())).toEqual({ sealed: 0, resealed: 0, unreadable: 0 });
    expect(await storedSecretOf(row!.id)).toBe(stored);
    expect((await signIn('before-sealing@test.invalid', TEST_OPERATOR_PASSWORD, secret)).error).toBe(0);
  });

  it('after a key rotation seals again with the new key what the previous key sealed', async () => {
    const oldKey = randomBytes(32);
    const secret = newTotpSecret();
    const [row] = await db()
      .insert(operators)
      .values({
        name: 'หมุนกุญแจ',
        email: 'rotation@test.invalid',
        role: 'support',
        passwordHash: await hashOperatorPassword(TEST_OPERATOR_PASSWORD),
        totpSecret: createSecretBox(oldKey).seal(secret),
        totpEnrolledAt: clock.now(),
        createdAt: clock.now(),
        createdBy: 'test',
      })
      .returning({ id: operators.id });
    const rotated = backofficeSecretBox({
      dataDir: t.config.dataDir,
      secretKey: t.config.backoffice.secretKey,
      previousSecretKey: oldKey.toString('base64url'),
    });
    expect(await sealTotpSecrets(db(), rotated)).toEqual({ sealed: 0, resealed: 1, unreadable: 0 });
    const stored = await storedSecretOf(row!.id);
    expect(box().open(stored)).toBe(secret);
    expect(() => createSecretBox(oldKey).open(stored)).toThrow();
    expect((await signIn('rotation@test.invalid', TEST_OPERATOR_PASSWORD, secret)).error).toBe(0);
    // A value no key opens is left alone and counted.
    await db()
      .update(operators)
      .set({ totpSecret: createSecretBox(randomBytes(32)).seal(secret) })
      .where(eq(operators.id, row!.id));
    expect(await sealTotpSecrets(db(), box())).toEqual({ sealed: 0, resealed: 0, unreadable: 1 });
    // Its codes are refused as wrong codes, not as a server error.
    const refused = await signIn('rotation@test.invalid', TEST_OPERATOR_PASSWORD, secret);
    expect(refused.error).toBe(ERRORS.BO_TOTP_INVALID.code);
  });
});
