import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file in DATA_DIR the built-in provider reads the shared secret from when PROVIDER_SECRET is unset. */
export const PROVIDER_SECRET_FILE = 'provider-secret';

/**
 * The built-in provider's signing secret: PROVIDER_SECRET when set, otherwise a random one the server
 * keeps in DATA_DIR (owner-only), so the provider process on the same machine can read it without
 * anyone copying secrets around. Only the server creates it.
 */
export function resolveProviderSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, PROVIDER_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
