import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@ug99/contract';
import { testDatabases } from '#testing/databases.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { AppError } from './app-error.ts';

describe.each(testDatabases())('error envelopes on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      seed: false,
      extend(app) {
        app.get('/api/test/fault', { config: { testFixture: true } }, () => {
          throw new Error('pool exhausted while reading wallet 42');
        });
        app.get('/api/test/unauthorized', { config: { testFixture: true } }, () => {
          throw new AppError('UNAUTHORIZED');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers an unknown /api path with HTTP 404 and the NOT_FOUND envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 1002, data: null, message: ERRORS.NOT_FOUND.message });
  });

  it('answers an unknown method on a known path with the NOT_FOUND envelope', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(1002);
  });

  it('answers a fault with HTTP 500, the generic Thai message and a request id, and no details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/fault' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      error: 1003,
      data: null,
      message: ERRORS.INTERNAL.message,
      request_id: res.headers['x-request-id'],
    });
    expect(body.request_id).toEqual(expect.any(String));
    expect(res.body).not.toContain('wallet 42');
    expect(res.body).not.toContain('stack');
  });

  it('logs the fault with its stack under the same request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/fault' });
    const entry = t.logs.find((l) => l.request_id === res.json().request_id && l.level === 50);
    expect(entry).toMatchObject({ err: { message: 'pool exhausted while reading wallet 42' } });
    expect(JSON.stringify(entry)).toContain('errors.test.ts');
  });

  it('answers a schema violation with HTTP 400 VALIDATION_FAILED and keeps the details in the log', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/agent/config', payload: { agent_code: 7 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 1000, data: null, message: ERRORS.VALIDATION_FAILED.message });
    const entry = t.logs.find((l) => l.request_id === res.headers['x-request-id'] && l.issues);
    expect(entry).toMatchObject({ context: 'body' });
  });

  it('answers malformed JSON with HTTP 400 VALIDATION_FAILED', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agent/config',
      headers: { 'content-type': 'application/json' },
      payload: '{"agent_code":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(1000);
  });

  it('answers an AppError with the HTTP status of its ERRORS entry', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/unauthorized' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 1001, data: null, message: ERRORS.UNAUTHORIZED.message });
  });

  it('echoes a well-formed x-request-id from a proxy and replaces a malformed one', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-1234abcd');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never writes a password or a bearer token to the log', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/agent/config',
      headers: { authorization: 'Bearer secret-token-value' },
      payload: { agent_code: 7, password: 'hunter2-secret' },
    });
    const written = JSON.stringify(t.logs);
    expect(written).not.toContain('hunter2-secret');
    expect(written).not.toContain('secret-token-value');
  });
});
