import { readFile } from 'node:fs/promises';
import { systemClock } from '#shared/clock.ts';
import { auditPayment, importStatement } from '#payments';
import type { LineResult } from '#payments';
import { OperatorError } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { bahtText, operatorOf, siteAgentId } from './payment-args.ts';

/** The operator API carries at most 32 arguments of 1,000 characters (contract operator.ts). */
const CHUNK = 1000;
const MAX_CHUNKS = 31;

/** Splits the file at line ends into argument-sized pieces; `run` joins them back with newlines. */
export function chunkLines(csv: string): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const line of csv.split(/\r?\n/).filter((l) => l.trim() !== '')) {
    if (line.length > CHUNK) throw new OperatorError(`a statement line is longer than ${CHUNK} characters`);
    if (current && current.length + 1 + line.length > CHUNK) {
      chunks.push(current);
      current = line;
    } else {
      current = current ? `${current}\n${line}` : line;
    }
  }
  if (current) chunks.push(current);
  if (chunks.length > MAX_CHUNKS)
    throw new OperatorError('the statement is too long for one run: split the file');
  return chunks;
}

const depositImportStatement: OperatorCommand = {
  name: 'deposit:import-statement',
  summary:
    'match a bank statement CSV (date,amount,account,note) to deposit intents: credits each once or flags it; audited',
  usage: '<file.csv> [--operator name] [--json]',

  // The file is read here, where the operator is; the content travels to whichever process runs it.
  async prepare({ args, flags }) {
    const [file] = args;
    if (!file || flags.inline === true) return { args, flags };
    const csv = await readFile(file, 'utf8').catch(() => {
      throw new OperatorError(`cannot read ${file}`);
    });
    return { args: chunkLines(csv), flags: { ...flags, inline: true } };
  },

  async run({ db, config, args, flags, print }) {
    if (args.length === 0) throw new OperatorError('<file.csv> is required');
    // `run` takes the statement's content only, never a path: through the operator API a path would name
    // a file on the server's machine. The command line's `prepare` reads the operator's file.
    if (flags.inline !== true) throw new OperatorError('the statement content is required (--inline)');
    const csv = args.join('\n');
    const agentId = await siteAgentId(db, config);
    const now = systemClock.now();
    const { results, problems, summary } = await importStatement(db, agentId, csv, now);
    await auditPayment(db, {
      operator: operatorOf(flags),
      action: 'deposit:import-statement',
      targetType: 'statement',
      targetId: now.toISOString(),
      detail: {
        lines: results.length + problems.length,
        ...summary,
        references: results.flatMap((r) => (r.outcome === 'credited' ? [r.reference] : [])),
        flagged_ids: results.flatMap((r) => (r.outcome === 'flagged' ? [r.flagged.id] : [])),
        not_our_account_lines: results.filter((r) => r.outcome === 'not_our_account').map((r) => r.line.text),
      },
    });
    if (flags.json === true) {
      print(JSON.stringify({ ...summary, lines: results.map(lineJson), problems }));
      return 0;
    }
    for (const r of results) print(`line ${r.line.lineNo}: ${lineText(r)}`);
    for (const p of problems) print(`line ${p.lineNo}: NOT READ (${p.problem})  ${p.text}`);
    print(
      `${summary.credited} credited, ${summary.flagged} flagged, ${summary.already_imported} already imported, ` +
        `${summary.not_our_account + summary.not_read} not matched`,
    );
    return 0;
  },
};

function lineText(r: LineResult): string {
  const amount = `${bahtText(r.line.amountSatang)} baht`;
  if (r.outcome === 'credited') return `credited ${amount} to ${r.reference}`;
  if (r.outcome === 'flagged') {
    return `FLAGGED #${r.flagged.id} ${amount} (${r.flagged.reason}: ${r.flagged.detail}); see deposit:flagged`;
  }
  if (r.outcome === 'already_imported') {
    const what = r.flagged ? `flagged #${r.flagged.id}` : r.reference;
    return `already imported (${what}); nothing changed`;
  }
  return `NOT OUR ACCOUNT  ${r.line.text}`;
}

function lineJson(r: LineResult) {
  return {
    line_no: r.line.lineNo,
    outcome: r.outcome,
    amount_satang: r.line.amountSatang.toString(),
    reference: 'reference' in r ? r.reference : null,
    flagged_id: 'flagged' in r && r.flagged ? r.flagged.id : null,
  };
}

export default depositImportStatement;
