// `npm test`: everything a change must pass, in order: format, lint, types, the web build, then every
// Vitest project (unit, server integration, tool rules, browser journeys, bundle budget). Exits non-zero
// on the first failing step and closes with a plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without Chromium every other test still runs, so a missing browser never hides a broken unit; the
// run then fails on the browser journeys with the install hint.
const haveChromium = existsSync(chromium);
const chromiumHint =
  `Chromium was not found at ${chromium}; the browser journeys (the e2e project) need it.\n` +
  `Install it with: sudo apt-get update && sudo apt-get install -y chromium\n` +
  `(or set CHROMIUM_PATH to a Chromium binary).`;
if (!haveChromium) console.error(`${chromiumHint}\nRunning every other test first.`);

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

const npx = (...args) => ['npx', ['--no-install', ...args]];
step('Format (prettier)', ...npx('prettier', '--check', '.'));
step('Lint (eslint, import boundaries)', ...npx('eslint', '.', '--max-warnings=0'));
step('Types (tsc)', 'npm', ['run', '--silent', 'typecheck']);
step('Build the web app', 'npm', ['run', '--silent', 'build']);

mkdirSync(path.join(root, 'test-results'), { recursive: true });
const report = path.join(root, 'test-results/vitest.json');
const NON_BROWSER_PROJECTS = ['contract', 'demo-provider', 'tools', 'server', 'web', 'backoffice'];
const projects = haveChromium ? [] : NON_BROWSER_PROJECTS.map((name) => `--project=${name}`);
const vitest = spawnSync(
  'npx',
  [
    '--no-install',
    'vitest',
    'run',
    ...projects,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  { cwd: root, stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + (results.numRuntimeErrorTestSuites ?? 0);
}
if (vitest.status !== 0 && failed === 0) failed = 1; // a suite that crashed before reporting counts
if (!haveChromium) failed += 1; // the browser journeys that could not run
console.log(`\nTests: ${passed} passed, ${failed} failed`);
if (!haveChromium) console.error(`\n✖ Browser journeys not run. ${chromiumHint}`);
process.exit(vitest.status === 0 && failed === 0 ? 0 : 1);
