// A fresh `npm ci` prints no engine warning: every installed package accepts the Node.js versions the
// project declares (package.json "engines"), checked at the oldest one and at the one running the tests.
// When an update brings a package that wants a newer Node.js, pin the last version that does not
// (docs/decisions/0007-dependencies-follow-our-engines.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

type LockEntry = { version?: string; engines?: { node?: string } | string[] };

test('every locked package accepts the Node.js versions the project declares', () => {
  const declared: string = readJson('package.json').engines.node;
  const oldest = semver.minVersion(declared)!.version;
  const lock = readJson('package-lock.json') as { packages: Record<string, LockEntry> };
  const refusing = Object.entries(lock.packages)
    .map(([name, entry]) => ({
      name,
      entry,
      wanted: Array.isArray(entry.engines) ? undefined : entry.engines?.node,
    }))
    .filter(
      ({ wanted }) => wanted && ![oldest, process.versions.node].every((v) => semver.satisfies(v, wanted)),
    )
    .map(({ name, entry, wanted }) => `${name}@${entry.version}: node ${wanted}`);
  expect(refusing).toEqual([]);
});
