import { loadConfig } from '#config';
import type { TestApp } from './app.ts';
import { registerMember } from './members.ts';
import type { Registered } from './members.ts';

/** The members config of an app whose test registers many members, all from the one test address. */
export function manyMembersPerIp() {
  return { ...loadConfig({ NODE_ENV: 'test' }).members, checkAccountMaxPerIp: 100_000 };
}

/**
 * `n` members registered through the API, 25 at a time (more at once only queue for the password hash);
 * `prepare` is given each batch once it is registered.
 */
export async function registerMembers(
  t: TestApp,
  n: number,
  prepare: (batch: Registered[]) => Promise<void> = async () => {},
): Promise<Registered[]> {
  const out: Registered[] = [];
  while (out.length < n) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, n - out.length) }, () => registerMember(t)),
    );
    await prepare(batch);
    out.push(...batch);
  }
  return out;
}
