/**
 * `npm run poll:verify -- <poll_id> [--url URL] [--json]`: fetches a drawn poll's public config, stats and
 * winners from a running site (default http://localhost:3000), checks the seed against its published
 * hash and recomputes the winners (docs/rules/polls.md#checking-a-draw). Exit 0 when everything agrees,
 * 1 when not (or the site could not answer), 2 on a usage error.
 */
import { parseArgs } from 'node:util';
import { describePollReport, verifyPoll } from './verify.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, json: { type: 'boolean' } },
});
const pollText = positionals[0] ?? '';
if (!/^[1-9]\d{0,9}$/.test(pollText) || positionals.length > 1) {
  console.error('usage: npm run poll:verify -- <poll_id> [--url http://localhost:3000] [--json]');
  process.exit(2);
}
const url = values.url ?? 'http://localhost:3000';
try {
  const report = await verifyPoll(url, Number(pollText));
  if (values.json) print(JSON.stringify(report));
  else for (const line of describePollReport(report)) print(line);
  process.exit(report.agrees ? 0 : 1);
} catch (err) {
  const message = err instanceof Error ? err.message : String(err);
  if (values.json) print(JSON.stringify({ agrees: false, error: message }));
  else console.error(`could not verify poll #${pollText} at ${url}: ${message}`);
  process.exit(1);
}
