import { timingSafeEqual } from 'node:crypto';
import { dataDirSecret, readDataDirSecret } from '#shared/data-dir-secret.ts';

const TOKEN_FILE = 'operator-token';

/** The operator token: OPERATOR_TOKEN when set, otherwise the one the server keeps in DATA_DIR. */
export function resolveOperatorToken(configured: string | undefined, dataDir: string): string {
  return dataDirSecret(configured, dataDir, TOKEN_FILE);
}

/** The token the command line should present, without creating one (only a server creates it). */
export function readOperatorToken(configured: string | undefined, dataDir: string): string | undefined {
  return readDataDirSecret(configured, dataDir, TOKEN_FILE);
}

export function operatorTokenMatches(expected: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}
