import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPassword, isWeakPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with Argon2id at 19 MiB, 2 passes, 1 lane, and verifies', async () => {
    const hash = await hashPassword('Tamarind-Kite-9');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Tamarind-Kite-9')).toBe(true);
    expect(await verifyPassword(hash, 'tamarind-kite-9')).toBe(false);
  });

  it('hashes at a lower cost when given one (only the server tests give one), and verifies it', async () => {
    const hash = await hashPassword('Tamarind-Kite-9', { memoryCost: 64, timeCost: 1 });
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    expect(await verifyPassword(hash, 'Tamarind-Kite-9')).toBe(true);
    expect(await verifyPassword(hash, 'tamarind-kite-9')).toBe(false);
    // An unknown member's decoy is checked at the same lower cost, so both take the same time.
    expect(await verifyPassword(undefined, 'Tamarind-Kite-9', { memoryCost: 64, timeCost: 1 })).toBe(false);
  });

  it('answers false for an unknown member after checking a decoy hash', async () => {
    expect(await verifyPassword(undefined, 'anything-at-all')).toBe(false);
  });

  it('ships exactly 1,000 distinct common passwords of 8 or more characters', () => {
    const entries = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(entries).toHaveLength(1000);
    expect(new Set(entries).size).toBe(1000);
    expect(entries.every((p) => p.length >= 8 && p === p.toLowerCase())).toBe(true);
  });

  it.each([
    '12345678',
    '11111111',
    '88888888',
    '0812345678',
    'PASSWORD1',
    'Qwerty123',
    '1q2w3e4r',
    '01011990',
  ])('refuses the common password %s', (password) => {
    expect(isWeakPassword(password, '0899990000')).toBe(true);
  });

  it('refuses one repeated character and the phone number inside the password', () => {
    expect(isWeakPassword('@@@@@@@@@', '0899990000')).toBe(true);
    expect(isWeakPassword('x0899990000', '0899990000')).toBe(true);
    expect(isWeakPassword('me899990000!', '0899990000')).toBe(true);
  });

  it('accepts an ordinary passphrase', () => {
    expect(isWeakPassword('Tamarind-Kite-9', '0899990000')).toBe(false);
  });
});
