import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** LINE settings (docs/LINE.md): both optional; set, they turn on the LIFF login and the link. */
describe('LINE configuration', () => {
  it('is off by default: no LIFF id, no channel, no LINE origin in the CSP', () => {
    const config = loadConfig({});
    expect(config.line).toEqual({
      liffId: undefined,
      loginChannelId: undefined,
      apiBase: 'https://api.line.me',
      channelAccessToken: undefined,
    });
    expect(config.csp.connectOrigins).not.toContain('https://api.line.me');
  });

  it('takes a LIFF id and a channel id, and lets the page call LINE when a LIFF id is set', () => {
    const config = loadConfig({ LINE_LIFF_ID: '1650000000-AbCdEfGh', LINE_LOGIN_CHANNEL_ID: '1650000000' });
    expect(config.line).toMatchObject({ liffId: '1650000000-AbCdEfGh', loginChannelId: '1650000000' });
    expect(config.csp.connectOrigins).toContain('https://api.line.me');
  });

  it('refuses values that cannot be LINE ids, naming the variable', () => {
    expect(() => loadConfig({ LINE_LOGIN_CHANNEL_ID: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ LINE_LOGIN_CHANNEL_ID: 'abc' })).toThrow(/LINE_LOGIN_CHANNEL_ID/);
    expect(() => loadConfig({ LINE_LIFF_ID: 'a b' })).toThrow(/LINE_LIFF_ID/);
  });

  it('takes the base of every LINE call and the Messaging API token; the CSP keeps LINE’s own host', () => {
    const config = loadConfig({
      LINE_LIFF_ID: '1650000000-AbCdEfGh',
      LINE_API_BASE: 'http://127.0.0.1:4010/',
      LINE_CHANNEL_ACCESS_TOKEN: 'abcDEF0123456789+/ghiJKL=',
    });
    expect(config.line).toMatchObject({
      apiBase: 'http://127.0.0.1:4010',
      channelAccessToken: 'abcDEF0123456789+/ghiJKL=',
    });
    // The page's LIFF SDK calls LINE itself, not the server's base.
    expect(config.csp.connectOrigins).toContain('https://api.line.me');
    expect(() => loadConfig({ LINE_API_BASE: 'ftp://line.example' })).toThrow(/LINE_API_BASE/);
    expect(() => loadConfig({ LINE_CHANNEL_ACCESS_TOKEN: 'short' })).toThrow(/LINE_CHANNEL_ACCESS_TOKEN/);
  });
});
