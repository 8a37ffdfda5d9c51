// `npm test`: everything a change must pass: format, lint, types, the web build, and every Vitest project
// (unit, server integration, tool rules, browser journeys, bundle budget). Steps that do not need each
// other can run side by side, at most TEST_JOBS at once (default 2, see below): only the browser journeys wait, for the
// web build. Every step runs even when another failed (a CI run then names every failure at once); a step
// whose prerequisite failed is not started. Each step's output is kept in test-results/logs/ and printed
// when the step ends. Before the closing line the failed tests and the wall time of each step are printed; the closing line is
// always the plain "Tests: N passed, N failed" that CI reads. Exits non-zero when any step failed.
// docs/ARCHITECTURE.md#tests explains the order.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH as chromium } from './chromium-args.mjs';
import { firstTouchMicros } from './fresh-memory.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Two at once by default: the build and then the browser journeys (the longest chain) in one slot, the server
// project in the other, then the checks and the small projects, on the machine's two cores. A full run took
// 792 s that way against 2,300 s one at a time (docs/ARCHITECTURE.md#tests). It once failed timing-bound
// journeys (a click before the page had hydrated, a wait bounded at Vitest's 1 s poll), fixed at their
// cause; TEST_JOBS=1 runs one step at a time, for a run whose logs should not interleave in time.
const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 2) || 2);

// Without Chromium every other test still runs, so a missing browser never hides a broken unit; the
// run then fails on the browser journeys with the install hint.
const haveChromium = existsSync(chromium);
const chromiumHint =
  `Chromium was not found at ${chromium}; the browser journeys (the e2e project) need it.\n` +
  `Install it with: sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n` +
  `(the journeys use the headless shell when it is there, which costs less CPU; the visual check the full one)\n` +
  `(or set CHROMIUM_PATH to a Chromium binary).`;
if (!haveChromium) console.error(`${chromiumHint}\nRunning every other test first.`);

const results = path.join(root, 'test-results');
const logs = path.join(results, 'logs');
rmSync(logs, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });

const npx = (...args) => ['npx', ['--no-install', ...args]];
const vitestProject = (name) => ({
  id: `vitest:${name}`,
  title: `Vitest project ${name}`,
  report: path.join(results, `vitest-${name}.json`),
  command: npx(
    'vitest',
    'run',
    `--project=${name}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, `vitest-${name}.json`)}`,
  ),
});

// With TEST_JOBS=1 the steps run one at a time in this order, the quick checks first. With more, a free
// slot takes the first step (by `first`, then this order) whose prerequisites are done: the web build and
// the browser journeys (the longest chain) start at once, the server project (the next longest) next to
// them, and the checks and the small projects fill the slot the server project leaves.
const steps = [
  { id: 'format', title: 'Format (prettier)', command: npx('prettier', '--check', '.') },
  {
    id: 'lint',
    title: 'Lint (eslint, import boundaries)',
    command: npx('eslint', '.', '--max-warnings=0', '--concurrency=auto'),
  },
  { id: 'types', title: 'Types (tsc)', command: ['npm', ['run', '--silent', 'typecheck']] },
  { id: 'build', title: 'Build the web app', command: ['npm', ['run', '--silent', 'build']], first: 1 },
  ...['contract', 'demo-provider', 'tools', 'web', 'backoffice'].map(vitestProject),
  { ...vitestProject('server'), first: 3 },
  { ...vitestProject('e2e'), needs: ['build'], skip: !haveChromium, first: 2 },
];
const byStart = jobs > 1 ? steps.toSorted((a, b) => (a.first ?? 9) - (b.first ?? 9)) : steps;
for (const step of steps) if (step.report) rmSync(step.report, { force: true });

const started = Date.now();
const state = new Map(steps.map((step) => [step.id, 'waiting'])); // waiting | running | passed | failed | skipped
const seconds = new Map();
const cpuSeconds = new Map();
const running = new Set();

