import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, serverPackageDir } from './config.ts';

describe('loadConfig', () => {
  it('fills every default for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      redisUrl: undefined,
      agentCode: 'ug99',
      agentId: 1,
      logLevel: 'info',
      nodeEnv: 'development',
      // The built-in game provider's default address is always allowed in the game frame.
      csp: { frameOrigins: ['http://localhost:3100'], connectOrigins: [] },
    });
    expect(config.dataDir).toBe(path.resolve(process.cwd(), 'data'));
    expect(config.webDistDir).toBe(path.resolve(serverPackageDir, '../web/dist'));
    expect(config.mediaDir).toBe(path.resolve(serverPackageDir, 'media'));
  });

  it('fails with a message naming PORT when it is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT: must be a port number.*"abc"/);
  });

  it('refuses a port above 65535', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('names every bad variable at once', () => {
    const attempt = () => loadConfig({ PORT: 'x', AGENT_ID: '0', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/AGENT_ID/);
    expect(attempt).toThrow(/LOG_LEVEL/);
  });

  it('refuses a DATABASE_URL that is not a postgres URL without echoing its value', () => {
    let message = '';
    try {
      loadConfig({ DATABASE_URL: 'mysql://root:s3cret@db/app' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('s3cret');
  });

  it('names every Redis channel and key under ug99 unless REDIS_NAMESPACE says otherwise, and only in plain characters', () => {
    expect(loadConfig({}).redisNamespace).toBe('ug99');
    for (const bad of ['has space', 'a:b', 'x'.repeat(41), 'ไทย']) {
      expect(() => loadConfig({ REDIS_NAMESPACE: bad }), bad).toThrow(/REDIS_NAMESPACE/);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('reads explicit values and resolves folders against the working directory', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/ug99',
      REDIS_URL: 'redis://cache:6379',
      REDIS_NAMESPACE: 'ug99-staging',
      DATA_DIR: 'var/data',
      WEB_DIST_DIR: 'build/web',
      AGENT_CODE: 'ab12',
      AGENT_ID: '7',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@db:5432/ug99',
      redisUrl: 'redis://cache:6379',
      redisNamespace: 'ug99-staging',
      agentCode: 'ab12',
      agentId: 7,
      dataDir: path.resolve(process.cwd(), 'var/data'),
      webDistDir: path.resolve(process.cwd(), 'build/web'),
    });
  });

  it('reads extra CSP origins as a comma-separated list and refuses anything but an origin', () => {
    const config = loadConfig({ CSP_FRAME_ORIGINS: 'https://games.example.com, https://b.example.com:8443' });
    expect(config.csp.frameOrigins).toEqual([
      'https://games.example.com',
      'https://b.example.com:8443',
      'http://localhost:3100',
    ]);
    expect(() => loadConfig({ CSP_CONNECT_ORIGINS: 'https://x.example.com/path' })).toThrow(
      /CSP_CONNECT_ORIGINS/,
    );
  });
});
