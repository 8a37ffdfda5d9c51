import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The file the operator's server creates in DATA_DIR when PROVIDER_SECRET is not set. */
export const PROVIDER_SECRET_FILE = 'provider-secret';

/**
 * The shared secret, looked up when needed: the provider may start before the server has written the
 * file, so a missing file is read again on the next call instead of being fatal.
 */
export function providerSecretSource(
  configured: string | undefined,
  dataDir: string,
): () => string | undefined {
  if (configured) return () => configured;
  const file = path.join(dataDir, PROVIDER_SECRET_FILE);
  let cached: string | undefined;
  return () => {
    if (cached) return cached;
    if (!existsSync(file)) return undefined;
    cached = readFileSync(file, 'utf8').trim() || undefined;
    return cached;
  };
}
