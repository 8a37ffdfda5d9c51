import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BACKOFFICE_SECRET_KEY_FILE,
  backofficeSecretBox,
  createSecretBox,
  secretKeyBytes,
} from './secret-box.ts';

describe('the back office secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('seals with a fresh nonce each time and opens what it sealed', () => {
    const box = createSecretBox(key);
    const a = box.seal('JBSWY3DPEHPK3PXP');
    const b = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.sealedWithCurrentKey(a)).toBe(true);
  });

  it('refuses a value sealed with another key, a changed value and a clear one', () => {
    const sealed = createSecretBox(key).seal('JBSWY3DPEHPK3PXP');
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    const [v, nonce, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      createSecretBox(key).open([v, nonce, tag, flipped.toString('base64url')].join('.')),
    ).toThrow();
    expect(() => createSecretBox(key).open('JBSWY3DPEHPK3PXP')).toThrow();
  });

  it('opens with the previous key after a rotation, and says the value needs sealing again', () => {
    const newKey = randomBytes(32);
    const sealed = createSecretBox(key).seal('JBSWY3DPEHPK3PXP');
    const rotated = createSecretBox(newKey, key);
    expect(rotated.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(rotated.sealedWithCurrentKey(sealed)).toBe(false);
  });

  it('reads a key as 64 hex digits or base64 of 32 bytes, nothing else', () => {
    expect(secretKeyBytes('ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(secretKeyBytes(key.toString('base64'))).toEqual(key);
    expect(secretKeyBytes(key.toString('base64url'))).toEqual(key);
    expect(secretKeyBytes('ab'.repeat(31))).toBeUndefined();
    expect(secretKeyBytes('short')).toBeUndefined();
  });

  it('without BACKOFFICE_SECRET_KEY keeps a generated key in DATA_DIR, readable by its owner only, at first use', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ug99-secret-box-'));
    try {
      const config = { dataDir, secretKey: undefined, previousSecretKey: undefined };
      const box = backofficeSecretBox(config);
      const file = path.join(dataDir, BACKOFFICE_SECRET_KEY_FILE);
      expect(() => statSync(file)).toThrow();
      const sealed = box.seal('JBSWY3DPEHPK3PXP');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(secretKeyBytes(readFileSync(file, 'utf8'))).toHaveLength(32);
      // Another process on the same DATA_DIR opens it.
      expect(backofficeSecretBox(config).open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
