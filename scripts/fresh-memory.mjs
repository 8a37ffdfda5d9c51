// What the first write to fresh memory costs on this machine, in µs a 4 KiB page. On a virtual machine whose
// host takes back memory the guest has not used lately, that cost changes from day to day (13–18 µs on some
// days, against well under 1 µs on a phone or a desktop), and a plain CPU loop does not show it. Every new
// process pays it for each page it touches: a new renderer's heap, a new server, a new database. `npm test`
// prints it next to the machine's CPU, so runs of different days can be compared; `npm run lighthouse`
// judges its floor only when it is low (docs/decisions/0020-lighthouse-fresh-memory.md).
import { spawnSync } from 'node:child_process';

const PROBE = `const b = Buffer.allocUnsafeSlow(256 * 1024 * 1024), t = process.hrtime.bigint();
for (let i = 0; i < b.length; i += 4096) b[i] = 1;
console.log(Number(process.hrtime.bigint() - t) / 1e3 / (b.length / 4096));`;

/**
 * A new Node process writes one byte into each page of 256 MiB it has just allocated (each write faults a
 * new page in); the median of three such processes, in µs a page, or undefined when the probe could not run.
 */
export function firstTouchMicros() {
  const samples = [];
  for (let i = 0; i < 3; i++) {
    const { stdout, status } = spawnSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' });
    const micros = Number(stdout);
    if (status !== 0 || !Number.isFinite(micros)) return undefined;
    samples.push(micros);
  }
  return Number(samples.sort((a, b) => a - b)[1].toFixed(2));
}
