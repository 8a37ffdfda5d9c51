import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { dataDirSecret } from '#shared/data-dir-secret.ts';

/**
 * TOTP secrets at rest (docs/BACKOFFICE.md#access, docs/OPERATIONS.md#the-back-office-secret-key):
 * AES-256-GCM with node:crypto, a fresh 12-byte nonce per value, stored as
 * `v1.<nonce>.<tag>.<ciphertext>` (base64url). The key is BACKOFFICE_SECRET_KEY, else one the server keeps
 * in DATA_DIR/backoffice-secret-key; BACKOFFICE_SECRET_KEY_PREVIOUS still opens values sealed before a
 * rotation, and the start-up pass (sealTotpSecrets) seals them again with the current key.
 */

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
/** Bound into every value: a ciphertext copied from another purpose does not open as a TOTP secret. */
const PURPOSE = Buffer.from('ug99 backoffice totp secret');

/** The file in DATA_DIR that holds the generated key when BACKOFFICE_SECRET_KEY is unset. */
export const BACKOFFICE_SECRET_KEY_FILE = 'backoffice-secret-key';

/** 32 bytes from 64 hex digits or base64 / base64url text; undefined for anything else. */
export function secretKeyBytes(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(trimmed)) return undefined;
  const bytes = Buffer.from(trimmed, 'base64url');
  return bytes.length === 32 ? bytes : undefined;
}

export type SecretBox = {
  seal(plain: string): string;
  /** The plain value; throws when no key opens it or it is not sealed. */
  open(stored: string): string;
  /** Whether a stored value is sealed with the current key (else: clear, or sealed with the previous key). */
  sealedWithCurrentKey(stored: string): boolean;
};

export const isSealed = (stored: string) => stored.startsWith(`${VERSION}.`);

function openWith(key: Buffer, stored: string): string | undefined {
  const [version, nonce, tag, body] = stored.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined) return undefined;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(PURPOSE);
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}

export function createSecretBox(key: Buffer, previous?: Buffer): SecretBox {
  if (key.length !== 32 || (previous && previous.length !== 32)) {
    throw new RangeError('an AES-256 key has 32 bytes');
  }
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, nonce);
      cipher.setAAD(PURPOSE);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(stored) {
      const plain = openWith(key, stored) ?? (previous ? openWith(previous, stored) : undefined);
      if (plain === undefined) throw new Error('a back-office secret could not be opened with its key');
      return plain;
    },
    sealedWithCurrentKey(stored) {
      return openWith(key, stored) !== undefined;
    },
  };
}

/**
 * The box of this server: the configured key (validated by the configuration), else the one kept in
 * DATA_DIR, readable by its owner only. The key is read (or created) at first use, so a server whose
 * back office never stored a secret writes no file.
 */
export function backofficeSecretBox(config: {
  dataDir: string;
  secretKey: string | undefined;
  previousSecretKey: string | undefined;
}): SecretBox {
  let box: SecretBox | undefined;
  const opened = (): SecretBox => {
    if (box) return box;
    const text = dataDirSecret(config.secretKey, config.dataDir, BACKOFFICE_SECRET_KEY_FILE);
    const key = secretKeyBytes(text);
    if (!key) throw new Error(`DATA_DIR/${BACKOFFICE_SECRET_KEY_FILE} does not hold a 32-byte key`);
    const previous = config.previousSecretKey ? secretKeyBytes(config.previousSecretKey) : undefined;
    box = createSecretBox(key, previous);
    return box;
  };
  return {
    seal: (plain) => opened().seal(plain),
    open: (stored) => opened().open(stored),
    sealedWithCurrentKey: (stored) => opened().sealedWithCurrentKey(stored),
  };
}