/**
 * CPU seconds (user + system) of this process's children that have ended, or undefined off Linux. A step's
 * whole process tree is counted when it ends: each process adds its own and its reaped children's time to
 * its parent's. Read when a step closes, the rise since the last reading is that step's, so the summary
 * shows what each step cost the machine next to its wall time (on a busy machine the wall time measures
 * the neighbours too). Not counted: PostgreSQL's work for the server tests (a service, not a process of the
 * run), and most of Chromium's: its page and GPU processes are forked by a helper process of its own, and
 * their time does not reach the run's count (two journey files: 107 s counted, 160 s of the machine's). The
 * machine's own figure (machineBusyCpu) is printed below the steps for that.
 */
function endedChildrenCpu() {
  try {
    // Fields after the command's name (which may hold spaces): cutime and cstime are the 14th and 15th.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100; // clock ticks, 100 a second on Linux
  } catch {
    return undefined;
  }
}
let cpuRead = endedChildrenCpu();

/**
 * The CPU seconds every core of the machine spent busy since boot (user, nice, system, interrupts), and the
 * kernel's part of them (system, interrupts), or undefined off Linux: the rise over the run is what the run
 * cost the machine with everything it reaches (and whatever else ran meanwhile). The kernel's part tells a
 * slow day the plain CPU loop of README's Tests section does not show: on one, page faults cost about 14 µs
 * each and the kernel took 30 % of the machine's busy time.
 */
function machineBusyCpu() {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const kernel = system + irq + softirq;
    return { busy: (user + nice + kernel) / 100, kernel: kernel / 100 };
  } catch {
    return undefined;
  }
}
const machineAtStart = machineBusyCpu();

function seconds1(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function run(step) {
  state.set(step.id, 'running');
  const log = path.join(logs, `${step.id.replace(':', '-')}.log`);
  console.log(`▶ ${step.title} (output: ${path.relative(root, log)})`);
  const out = createWriteStream(log);
  const begin = Date.now();
  const [command, args] = step.command;
  // Its own process group, so that an interrupted `npm test` stops everything it started.
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.add(child);
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const cpu = endedChildrenCpu();
      if (cpu !== undefined && cpuRead !== undefined) cpuSeconds.set(step.id, cpu - cpuRead);
      cpuRead = cpu;
      out.end(() => {
        seconds.set(step.id, Date.now() - begin);
        const ok = code === 0;
        state.set(step.id, ok ? 'passed' : 'failed');
        console.log(
          `\n━━━ ${step.title}: ${ok ? 'passed' : 'FAILED'} in ${seconds1(Date.now() - begin)} ━━━`,
        );
        process.stdout.write(readFileSync(log, 'utf8'));
        if (!ok) console.error(`✖ ${step.title} failed${signal ? ` (${signal})` : ` (exit ${code})`}`);
        resolve();
      });
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });
}

await new Promise((resolve) => {
  let active = 0;
  const next = () => {
    for (const step of byStart) {
      if (state.get(step.id) !== 'waiting') continue;
      if (step.skip) {
        state.set(step.id, 'skipped');
        continue;
      }
      const needs = (step.needs ?? []).map((id) => state.get(id));
      if (needs.some((s) => s === 'failed' || s === 'skipped')) {
        state.set(step.id, 'skipped');
        console.error(`✖ ${step.title} not run: it needs ${step.needs.join(', ')}`);
        continue;
      }
      if (needs.some((s) => s !== 'passed') || active >= jobs) continue;
      active += 1;
      void run(step).then(() => {
        active -= 1;
        next();
      });
    }
    if (active === 0) resolve();
  };
  next();
});

