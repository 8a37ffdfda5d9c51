import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail, ok } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { sandboxSmsInbox } from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { AppError } from '#http/app-error.ts';
import { paymentsConfig, TEST_GATEWAY_SECRET } from '#testing/payments.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { gamesConfig, TEST_PROVIDER_SECRET } from '#testing/games.ts';
import { prepareMember } from './fixture.ts';
import type { FuzzMember } from './fixture.ts';
import { fuzzRoute } from './runner.ts';
import { refusedByEnvelope } from './targets.ts';
import type { Target } from './targets.ts';
import { installWriteJournal } from './write-journal.ts';

/** The suite's own check: routes broken on purpose must be reported, and sound ones must not. */
describe.each(testDatabases())('the fuzz runner on $kind', (database) => {
  let t: TestApp;
  let db: Db | undefined;
  let member: FuzzMember;
  const note = () => db!.insert(sandboxSmsInbox).values({ phone: '0800000000', body: 'fuzz self-test' });

  beforeAll(async () => {
    t = await createTestApp(database, {
      config: { ...paymentsConfig(), ...gamesConfig() },
      extend: (app) => {
        app.post('/api/fuzz-self-test/writes-then-refuses', { config: { testFixture: true } }, async () => {
          await note();
          return fail('VALIDATION_FAILED');
        });
        app.post('/api/fuzz-self-test/fails', { config: { testFixture: true } }, async () => {
          throw new Error('broken on purpose');
        });
        app.post('/api/fuzz-self-test/writes-and-accepts', { config: { testFixture: true } }, async () => {
          await note();
          return ok(null);
        });
        app.post('/api/fuzz-self-test/refuses-and-rolls-back', { config: { testFixture: true } }, async () =>
          db!.transaction(async (tx) => {
            await tx.insert(sandboxSmsInbox).values({ phone: '0800000000', body: 'rolled back' });
            throw new AppError('VALIDATION_FAILED');
          }),
        );
      },
    });
    db = t.database.db;
    await installWriteJournal(db);
    member = await prepareMember(t);
  });
  afterAll(() => t.close());

  const fuzz = (path: string, runs = 20) => {
    const target: Target = {
      name: `POST ${path}`,
      method: 'POST',
      paths: [path],
      body: { type: 'object', properties: { note: { type: 'string' } } },
      access: 'public',
      weight: 1,
      changesMember: false,
      refused: refusedByEnvelope,
    };
    return fuzzRoute({
      t,
      target,
      member,
      runs,
      seed: 1,
      secrets: {
        operatorToken: 'unused',
        providerSecret: TEST_PROVIDER_SECRET,
        gatewaySecret: TEST_GATEWAY_SECRET,
        backofficeCookie: 'unused',
      },
    });
  };

  it('reports a refused request that wrote a row, with the table and a request that shows it', async () => {
    const result = await fuzz('/api/fuzz-self-test/writes-then-refuses');
    const problems = result.findings.map((f) => f.problem);
    expect(problems).toContain('refused (HTTP 200) but wrote sandbox_sms_inbox');
    const finding = result.findings.find((f) => f.problem.startsWith('refused (HTTP 200)'));
    expect(finding?.request).toMatchObject({
      method: 'POST',
      url: '/api/fuzz-self-test/writes-then-refuses',
    });
  });

  it('reports a 5xx and the error it logged', async () => {
    const problems = (await fuzz('/api/fuzz-self-test/fails')).findings.map((f) => f.problem);
    expect(problems).toContain('HTTP 500');
    expect(problems).toContain('logged an error: request failed: broken on purpose');
  });

  it('reports nothing for accepted requests that write, or refusals whose work rolled back', async () => {
    expect((await fuzz('/api/fuzz-self-test/writes-and-accepts')).findings).toEqual([]);
    expect((await fuzz('/api/fuzz-self-test/refuses-and-rolls-back')).findings).toEqual([]);
  });

  it('counts every request it sent', async () => {
    expect((await fuzz('/api/fuzz-self-test/writes-and-accepts', 37)).sent).toBe(37);
  });
});
