import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agentBankAccounts, agentTrueMoneyAccounts, depositIntents } from '../db/schema/index.ts';
import { confirmDeposit } from './credit.ts';
import { unpaidIntentsForTransfer } from './intents.ts';

/**
 * Bank statement import (domain.md §4): each line "date,amount,account,note" is matched to at most
 * one unpaid intent, by a reference written in the note, else by the account and the exact amount
 * with its unique satang suffix. A line is identified by its hash, so importing the same file twice
 * credits nothing the second time.
 */

export type StatementLine = {
  lineNo: number;
  text: string;
  date: Date;
  amountSatang: bigint;
  account: string;
  note: string;
};

export type LineResult =
  | { line: StatementLine; outcome: 'credited' | 'already_imported'; reference: string; flagged: boolean }
  | { line: StatementLine; outcome: 'unmatched' };

export type ParseProblem = { lineNo: number; text: string; problem: string };

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const REFERENCE_IN_NOTE = /\b(UG[0-9A-Z]{10})\b/;

/** Thai bank statements print local times without a zone: read those as Asia/Bangkok (UTC+7). */
function withBangkokZone(date: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(date);
  if (!m) return date;
  return `${m[1]}T${m[2] ?? '00:00'}${m[2]?.length === 5 ? ':00' : ''}+07:00`;
}

function splitCsvRow(row: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!;
    if (quoted && c === '"' && row[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === ',' && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += c;
    }
  }
  cells.push(cell.trim());
  return cells;
}

/** Parses the CSV; a header row (first cell "date") is skipped, bad lines are reported, not guessed. */
export function parseStatement(csv: string): { lines: StatementLine[]; problems: ParseProblem[] } {
  const lines: StatementLine[] = [];
  const problems: ParseProblem[] = [];
  csv.split(/\r?\n/).forEach((text, index) => {
    const lineNo = index + 1;
    if (!text.trim()) return;
    const [date = '', amount = '', account = '', note = ''] = splitCsvRow(text);
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

async function matchLine(db: Db, agentId: number, line: StatementLine): Promise<LineResult> {
  const key = lineKey(line);
  const [imported] = await db
    .select({ reference: depositIntents.reference })
    .from(depositIntents)
    .where(eq(depositIntents.confirmedBy, `statement:${key}`));
  if (imported) return { line, outcome: 'already_imported', reference: imported.reference, flagged: false };

  let reference = line.note.toUpperCase().match(REFERENCE_IN_NOTE)?.[1];
  if (!reference) {
    const sub = await findSubChannel(db, agentId, line.account);
    if (!sub) return { line, outcome: 'unmatched' };
    const candidates = await unpaidIntentsForTransfer(db, sub.channel, sub.id, line.amountSatang);
    // The open one if any (the suffix index makes it unique), else the latest lapsed one.
    reference = (candidates.find((c) => c.status === 'pending') ?? candidates[0])?.reference;
  }
  if (!reference) return { line, outcome: 'unmatched' };
  const result = await confirmDeposit(db, {
    reference,
    amountSatang: line.amountSatang,
    paidAt: line.date,
    source: { kind: 'statement', line: key },
  });
  if (result.outcome !== 'credited') return { line, outcome: 'unmatched' };
  return { line, outcome: 'credited', reference, flagged: result.flagged ?? false };
}

export async function importStatement(db: Db, agentId: number, csv: string) {
  const { lines, problems } = parseStatement(csv);
  const results: LineResult[] = [];
  for (const line of lines) results.push(await matchLine(db, agentId, line));
  return { results, problems };
}
