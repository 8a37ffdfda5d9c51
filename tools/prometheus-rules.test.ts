import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The alert rules of ops/prometheus/alerts.yml (docs/OPERATIONS.md#alerts), checked and unit-tested by
// promtool from Debian's `prometheus` package (.ci/run installs it): each rule with series that fire it
// and series that do not (ops/prometheus/alerts.test.yml). Skipped only where promtool is not installed.

const hasPromtool = spawnSync('promtool', ['--version'], { stdio: 'ignore' }).status === 0;
const folder = path.resolve(import.meta.dirname, '../ops/prometheus');

function promtool(...args: string[]) {
  const run = spawnSync('promtool', args, { cwd: folder, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe.runIf(hasPromtool)('the Prometheus alert rules', () => {
  it('pass promtool check rules', () => {
    const run = promtool('check', 'rules', 'alerts.yml');
    expect(run.status, run.output).toBe(0);
  });

  it('pass their unit tests (promtool test rules), firing and not firing', () => {
    const run = promtool('test', 'rules', 'alerts.test.yml');
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain('SUCCESS');
  });
});
