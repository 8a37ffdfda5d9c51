import { dataDirSecret } from '#shared/data-dir-secret.ts';

/** The file in DATA_DIR the built-in provider reads the shared secret from when PROVIDER_SECRET is unset. */
export const PROVIDER_SECRET_FILE = 'provider-secret';

/**
 * The built-in provider's signing secret: PROVIDER_SECRET when set, otherwise the one the server keeps
 * in DATA_DIR for the provider process on the same machine. Only the server creates it.
 */
export function resolveProviderSecret(configured: string | undefined, dataDir: string): string {
  return dataDirSecret(configured, dataDir, PROVIDER_SECRET_FILE);
}
