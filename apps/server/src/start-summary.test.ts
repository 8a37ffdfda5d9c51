import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTerminalLogger, isRoutineRequest, terminalLine } from './logger.ts';
import { startSummary } from './start-summary.ts';

const base = {
  siteUrl: 'http://localhost:3000',
  backofficeUrl: 'http://localhost:3000/backoffice',
  database: 'pglite' as const,
  logLevel: 'info',
};

describe('the start summary of `npm start` in a terminal', () => {
  it('names the site, the back office with its one-time setup link, the sandbox bank, the demo member and the log', () => {
    const lines = startSummary({
      ...base,
      firstAdmin: {
        url: 'http://localhost:3000/backoffice/setup#tok',
        expiresAt: '2026-11-30T01:00:00.000Z',
      },
      sandboxBankUrl: 'http://localhost:3000/sandbox/bank',
      demoMember: { phone: '0812345678', password: 'Demo-Member-2024' },
    });
    expect(lines[0]).toBe('UG99 พร้อมใช้งาน / UG99 is running');
    const text = lines.join('\n');
    expect(text).toMatch(/เว็บไซต์สมาชิก \/ Member site: +http:\/\/localhost:3000\n/);
    expect(text).toMatch(/หลังบ้าน \/ Back office: +http:\/\/localhost:3000\/backoffice\n/);
    expect(text).toContain('First admin setup (one-time link)');
    expect(text).toContain('    http://localhost:3000/backoffice/setup#tok');
    expect(text).toContain('Sandbox bank (no real money): http://localhost:3000/sandbox/bank');
    expect(text).toMatch(/Demo member: +0812345678 \/ Demo-Member-2024/);
    expect(text).toContain('this terminal, one line per request, level info');
    expect(text).toContain('JSON when piped or in production');
    // Short: a person reads it at a glance.
    expect(lines.length).toBeLessThanOrEqual(12);
  });

  it('leaves out what does not apply: no setup link once an admin exists, no sandbox, no demo member', () => {
    const text = startSummary(base).join('\n');
    expect(text).not.toContain('First admin');
    expect(text).not.toContain('Sandbox');
    expect(text).not.toContain('Demo member');
    expect(text).toContain('PGlite (DATA_DIR)');
  });
});

describe('request lines', () => {
  it.each([
    '/assets/index-B4xk9Qz1.js',
    '/favicon.svg',
    '/media/lotto/hanoi.svg',
    '/backoffice/assets/app-1.css',
    '/api/health',
    '/api/provider/demo/bet',
    '/api/member/events',
    '/api/lotto/yeekee/stream?round_id=21&after_seq=2',
  ])('%s is routine: its access line is debug, not info', (url) => {
    expect(isRoutineRequest(url)).toBe(true);
  });

  it.each(['/', '/member/deposit', '/api/member/wallets', '/api/lotto/bill/create', '/lotto/123'])(
    '%s is logged at info',
    (url) => {
      expect(isRoutineRequest(url)).toBe(false);
    },
  );

  it('reads as one short line in a terminal, secrets still redacted', async () => {
    expect(
      terminalLine(
        { req: { method: 'GET', url: '/api/x' }, res: { statusCode: 200 }, responseTime: 12.4 },
        'msg',
      ),
    ).toBe('GET /api/x 200 12 ms');
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    const logger = createTerminalLogger('info', sink);
    logger.info(
      { req: { method: 'POST', url: '/api/login' }, res: { statusCode: 401 }, responseTime: 3 },
      'request completed',
    );
    logger.info({ body: { password: 'hunter2-secret' } }, 'login failed');
    await new Promise((r) => setImmediate(r));
    const [access, failed] = out.trim().split('\n');
    expect(access).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: POST \/api\/login 401 3 ms$/);
    expect(failed).toContain('login failed');
    expect(out).not.toContain('hunter2-secret');
    expect(out).not.toContain('{"level"');
  });
});
