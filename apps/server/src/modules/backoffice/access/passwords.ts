import { hash, verify } from '@node-rs/argon2';
import type { Algorithm, Options } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package's enum is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

/**
 * The members' parameters (docs/rules/accounts.md#passwords: OWASP's Argon2id minimum, 19 MiB, 2 passes,
 * 1 lane), for operators too (docs/BACKOFFICE.md#access).
 */
const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashOperatorPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * A hash of a password nobody knows, checked when the login is unknown or has no password yet, so
 * that a sign-in takes the same time whether or not the operator exists.
 */
let decoyHash: Promise<string> | undefined;

export async function verifyOperatorPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashOperatorPassword(`decoy-${Math.random()}`);
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}

/**
 * What the length rule (12 characters, in the contract) lets through but a guesser tries first: fewer
 * than five different characters (`aaaaaaaaaaaa`, `abababababab`), a run of consecutive digits or
 * letters of the whole password (`123456789012`), or the operator's own login inside it.
 */
export function isWeakOperatorPassword(password: string, login: string | null): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size < 5) return true;
  if (isSequence(lower)) return true;
  const id = login?.toLowerCase().split('@')[0] ?? '';
  return id.length >= 4 && lower.includes(id);
}

function isSequence(text: string): boolean {
  const codes = [...text].map((c) => c.charCodeAt(0));
  const steps = codes.slice(1).map((c, i) => c - codes[i]!);
  return steps.every((s) => s === 1 || s === -9) || steps.every((s) => s === -1 || s === 9);
}
