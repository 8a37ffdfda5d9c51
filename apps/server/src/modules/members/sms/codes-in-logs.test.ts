import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { buildApp } from '#app';
import { loadConfig } from '#config';
import type { Config } from '#config';
import type { Database } from '#db/client.ts';
import { seedDatabase } from '#seed/seed.ts';
import { testDatabases } from '#testing/databases.ts';
import { createLogger } from '#logger';
import { systemClock } from '#shared/clock.ts';
import { newRegistration } from '#testing/members.ts';
import { createMemoryThrottleStore } from '#throttle/index.ts';
import type { SmsMessage, SmsSender } from './sender.ts';

/**
 * Only the sandbox SMS sender may write a one-time code to the log (outside production). These run
 * the server with a stand-in for a real sender, in development mode where the sandbox would log codes,
 * and read every line the server logged.
 */
describe.each(testDatabases())('one-time codes and the log with a real SMS sender on $kind', (target) => {
  let database: Database;
  let app: FastifyInstance;
  const logs: string[] = [];
  const sent: SmsMessage[] = [];
  let sender: SmsSender['send'] = async (message) => void sent.push(message);

  beforeAll(async () => {
    database = await target.create();
    await seedDatabase(database.db);
    const config: Config = { ...loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'info' }) };
    app = await buildApp(config, {
      database,
      logger: createLogger('info', { write: (line: string) => void logs.push(line) }),
      sms: { send: (message) => sender(message) },
      throttleStore: createMemoryThrottleStore(systemClock),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, payload: object, remoteAddress: string) =>
    app.inject({ method: 'POST', url, payload, remoteAddress });
  const registered = async () => {
    const form = newRegistration();
    expect((await post('/api/register', form, '10.30.0.1')).json().error).toBe(0);
    return form;
  };

  it('writes no code to the log when a real sender sends it, nor when the member uses it', async () => {
    const m = await registered();
    logs.length = 0;
    expect((await post('/api/reset_password', { phone: m.phone }, '10.30.1.1')).json().error).toBe(0);
    const code = sent.at(-1)?.otp ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await post('/api/reset_password_v2', { phone: m.phone, otp: code, password: 'short' }, '10.30.1.1');
    await post(
      '/api/reset_password_v2',
      { phone: m.phone, otp: code, password: 'Fresh-Mango-55' },
      '10.30.1.1',
    );
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain(code);
  });

  it('writes no code to the log when a real sender fails with an error that repeats the message', async () => {
    const m = await registered();
    let code = '';
    sender = async (message) => {
      code = message.otp ?? '';
      throw new Error(`gateway refused: ${JSON.stringify(message)}`, {
        cause: new Error(`body ${message.body}`),
      });
    };
    logs.length = 0;
    const res = await post('/api/reset_password', { phone: m.phone }, '10.30.2.1');
    sender = async (message) => void sent.push(message);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error: ERRORS.INTERNAL.code });
    expect(code).toMatch(/^\d{6}$/);
    const faults = logs.filter((line) => line.includes('gateway refused'));
    expect(faults).toHaveLength(1);
    expect(faults[0]).toContain('[redacted]');
    expect(logs.join('\n')).not.toContain(code);
  });

  it('writes neither the code nor its salted hash to the log when storing the code fails', async () => {
    const m = await registered();
    await database.db.execute(sql.raw('alter table password_reset_otps rename to password_reset_otps_gone'));
    logs.length = 0;
    try {
      const res = await post('/api/reset_password', { phone: m.phone }, '10.30.3.1');
      expect(res.statusCode).toBe(500);
    } finally {
      await database.db.execute(
        sql.raw('alter table password_reset_otps_gone rename to password_reset_otps'),
      );
    }
    const text = logs.join('\n');
    expect(text).toContain('storing a password-reset code failed');
    // The hash is 64 hex digits and the salt 32: no run of 32 or more hex digits may appear.
    expect(text).not.toMatch(/[0-9a-f]{32}/);
  });
});
