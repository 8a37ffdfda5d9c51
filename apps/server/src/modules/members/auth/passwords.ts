import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import type { Algorithm, Options } from '@node-rs/argon2';
import { serverPackageDir } from '#config';
import type { PasswordHashCost } from '#config';

/** Algorithm.Argon2id; the package's enum is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

/** OWASP's Argon2id minimum (docs/rules/accounts.md#passwords): 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** At the rules' cost unless a lower one is given (the server's tests: config.members.passwordHashCost). */
export function hashPassword(password: string, cost?: PasswordHashCost): Promise<string> {
  return hash(password, cost ? { ...ARGON2_OPTIONS, ...cost } : ARGON2_OPTIONS);
}

/**
 * A hash of a password nobody knows, checked when the phone is unknown so that a login for a member
 * and for a stranger take the same time: one per cost, made at the cost members' hashes have.
 */
const decoyHashes = new Map<string, Promise<string>>();

export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
  cost?: PasswordHashCost,
): Promise<boolean> {
  if (storedHash === undefined) {
    const key = cost ? `${cost.memoryCost}/${cost.timeCost}` : 'rules';
    let decoy = decoyHashes.get(key);
    if (!decoy) {
      decoy = hashPassword(`decoy-${Math.random()}`, cost);
      decoyHashes.set(key, decoy);
    }
    await verify(await decoy, password);
    return false;
  }
  return verify(storedHash, password);
}

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    // From the package folder, so the compiled bundle (dist/) reads the same file (scripts/build-server.mjs).
    readFileSync(path.join(serverPackageDir, 'src/modules/members/auth/common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/**
 * Rules a schema cannot check: one of the 1,000 common passwords, one character repeated, or the
 * member's own phone number (with or without its leading 0) inside it.
 */
export function isWeakPassword(password: string, phone: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return true;
  if (new Set(lower).size === 1) return true;
  return lower.includes(phone) || lower.includes(phone.slice(1));
}
