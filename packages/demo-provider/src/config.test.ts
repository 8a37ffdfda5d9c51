import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProviderConfig } from './config.ts';

describe('provider configuration', () => {
  it('follows the site: operator and frame origins from PORT, port 3100, DATA_DIR shared', () => {
    const config = loadProviderConfig({ PORT: '4000', DATA_DIR: '/srv/ug99' });
    expect(config).toMatchObject({
      port: 3100,
      operatorApiUrl: 'http://127.0.0.1:4000',
      siteOrigins: ['http://localhost:4000', 'http://127.0.0.1:4000'],
      dataDir: path.resolve('/srv/ug99'),
      secret: undefined,
    });
  });

  it("listens on the loopback address unless DEMO_PROVIDER_HOST says otherwise; the site's HOST is not its own", () => {
    expect(loadProviderConfig({}).host).toBe('127.0.0.1');
    expect(loadProviderConfig({ HOST: '0.0.0.0' }).host).toBe('127.0.0.1');
    expect(loadProviderConfig({ DEMO_PROVIDER_HOST: '10.0.0.7' }).host).toBe('10.0.0.7');
  });

  it('takes explicit addresses as given, without a trailing slash on the operator URL', () => {
    const config = loadProviderConfig({
      DEMO_PROVIDER_PORT: '3200',
      OPERATOR_API_URL: 'http://operator.internal:3000/',
      SITE_ORIGIN: 'https://www.example.com',
    });
    expect(config).toMatchObject({
      port: 3200,
      operatorApiUrl: 'http://operator.internal:3000',
      siteOrigins: ['https://www.example.com'],
    });
  });

  it('refuses a SITE_ORIGIN with a path and a short PROVIDER_SECRET, naming the variable', () => {
    expect(() => loadProviderConfig({ SITE_ORIGIN: 'https://www.example.com/games' })).toThrow(/SITE_ORIGIN/);
    expect(() => loadProviderConfig({ PROVIDER_SECRET: 'short' })).toThrow(/PROVIDER_SECRET/);
  });
});
