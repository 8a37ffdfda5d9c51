import { createHash } from 'node:crypto';
import { CsvError, parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { publishWalletBalances } from '#live';
import { flaggedDeposits } from '#db/schema/flagged-deposits.ts';
import { agentBankAccounts, agentTrueMoneyAccounts } from '#db/schema/payment-accounts.ts';
import { depositIntents } from '#db/schema/payments.ts';
import { runInLedgerTransaction } from '#ledger';
import { confirmDeposit } from './credit.ts';
import { flagDeposit } from './flag-deposit.ts';
import type { FlaggedDeposit } from './flagged-queries.ts';
import { findIntentByReference, intentsAcceptingAt } from './intents.ts';

/**
 * Bank statement import (docs/PAYMENTS.md): each line "date,amount,account,note" is matched to at
 * most one intent, by a reference written in the note, else by the account and the exact amount with
 * its unique satang suffix among the intents that were open when the money arrived (the line's time
 * within the intent's window). The crediting rules then decide, as for every other source: credited,
 * or flagged for the operator. Money on one of our accounts that matches no intent is flagged too;
 * a line for an account that is not ours is only reported. A line is identified by its hash, so
 * importing the same file twice changes nothing the second time.
 */

export type StatementLine = {
  lineNo: number;
  text: string;
  date: Date;
  amountSatang: bigint;
  account: string;
  note: string;
};

export type ParseProblem = { lineNo: number; text: string; problem: string };

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const REFERENCE_IN_NOTE = /\b(UG[0-9A-Z]{10})\b/;

/** Thai bank statements print local times without a zone: read those as Asia/Bangkok (UTC+7). */
function withBangkokZone(date: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(date);
  if (!m) return date;
  return `${m[1]}T${m[2] ?? '00:00'}${m[2]?.length === 5 ? ':00' : ''}+07:00`;
}

/**
 * A line's cells, read by csv-parse, trimmed around and inside their quotes; undefined when its quotes
 * are not CSV (a quote left open, text after a closing quote). A quote inside a cell that does not start
 * with one is kept as text: a transfer's note is what the member typed in a banking app, and a bank's
 * export may not quote it. Each line is parsed alone, so a stray quote cannot swallow the lines after it.
 */
function cellsOf(text: string): string[] | undefined {
  try {
    // A line holds no LF; with LF as the only record delimiter a lone CR stays in its cell.
    const [cells = []] = parse(text, { bom: true, trim: true, relax_quotes: true, record_delimiter: '\n' });
    return cells.map((cell) => cell.trim());
  } catch (err) {
    if (err instanceof CsvError) return undefined;
    throw err;
  }
}

/**
 * Parses the CSV line by line; a header row (first cell "date") is skipped, bad lines are reported, not
 * guessed (a line with a quote left open is one of them).
 */
export function parseStatement(csv: string): { lines: StatementLine[]; problems: ParseProblem[] } {
  const lines: StatementLine[] = [];
  const problems: ParseProblem[] = [];
  csv.split(/\r?\n/).forEach((text, index) => {
    const lineNo = index + 1;
    if (!text.trim()) return;
    const cells = cellsOf(text);
    if (!cells) return problems.push({ lineNo, text, problem: 'quotes are not valid CSV' });
    const [date = '', amount = '', account = '', note = ''] = cells;
    if (lineNo === 1 && date.toLowerCase() === 'date') return;
    const when = new Date(withBangkokZone(date));
    const cleanAmount = amount.replace(/,/g, '');
    if (Number.isNaN(when.getTime())) return problems.push({ lineNo, text, problem: 'date is not a date' });
    if (!AMOUNT.test(cleanAmount))
      return problems.push({ lineNo, text, problem: 'amount is not baht like 500.37' });
    const [whole = '0', frac = ''] = cleanAmount.split('.');
    const amountSatang = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0'));
    if (amountSatang === 0n) return problems.push({ lineNo, text, problem: 'amount is zero' });
    lines.push({ lineNo, text, date: when, amountSatang, account: account.replace(/\D/g, ''), note });
  });
  return { lines, problems };
}

/** Which of the agent's accounts a statement's account column names (digits compared). */
async function findSubChannel(db: Db, agentId: number, accountDigits: string) {
  const banks = await db
    .select({ id: agentBankAccounts.id, accountNo: agentBankAccounts.accountNo })
    .from(agentBankAccounts)
    .where(eq(agentBankAccounts.agentId, agentId));
  const bank = banks.find((b) => b.accountNo.replace(/\D/g, '') === accountDigits);
  if (bank) return { channel: 'bank_transfer' as const, id: bank.id };
  const wallets = await db
    .select({ id: agentTrueMoneyAccounts.id, phone: agentTrueMoneyAccounts.phone })
    .from(agentTrueMoneyAccounts)
    .where(eq(agentTrueMoneyAccounts.agentId, agentId));
  const wallet = wallets.find((w) => w.phone.replace(/\D/g, '') === accountDigits);
  return wallet ? { channel: 'truemoney' as const, id: wallet.id } : undefined;
}

const lineKey = (line: StatementLine) =>
  createHash('sha256').update(line.text.trim()).digest('hex').slice(0, 32);

export type LineResult =
  | { line: StatementLine; outcome: 'credited'; reference: string }
  | { line: StatementLine; outcome: 'flagged'; reference: string | null; flagged: FlaggedDeposit }
  | { line: StatementLine; outcome: 'already_imported'; reference: string | null; flagged?: FlaggedDeposit }
  | { line: StatementLine; outcome: 'not_our_account' };

/** A line imported before: as the intent it matched, or as the flagged row it made. */
async function importedBefore(db: Db, line: StatementLine, key: string): Promise<LineResult | undefined> {
  const [intent] = await db
    .select({ reference: depositIntents.reference })
    .from(depositIntents)
    .where(eq(depositIntents.statementKey, key));
  if (intent) return { line, outcome: 'already_imported', reference: intent.reference };
  const [flagged] = await db
    .select()
    .from(flaggedDeposits)
    .where(eq(flaggedDeposits.sourceKey, `statement:${key}`));
  if (flagged) return { line, outcome: 'already_imported', reference: flagged.reference, flagged };
  return undefined;
}

async function matchLine(db: Db, agentId: number, line: StatementLine, now: Date): Promise<LineResult> {
  const key = lineKey(line);
  const before = await importedBefore(db, line, key);
  if (before) return before;

  const source = { kind: 'statement' as const, line: key };
  const noted = line.note.toUpperCase().match(REFERENCE_IN_NOTE)?.[1];
  let reference = noted && (await findIntentByReference(db, noted)) ? noted : undefined;
  if (!reference) {
    const sub = await findSubChannel(db, agentId, line.account);
    if (!sub) return { line, outcome: 'not_our_account' };
    const open = await intentsAcceptingAt(db, sub.channel, sub.id, line.amountSatang, line.date);
    if (open.length !== 1) {
      // Money on our account that no intent (or, from before suffixes were reserved for the whole
      // window, more than one) was open for: the operator decides whose it is.
      const detail =
        open.length === 0
          ? `no intent to ${line.account} for exactly this amount was open at ${line.date.toISOString()}`
          : `several intents match: ${open.map((i) => i.reference).join(', ')}`;
      const { flagged } = await runInLedgerTransaction(db, (tx) =>
        flagDeposit(tx, {
          agentId,
          intent: undefined,
          reference: undefined,
          amountSatang: line.amountSatang,
          paidAt: line.date,
          now,
          source,
          reason: open.length === 0 ? 'no_matching_intent' : 'several_intents_match',
          detail,
        }),
      );
      return { line, outcome: 'flagged', reference: null, flagged };
    }
    reference = open[0]!.reference;
  }
  const result = await confirmDeposit(db, {
    reference,
    amountSatang: line.amountSatang,
    paidAt: line.date,
    now,
    source,
    agentId,
  });
  if (result.outcome === 'flagged') return { line, outcome: 'flagged', reference, flagged: result.flagged! };
  if (result.outcome === 'credited') {
    // Committed: the member's open pages show the credit at once (docs/ARCHITECTURE.md#live-events).
    if (result.intent) void publishWalletBalances(db, result.intent.memberId);
    return { line, outcome: 'credited', reference };
  }
  return { line, outcome: 'already_imported', reference };
}

/** How many lines of an import came to each outcome, and how many could not be read. */
export type StatementSummary = Record<LineResult['outcome'], number> & { not_read: number };

/** Imports each line of a statement, and answers what became of each and how many of each outcome. */
export async function importStatement(db: Db, agentId: number, csv: string, now: Date) {
  const { lines, problems } = parseStatement(csv);
  const results: LineResult[] = [];
  for (const line of lines) results.push(await matchLine(db, agentId, line, now));
  const count = (outcome: LineResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  const summary: StatementSummary = {
    credited: count('credited'),
    flagged: count('flagged'),
    already_imported: count('already_imported'),
    not_our_account: count('not_our_account'),
    not_read: problems.length,
  };
  return { results, problems, summary };
}
