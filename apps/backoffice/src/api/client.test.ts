import { describe, expect, it, vi } from 'vitest';
import { accessCalls, operationsCalls, reportsCalls } from '@ug99/contract';
import { failure, stubApi } from '#bo/test/fake-api.ts';
import { operator } from '#bo/test/fixtures.ts';
import { BoApiError, boCall, boCallUrl, setUnauthorizedListener } from './client.ts';

describe('boCall', () => {
  it('fills the path from params, sends the body with the cookie, and answers the data', async () => {
    const { calls } = stubApi({
      'POST /api/backoffice/members/42/notes': {
        id: 3,
        text: 'โทรแจ้งแล้ว',
        operator: 'support:คุณทดสอบ',
        created_at: '2026-11-21T07:00:00Z',
      },
    });
    const note = await boCall(operationsCalls.addMemberNote, {
      params: { id: 42 },
      body: { text: 'โทรแจ้งแล้ว' },
    });
    expect(note.id).toBe(3);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { text: 'โทรแจ้งแล้ว' },
      credentials: 'same-origin',
    });
  });

  it('sends {} for a POST without a body and the query of a GET', async () => {
    const { calls } = stubApi({
      'POST /api/backoffice/auth/logout': { logged_out: true },
      'GET /api/backoffice/sandbox/otp': {
        phone: '0812345678',
        otp: '123456',
        sent_at: '2026-11-21T07:00:00Z',
      },
    });
    await boCall(accessCalls.logout);
    await boCall(reportsCalls.sandboxOtp, { query: { phone: '0812345678' } });
    expect(calls[0]!.body).toEqual({});
    expect(calls[1]!.query.get('phone')).toBe('0812345678');
  });

  it('throws and logs an answer that does not match the call’s schema', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'GET /api/backoffice/auth/me': { ...operator('finance'), role: 'owner' } });
    await expect(boCall(accessCalls.me)).rejects.toThrow(
      'GET /api/backoffice/auth/me: the answer does not match its schema',
    );
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('keeps the failures of the back office: a 401 calls the listener, a refusal is a business error', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedListener(unauthorized);
    stubApi({
      'GET /api/backoffice/auth/me': failure(401, 12001, 'กรุณาเข้าสู่ระบบ'),
      'POST /api/backoffice/withdrawals/7/approve': failure(200, 12010, 'รายการนี้มีผู้ตัดสินแล้ว'),
    });
    await expect(boCall(accessCalls.me)).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    const refused = await boCall(operationsCalls.approveWithdrawal, {
      params: { id: 7 },
      body: { version: 1 },
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BoApiError);
    expect(refused).toMatchObject({ kind: 'business', code: 12010, message: 'รายการนี้มีผู้ตัดสินแล้ว' });
  });
});

describe('boCallUrl', () => {
  it('gives the address of a CSV export with its query, leaving empty filters out', () => {
    expect(boCallUrl(operationsCalls.auditCsv, { query: { operator: 'finance:สมศรี', action: '' } })).toBe(
      '/api/backoffice/audit.csv?operator=finance%3A%E0%B8%AA%E0%B8%A1%E0%B8%A8%E0%B8%A3%E0%B8%B5',
    );
  });
});
