import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@ug99/contract';
import { testDatabases } from '#testing/databases.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, newRegistration, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';

describe.each(testDatabases())('sub bank account on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const update = (token: string, payload: object) =>
    asMember(t, token).post('/api/member/update_sub_bank_account', payload);
  /** The member's sub account set under its own password. */
  const setSubAccount = (m: Registered, bankCode: string, accountNo: string, accountName: string) =>
    update(m.token, {
      password: m.password,
      bank_code: bankCode,
      bank_account_no: accountNo,
      account_name: accountName,
    });

  it('sets a second account in the registered name, with a title and any spacing, masked in answers', async () => {
    const m = await registerMember(t);
    const accountNo = newRegistration().bank_account_no;
    const res = await setSubAccount(m, 'SCB', accountNo, '  นาย สมชาย   ใจดี ');
    expect(res.json()).toEqual({
      error: 0,
      message: 'สำเร็จ',
      data: {
        bank_code: 'SCB',
        bank_name: 'ธนาคารไทยพาณิชย์',
        bank_account_no: `xxxxxx${accountNo.slice(-4)}`,
        account_name: 'สมชาย ใจดี',
      },
    });
    const info = (await asMember(t, m.token).get('/api/get_user_info')).json().data;
    expect(info.user.sub_bank).toEqual(res.json().data);
    // Setting it again replaces it.
    const next = newRegistration().bank_account_no;
    const again = await setSubAccount(m, 'BBL', next, 'สมชาย ใจดี');
    expect(again.json().data.bank_code).toBe('BBL');
  });

  it('refuses a name that is not the registered one', async () => {
    const m = await registerMember(t);
    const res = await setSubAccount(m, 'SCB', newRegistration().bank_account_no, 'สมหญิง ใจดี');
    expect(res.json()).toEqual({ error: 3012, data: null, message: ERRORS.ACCOUNT_NAME_MISMATCH.message });
  });

  it('refuses a wrong password, the main account again, and another member’s account', async () => {
    const m = await registerMember(t);
    const other = await registerMember(t);
    const base = { bank_code: 'KBANK', account_name: 'สมชาย ใจดี' };
    const wrongPassword = await update(m.token, {
      ...base,
      password: 'wrong-password',
      bank_account_no: newRegistration().bank_account_no,
    });
    expect(wrongPassword.json().error).toBe(3011);
    const main = await update(m.token, { ...base, password: m.password, bank_account_no: m.bank_account_no });
    expect(main.json().error).toBe(3013);
    const taken = await update(m.token, {
      ...base,
      password: m.password,
      bank_account_no: other.bank_account_no,
    });
    expect(taken.json()).toEqual({ error: 3002, data: null, message: ERRORS.BANK_ACCOUNT_TAKEN.message });
    expect((await asMember(t, m.token).get('/api/get_user_info')).json().data.user.sub_bank).toBeNull();
  });

  it('keeps a sub account from being registered by someone else', async () => {
    const m = await registerMember(t);
    const accountNo = newRegistration().bank_account_no;
    await setSubAccount(m, 'SCB', accountNo, 'สมชาย ใจดี');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newRegistration({ bank_account_no: accountNo }),
    });
    expect(res.json().error).toBe(3002);
  });
});