let passed = 0;
let failed = 0;
const reports = [];
/** A test file of a Vitest JSON report whose failure is not a failed test's (the file's or a hook's). */
function failedWithoutFailedTest(file) {
  return file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed');
}
for (const step of steps) {
  if (!step.report) {
    if (state.get(step.id) === 'failed') failed += 1; // a check that failed (format, lint, types, build)
    continue;
  }
  if (existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8'));
    reports.push(report);
    passed += report.numPassedTests;
    // A file that failed without a failed test (it did not import, or a describe's beforeAll threw and
    // Vitest marked that describe's tests skipped) counts once: its tests are in neither count otherwise.
    const stepFailed = report.numFailedTests + report.testResults.filter(failedWithoutFailedTest).length;
    failed += stepFailed;
    if (state.get(step.id) === 'failed' && stepFailed === 0) failed += 1; // crashed after its tests
  } else if (state.get(step.id) === 'failed') {
    failed += 1; // a project that crashed before reporting counts
  } else if (state.get(step.id) === 'skipped') {
    failed += 1; // a project that could not run
  }
}
// One report of every project, as a single Vitest run wrote before the projects ran apart.
writeFileSync(
  path.join(results, 'vitest.json'),
  JSON.stringify({
    numPassedTests: passed,
    numFailedTests: failed,
    numTotalTests: reports.reduce((sum, r) => sum + r.numTotalTests, 0),
    testResults: reports.flatMap((r) => r.testResults),
  }),
);

const width = Math.max(...steps.map((step) => step.title.length));
console.log(`\nWall time and CPU time (user + system) of each step (${jobs} at once):`);
for (const step of steps) {
  const s = state.get(step.id);
  const time = seconds.has(step.id) ? seconds1(seconds.get(step.id)) : '';
  const cpu = cpuSeconds.has(step.id) ? `CPU ${seconds1(cpuSeconds.get(step.id) * 1000)}` : '';
  console.log(`  ${step.title.padEnd(width)}  ${time.padStart(8)}  ${cpu.padStart(12)}  ${s}`);
}
const cpuTotal = [...cpuSeconds.values()].reduce((sum, cpu) => sum + cpu, 0);
const cpuShown = cpuSeconds.size > 0 ? `CPU ${seconds1(cpuTotal * 1000)}` : '';
console.log(
  `  ${'Total'.padEnd(width)}  ${seconds1(Date.now() - started).padStart(8)}  ${cpuShown.padStart(12)}`,
);
const machineAtEnd = machineBusyCpu();
if (machineAtStart !== undefined && machineAtEnd !== undefined) {
  const busy = machineAtEnd.busy - machineAtStart.busy;
  const kernelShare = busy > 0 ? (100 * (machineAtEnd.kernel - machineAtStart.kernel)) / busy : 0;
  console.log(
    `  The machine's CPU was busy ${seconds1(busy * 1000)} meanwhile (the kernel's part ${kernelShare.toFixed(0)} %): ` +
      `the steps' own, and what they do not count (Chromium's page processes, PostgreSQL, any other work on the machine).`,
  );
}
// Read at the end, when the machine is quiet again: on a day this is high, every new process (a browser page,
// a server, a database) starts slower, and the run with it (README's Tests section).
const firstTouch = firstTouchMicros();
if (firstTouch !== undefined)
  console.log(`  Fresh memory: the first write to a page costs ${firstTouch} µs.`);
// The failed tests by name with the first lines of their error, next to the summary: CI keeps only the
// tail of a long run's output, and a failure scrolled out of it could not be told apart from a crash.
const failedTests = reports.flatMap((report) =>
  report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        file: path.relative(root, file.name),
        test,
        message: test.failureMessages?.[0] ?? '',
      }))
      .concat(
        failedWithoutFailedTest(file)
          ? [{ file: path.relative(root, file.name), test: null, message: file.message || '(see its log)' }]
          : [],
      ),
  ),
);
if (failedTests.length > 0) console.log('\nFailed tests:');
for (const { file, test, message } of failedTests) {
  console.log(`  ✖ ${file} › ${test ? test.fullName : '(the file, or a hook of one of its describes)'}`);
  for (const line of message.split('\n').slice(0, 12)) console.log(`      ${line}`);
}
const failedSteps = steps.filter((step) => state.get(step.id) !== 'passed');
for (const step of failedSteps) console.error(`✖ ${step.title}: ${state.get(step.id)}`);
if (!haveChromium) console.error(`\n✖ Browser journeys not run. ${chromiumHint}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 && failed === 0 ? 0 : 1);
