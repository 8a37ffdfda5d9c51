import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROVIDER_SECRET_FILE, resolveProviderSecret } from './provider-secret.ts';

describe('resolveProviderSecret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ug99-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('uses PROVIDER_SECRET when set and writes no file', () => {
    const dir = tempDir();
    expect(resolveProviderSecret('configured-secret-0123456789abcdef', dir)).toBe(
      'configured-secret-0123456789abcdef',
    );
    expect(() => statSync(path.join(dir, PROVIDER_SECRET_FILE))).toThrow();
  });

  it('creates an owner-only random secret once and reads the same one on the next start', () => {
    const dir = path.join(tempDir(), 'nested');
    const secret = resolveProviderSecret(undefined, dir);
    expect(secret).toMatch(/^[\w-]{43}$/);
    const file = path.join(dir, PROVIDER_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(resolveProviderSecret(undefined, dir)).toBe(secret);
  });
});
