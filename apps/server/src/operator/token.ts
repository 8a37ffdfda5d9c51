import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TOKEN_FILE = 'operator-token';

/**
 * The operator token: OPERATOR_TOKEN when set, otherwise a random one kept in DATA_DIR so that the
 * server and the command line on the same machine share it without anyone copying it around. The
 * file is readable by its owner only.
 */
export function resolveOperatorToken(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, TOKEN_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return token;
}

/** The token the command line should present, without creating one (only a server creates it). */
export function readOperatorToken(configured: string | undefined, dataDir: string): string | undefined {
  if (configured) return configured;
  const file = path.join(dataDir, TOKEN_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

export function operatorTokenMatches(expected: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}
