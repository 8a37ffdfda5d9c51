import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_CALLS, OPERATOR_ROLES, roleMayCall } from '@ug99/contract';
import type { BackofficeCall } from '@ug99/contract';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';

// The role test (docs/BACKOFFICE.md#roles): every back-office call, with every role, and without a session.
// BACKOFFICE_CALLS grows as calls are added; this test needs no change for them.

/** The call's path with every parameter filled with a dummy id. */
const urlOf = (call: BackofficeCall) => call.path.replace(/:[A-Za-z_]+/g, '1');

/**
 * Every "METHOD /api/backoffice/…" route the app registered (HEAD copies of GET routes left out), read
 * from Fastify's route tree: each line is a path segment under the line above it one level less deep.
 */
function backofficeRoutesOf(t: TestApp): string[] {
  const found: string[] = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    if (!path.startsWith('/api/backoffice/') || !match[3]) continue;
    for (const method of match[3].split(',').map((m) => m.trim())) {
      if (method !== 'HEAD') found.push(`${method} ${path}`);
    }
  }
  return found;
}

describe.each(testDatabases())('back-office roles on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * One call, answered as soon as its status is known: the body of a refusal is read, any other body
   * is dropped unread (a live stream, such as the queues' events, never ends by itself).
   */
  async function send(call: BackofficeCall, cookie?: string) {
    const res = await t.app.inject({
      method: call.method,
      url: urlOf(call),
      headers: cookie ? { cookie } : {},
      ...(call.method === 'POST' ? { payload: {} } : {}),
      payloadAsStream: true,
    });
    const stream = res.stream();
    if (res.statusCode !== 401 && res.statusCode !== 403) {
      stream.destroy();
      return { statusCode: res.statusCode, error: undefined, body: '' };
    }
    let body = '';
    for await (const chunk of stream) body += String(chunk);
    return { statusCode: res.statusCode, error: (JSON.parse(body) as { error: number }).error, body };
  }

  it('lists the calls of sign-in, operators and sessions', () => {
    const paths = BACKOFFICE_CALLS.map((c) => `${c.method} ${c.path}`);
    expect(paths).toContain('POST /api/backoffice/auth/login');
    expect(paths).toContain('GET /api/backoffice/operators');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it(
    'refuses every non-public call without a session (401), a refused role (403), and lets allowed roles through',
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      for (const call of BACKOFFICE_CALLS) {
        const name = `${call.method} ${call.path}`;
        const anonymous = await send(call);
        if (call.roles === 'public') {
          if ([401, 403, 404].includes(anonymous.statusCode))
            failures.push(`${name} public: ${anonymous.statusCode}`);
        } else if (anonymous.statusCode !== 401 || anonymous.error !== 12001) {
          failures.push(`${name} without a session: ${anonymous.statusCode} ${anonymous.body}`);
        }
        for (const role of OPERATOR_ROLES) {
          // A fresh operator and session per try: a call may end its own session (logout) or others'.
          const { cookie } = await operatorSession(t, role);
          const res = await send(call, cookie);
          if (roleMayCall(call, role)) {
            if ([401, 403, 404].includes(res.statusCode))
              failures.push(`${name} as ${role}: ${res.statusCode}`);
          } else if (res.statusCode !== 403 || res.error !== 12002) {
            failures.push(`${name} as ${role} (not allowed): ${res.statusCode} ${res.body}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('registers every route under /api/backoffice/ from an entry of BACKOFFICE_CALLS, and every entry as a route', () => {
    const registered = backofficeRoutesOf(t);
    const declared = BACKOFFICE_CALLS.map((c) => `${c.method} ${c.path}`);
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.filter((r) => !declared.includes(r))).toEqual([]);
    expect(declared.filter((d) => !registered.includes(d))).toEqual([]);
  });

  it('guards the HEAD twin of every GET call like the GET itself', async () => {
    for (const call of BACKOFFICE_CALLS.filter((c) => c.method === 'GET' && c.roles !== 'public')) {
      const res = await t.app.inject({ method: 'HEAD', url: urlOf(call) });
      expect(res.statusCode, call.path).toBe(401);
    }
  });

  it('refuses at start-up a back-office route registered outside backofficeRoute', async () => {
    await expect(
      createTestApp(target, {
        seed: false,
        extend: (app) => app.get('/api/backoffice/escaped', async () => ({ ok: true })),
      }),
    ).rejects.toThrow(/backofficeRoute/);
  });
});
