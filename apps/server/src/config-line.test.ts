import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** LINE settings (docs/LINE.md): both optional; set, they turn on the LIFF login and the link. */
describe('LINE configuration', () => {
  it('is off by default: no LIFF id, no channel, no LINE origin in the CSP', () => {
    const config = loadConfig({});
    expect(config.line).toEqual({ liffId: undefined, loginChannelId: undefined });
    expect(config.csp.connectOrigins).not.toContain('https://api.line.me');
  });

  it('takes a LIFF id and a channel id, and lets the page call LINE when a LIFF id is set', () => {
    const config = loadConfig({ LINE_LIFF_ID: '1650000000-AbCdEfGh', LINE_LOGIN_CHANNEL_ID: '1650000000' });
    expect(config.line).toEqual({ liffId: '1650000000-AbCdEfGh', loginChannelId: '1650000000' });
    expect(config.csp.connectOrigins).toContain('https://api.line.me');
  });

  it('refuses values that cannot be LINE ids, naming the variable', () => {
    expect(() => loadConfig({ LINE_LOGIN_CHANNEL_ID: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ LINE_LOGIN_CHANNEL_ID: 'abc' })).toThrow(/LINE_LOGIN_CHANNEL_ID/);
    expect(() => loadConfig({ LINE_LIFF_ID: 'a b' })).toThrow(/LINE_LIFF_ID/);
  });
});
