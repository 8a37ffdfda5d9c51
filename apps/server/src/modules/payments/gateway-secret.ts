import { dataDirSecret } from '#shared/data-dir-secret.ts';

/**
 * The webhook signing secret the sandbox gateway and our receiver share: GATEWAY_SECRET when set,
 * otherwise the one kept in DATA_DIR/gateway-secret. A real gateway's secret is always configured,
 * never generated.
 */
export function resolveGatewaySecret(configured: string | undefined, dataDir: string): string {
  return dataDirSecret(configured, dataDir, 'gateway-secret');
}

/** Resolved on first use, so processes that never touch a payment never create the file. */
export function lazyGatewaySecret(configured: string | undefined, dataDir: string): () => string {
  let secret: string | undefined;
  return () => (secret ??= resolveGatewaySecret(configured, dataDir));
}
