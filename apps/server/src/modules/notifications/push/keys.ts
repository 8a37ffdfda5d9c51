import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export type VapidKeys = { publicKey: string; privateKey: string };

export const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * The VAPID key pair (docs/NOTIFICATIONS.md#web-push): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set,
 * otherwise the pair the server keeps in DATA_DIR (created on first use, readable by its owner only),
 * as the other secrets are kept. Browsers subscribe against the public key, so it must not change: a
 * new pair makes every stored subscription useless. Servers sharing one database must share the pair
 * (set the variables, or one DATA_DIR).
 */
export function resolveVapidKeys(configured: VapidKeys | undefined, dataDir: string): VapidKeys {
  if (configured) return configured;
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
    if (kept.publicKey && kept.privateKey) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  mkdirSync(dataDir, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  const keys = { publicKey: generated.publicKey, privateKey: generated.privateKey };
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}
