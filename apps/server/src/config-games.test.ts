import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig: games', () => {
  it('defaults the built-in provider to localhost:3100, 5-minute launch tokens and 30-minute idle sessions', () => {
    expect(loadConfig({}).games).toEqual({
      demoProviderUrl: 'http://localhost:3100',
      providerSecret: undefined,
      launchTokenTtlMs: 5 * 60_000,
      sessionIdleMs: 30 * 60_000,
      defaultMaxWinMultiplier: 5000,
    });
  });

  it('takes PROVIDER_MAX_WIN_MULTIPLIER for games without their own maximum, up to 1,000,000', () => {
    expect(loadConfig({ PROVIDER_MAX_WIN_MULTIPLIER: '20000' }).games.defaultMaxWinMultiplier).toBe(20_000);
    expect(() => loadConfig({ PROVIDER_MAX_WIN_MULTIPLIER: '2000000' })).toThrow(
      /PROVIDER_MAX_WIN_MULTIPLIER/,
    );
    expect(() => loadConfig({ PROVIDER_MAX_WIN_MULTIPLIER: '0' })).toThrow(/PROVIDER_MAX_WIN_MULTIPLIER/);
  });

  it('follows DEMO_PROVIDER_PORT when no URL is given', () => {
    expect(loadConfig({ DEMO_PROVIDER_PORT: '4200' }).games.demoProviderUrl).toBe('http://localhost:4200');
  });

  it('adds the provider origin, not its path, to the CSP frame-src once', () => {
    const config = loadConfig({
      DEMO_PROVIDER_URL: 'https://games.example.com/base/',
      CSP_FRAME_ORIGINS: 'https://games.example.com',
    });
    expect(config.games.demoProviderUrl).toBe('https://games.example.com/base');
    expect(config.csp.frameOrigins).toEqual(['https://games.example.com']);
  });

  it('refuses a short PROVIDER_SECRET and a DEMO_PROVIDER_URL that is not http(s)', () => {
    expect(() => loadConfig({ PROVIDER_SECRET: 'short' })).toThrow(/PROVIDER_SECRET/);
    expect(() => loadConfig({ DEMO_PROVIDER_URL: 'ftp://x.example.com' })).toThrow(/DEMO_PROVIDER_URL/);
  });
});
