import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { testDatabases } from '#testing/databases.ts';
import { latestSandboxOtp } from './inbox.ts';
import { createSandboxSmsSender } from './sandbox.ts';

describe.each(testDatabases())('sandbox SMS sender on $kind', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(() => database.close());

  const logger = () => {
    const lines: Record<string, unknown>[] = [];
    return { lines, info: (obj: object, msg: string) => void lines.push({ ...obj, msg }) };
  };

  it('keeps messages in the inbox and finds the newest code for a phone', async () => {
    const log = logger();
    const sms = createSandboxSmsSender({ db: database.db, logger: log, logCodes: true });
    await sms.send({ phone: '0891112222', body: 'รหัส 111111', otp: '111111' });
    await sms.send({ phone: '0891112222', body: 'รหัส 222222', otp: '222222' });
    await sms.send({ phone: '0891113333', body: 'รหัส 333333', otp: '333333' });
    await sms.send({ phone: '0891112222', body: 'ข่าวสาร ไม่มีรหัส' });
    expect((await latestSandboxOtp(database.db, '0891112222'))?.otp).toBe('222222');
    expect(await latestSandboxOtp(database.db, '0899999998')).toBeUndefined();
    expect(log.lines[0]).toEqual({
      phone: '089xxxx222',
      otp: '111111',
      msg: 'sandbox SMS stored in sandbox_sms_inbox',
    });
  });

  it('never writes the code to the log with production settings', async () => {
    const log = logger();
    const sms = createSandboxSmsSender({ db: database.db, logger: log, logCodes: false });
    await sms.send({ phone: '0894445555', body: 'รหัส 454545', otp: '454545' });
    expect(JSON.stringify(log.lines)).not.toContain('454545');
    expect((await latestSandboxOtp(database.db, '0894445555'))?.otp).toBe('454545');
  });
});
