import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#testing/databases.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';

const CONTENT_CALLS = {
  '/api/health': 'get',
  '/api/agent/config': 'post',
  '/api/agent/bank_accounts': 'post',
  '/api/agent/true_money_accounts': 'post',
  '/api/agent/validate': 'get',
  '/api/notifications': 'get',
  '/api/banner': 'get',
  '/api/event/list': 'get',
  '/api/promotion/list': 'get',
};

describe.each(testDatabases())('API documentation on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(() => t.close());

  it('publishes an OpenAPI document listing every content call and nothing outside /api', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const [path, method] of Object.entries(CONTENT_CALLS)) {
      expect(doc.paths[path], path).toHaveProperty(method);
    }
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/'))).toBe(true);
  });

  it('documents request and response bodies from the contract schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const config = doc.paths['/api/agent/config'].post;
    expect(config.requestBody.content['application/json'].schema.required).toEqual(['agent_code']);
    const ok = JSON.stringify(config.responses['200']);
    expect(ok).toContain('line_contact_url');
    expect(ok).toContain('min_deposit');
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
