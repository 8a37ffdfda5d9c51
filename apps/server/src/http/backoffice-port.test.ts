import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from '#config';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { isBackofficeUrl } from './backoffice-web.ts';

// BACKOFFICE_PORT (docs/BACKOFFICE.md#how-it-is-built): two real listeners of one app. The back office's
// pages and calls answer on its own port only; the public port answers 404 for them.

/** A built back office and member site in a temporary folder, laid out as the repository's builds are. */
function builds(): { webDistDir: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'ug99-bo-port-'));
  const webDistDir = path.join(root, 'apps/web/dist');
  const boDist = path.join(root, 'apps/backoffice/dist');
  mkdirSync(webDistDir, { recursive: true });
  mkdirSync(boDist, { recursive: true });
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>member site</title>');
  writeFileSync(path.join(boDist, 'index.html'), '<!doctype html><title>back office</title>');
  return { webDistDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

describe('isBackofficeUrl', () => {
  it('names the back office pages and calls, and nothing else', () => {
    for (const url of ['/backoffice', '/backoffice/', '/backoffice/queues?x=1', '/api/backoffice/auth/me']) {
      expect(isBackofficeUrl(url), url).toBe(true);
    }
    for (const url of [
      '/',
      '/api/health',
      '/backofficex',
      '/api/backoffices',
      '/api/wallets?to=/backoffice',
    ]) {
      expect(isBackofficeUrl(url), url).toBe(false);
    }
  });
});

describe('BACKOFFICE_PORT settings', () => {
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).backoffice;

  it('is off by default: the back office on the public port, setup links on PUBLIC_URL', () => {
    expect(config({})).toMatchObject({
      port: undefined,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
    });
    expect(config({ PUBLIC_URL: 'https://ug99.example/' }).publicUrl).toBe('https://ug99.example');
  });

  it('puts setup links on the back office port, or on BACKOFFICE_PUBLIC_URL, and listens on BACKOFFICE_HOST', () => {
    // Its own port listens on the loopback address unless configured otherwise, whatever HOST the public
    // port has (README, "Ports a deployment exposes").
    expect(config({ BACKOFFICE_PORT: '4000', PUBLIC_URL: 'https://ug99.example' })).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:4000',
    });
    expect(config({ BACKOFFICE_PORT: '4000', HOST: '0.0.0.0' }).host).toBe('127.0.0.1');
    expect(
      config({
        BACKOFFICE_PORT: '4000',
        BACKOFFICE_HOST: '10.0.0.5',
        BACKOFFICE_PUBLIC_URL: 'https://bo.internal.example/',
      }),
    ).toMatchObject({ port: 4000, host: '10.0.0.5', publicUrl: 'https://bo.internal.example' });
  });

  it('refuses a port that is not one, or the public port itself', () => {
    expect(() => config({ BACKOFFICE_PORT: '70000' })).toThrow(ConfigError);
    expect(() => config({ BACKOFFICE_PORT: 'abc' })).toThrow(/BACKOFFICE_PORT/);
    expect(() => config({ PORT: '3000', BACKOFFICE_PORT: '3000' })).toThrow(
      /BACKOFFICE_PORT: must differ from PORT/,
    );
    expect(() => config({ BACKOFFICE_PUBLIC_URL: 'ftp://x' })).toThrow(/BACKOFFICE_PUBLIC_URL/);
  });
});

describe.each(testDatabases())('BACKOFFICE_PORT on $kind', (target) => {
  let t: TestApp;
  let site: ReturnType<typeof builds>;
  let publicUrl: string;
  let backofficeUrl: string;

  beforeAll(async () => {
    site = builds();
    const defaults = loadConfig({ NODE_ENV: 'test' });
    t = await createTestApp(target, {
      config: {
        webDistDir: site.webDistDir,
        backoffice: { ...defaults.backoffice, port: 0, host: '127.0.0.1' },
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    publicUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    backofficeUrl = await t.app.backofficeListener!.listen();
  });
  afterAll(async () => {
    await t.close();
    site.remove();
  });

  it('listens on a second port', () => {
    expect(backofficeUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(backofficeUrl).not.toBe(publicUrl);
  });

  it('answers 404 on the public port for every back-office call and page, signed in or not', async () => {
    const { cookie } = await operatorSession(t, 'admin');
    for (const [method, url] of [
      ['GET', '/api/backoffice/auth/me'],
      ['GET', '/api/backoffice/dashboard'],
      ['POST', '/api/backoffice/auth/login'],
      ['GET', '/backoffice'],
      ['GET', '/backoffice/queues'],
    ] as const) {
      const res = await fetch(`${publicUrl}${url}`, {
        method,
        headers: { cookie, 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify({ login: 'a@b.invalid', password: 'x' }) } : {}),
      });
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain('back office');
    }
    // The member site is still there.
    expect((await fetch(`${publicUrl}/api/health`)).status).toBe(200);
    expect(await (await fetch(`${publicUrl}/`)).text()).toContain('member site');
  });

  it('serves the back office on its own port: calls with the role guard, pages with their own policy', async () => {
    expect((await fetch(`${backofficeUrl}/api/backoffice/auth/me`)).status).toBe(401);
    const { cookie } = await operatorSession(t, 'finance');
    const me = await fetch(`${backofficeUrl}/api/backoffice/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { role: string } }).data.role).toBe('finance');
    const login = await fetch(`${backofficeUrl}/api/backoffice/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'nobody@test.invalid', password: 'not-the-password-1' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { error: number }).error).not.toBe(0);
    const page = await fetch(`${backofficeUrl}/backoffice/queues`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('back office');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('answers 404 on the back-office port for the member site', async () => {
    expect((await fetch(`${backofficeUrl}/api/health`)).status).toBe(404);
    const home = await fetch(`${backofficeUrl}/`);
    expect(home.status).toBe(404);
    expect(await home.text()).not.toContain('member site');
  });
});
