/**
 * `npm run yeekee:verify -- <round_id> [--url URL] [--json]`: fetches a closed yeekee round's public shot
 * list from a running site (default http://localhost:3000), recomputes the result and prints the sum, the
 * subtracted shot and the arithmetic. Exit 0 when everything agrees, 1 when not (or the site could not
 * answer), 2 on a usage error.
 */
import { parseArgs } from 'node:util';
import { describeReport, verifyYeekeeRound } from './verify.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, json: { type: 'boolean' } },
});
const roundText = positionals[0] ?? '';
if (!/^[1-9]\d{0,9}$/.test(roundText) || positionals.length > 1) {
  console.error('usage: npm run yeekee:verify -- <round_id> [--url http://localhost:3000] [--json]');
  process.exit(2);
}
const url = values.url ?? 'http://localhost:3000';
try {
  const report = await verifyYeekeeRound(url, Number(roundText));
  if (values.json) {
    print(JSON.stringify(report));
  } else {
    for (const line of describeReport(report)) print(line);
  }
  process.exit(report.agrees ? 0 : 1);
} catch (err) {
  const message = err instanceof Error ? err.message : String(err);
  if (values.json) print(JSON.stringify({ agrees: false, error: message }));
  else console.error(`could not verify round #${roundText} at ${url}: ${message}`);
  process.exit(1);
}
