import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'gateway-secret';

/**
 * The webhook signing secret the sandbox gateway and our receiver share: GATEWAY_SECRET when set,
 * otherwise a random one kept in DATA_DIR (owner-readable only), so the server and the operator
 * command line on one machine agree without anyone copying it. A real gateway's secret is always
 * configured, never generated.
 */
export function resolveGatewaySecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Resolved on first use, so processes that never touch a payment never create the file. */
export function lazyGatewaySecret(configured: string | undefined, dataDir: string): () => string {
  let secret: string | undefined;
  return () => (secret ??= resolveGatewaySecret(configured, dataDir));
}
