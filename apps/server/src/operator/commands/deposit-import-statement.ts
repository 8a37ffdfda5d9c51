import { readFile } from 'node:fs/promises';
import { agents } from '../../db/schema/index.ts';
import { auditPayment, importStatement } from '../../payments/index.ts';
import { eq } from 'drizzle-orm';
import { OperatorError } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { bahtText, operatorOf } from './payment-args.ts';

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
    'match a bank statement CSV (date,amount,account,note) to deposit intents; credits each once; audited',
  usage: '<file.csv> [--operator name]',

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
    const csv = flags.inline === true ? args.join('\n') : await readFile(args[0]!, 'utf8');
    const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.code, config.agentCode));
    if (!agent) throw new OperatorError(`no agent ${config.agentCode}`);
    const { results, problems } = await importStatement(db, agent.id, csv);
    let credited = 0;
    for (const r of results) {
      const where = `line ${r.line.lineNo}`;
      if (r.outcome === 'credited') {
        credited++;
        const flag = r.flagged ? ' (flagged: late or different amount)' : '';
        print(`${where}: credited ${bahtText(r.line.amountSatang)} baht to ${r.reference}${flag}`);
      } else if (r.outcome === 'already_imported') {
        print(`${where}: already imported (${r.reference}); nothing changed`);
      } else {
        print(`${where}: NO MATCH  ${r.line.text}`);
      }
    }
    for (const p of problems) print(`line ${p.lineNo}: NOT READ (${p.problem})  ${p.text}`);
    await auditPayment(db, {
      operator: operatorOf(flags),
      action: 'deposit:import-statement',
      targetType: 'statement',
      targetId: new Date().toISOString(),
      detail: {
        lines: results.length + problems.length,
        credited,
        references: results.flatMap((r) => (r.outcome === 'credited' ? [r.reference] : [])),
        unmatched: results.filter((r) => r.outcome === 'unmatched').map((r) => r.line.text),
      },
    });
    const unmatched = results.filter((r) => r.outcome === 'unmatched').length + problems.length;
    print(`${credited} credited, ${unmatched} not matched`);
    return 0;
  },
};

export default depositImportStatement;
