import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret two local processes must share (the server and the operator command line, the server and
 * the built-in game provider): the configured value when there is one, otherwise a random one the
 * server keeps in DATA_DIR, readable by its owner only, so nobody has to copy secrets around.
 */
export function dataDirSecret(configured: string | undefined, dataDir: string, fileName: string): string {
  const existing = readDataDirSecret(configured, dataDir, fileName);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, fileName);
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** The same secret without creating it: for a process that is not the one that creates it. */
export function readDataDirSecret(
  configured: string | undefined,
  dataDir: string,
  fileName: string,
): string | undefined {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}
