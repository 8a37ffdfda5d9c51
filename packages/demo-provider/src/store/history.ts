import path from 'node:path';
import { appendJsonLine, ensureDir, readJsonLines } from './files.ts';

/**
 * The provider's own round history, one JSON object per line in DATA_DIR/demo-provider/rounds.jsonl.
 * It is what a reconciliation with the operator's ledger compares against: every round with its stake,
 * win, transaction ids and the fair-play inputs that recompute it; payments are separate lines, so an
 * unpaid win is visible (and retried) after a restart.
 */
export type WinCall = { transaction_id: string; amount: number; round_closed: boolean };
export type RoundRecord = {
  type: 'round';
  round_id: string;
  game_id: string;
  player_ref: string;
  /** The operator's session: wins are accepted on it even after it expires. */
  session_token: string;
  bet_transaction_id: string;
  stake: number;
  win: number;
  wins: WinCall[];
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  outcome: unknown;
  at: string;
};
/** Written before the bet call: if the answer never comes, the bet is rolled back (now or after a restart). */
export type BetStarted = {
  type: 'bet_started';
  round_id: string;
  bet_transaction_id: string;
  session_token: string;
  game_id: string;
  player_ref: string;
  stake: number;
  at: string;
};
export type HistoryLine =
  | BetStarted
  | { type: 'bet_refused'; round_id: string; status: string; at: string }
  | RoundRecord
  /** The operator's final answer to a win call: OK, or a refusal that a retry cannot change. */
  | {
      type: 'win_answered';
      round_id: string;
      transaction_id: string;
      status: string;
      balance?: number;
      at: string;
    }
  /** The bet's fate was unknown; the operator answered the rollback with `status` (OK or BET_NOT_FOUND). */
  | { type: 'rolled_back'; round_id: string; status: string; at: string }
  | {
      type: 'seed_revealed';
      key: string;
      server_seed: string;
      server_seed_hash: string;
      /** null when the pair was rotated before the player's browser had given it a client seed */
      client_seed: string | null;
      rounds_played: number;
      at: string;
    };

const RECENT = 20;

export class HistoryStore {
  private readonly file: string;
  private readonly rounds = new Map<string, RoundRecord>();
  private readonly unresolvedBets = new Map<string, BetStarted>();
  private readonly paid = new Set<string>();
  private readonly recentByKey = new Map<string, RoundRecord[]>();

  constructor(dir: string) {
    ensureDir(dir);
    this.file = path.join(dir, 'rounds.jsonl');
    for (const line of readJsonLines<HistoryLine>(this.file)) this.index(line);
  }

  append(line: HistoryLine): void {
    appendJsonLine(this.file, line);
    this.index(line);
  }

  /** Rounds with a win the operator has not answered yet, oldest first. */
  roundsWithPendingWins(): RoundRecord[] {
    return [...this.rounds.values()];
  }

  isAnswered(winTransactionId: string): boolean {
    return this.paid.has(winTransactionId);
  }

  /** Bets whose answer never came: to be rolled back. */
  pendingRollbacks(): BetStarted[] {
    return [...this.unresolvedBets.values()];
  }

  recent(playerRef: string, gameId: string): RoundRecord[] {
    return this.recentByKey.get(`${playerRef}|${gameId}`) ?? [];
  }

  private index(line: HistoryLine): void {
    if (line.type === 'bet_started') this.unresolvedBets.set(line.round_id, line);
    else if (line.type === 'bet_refused' || line.type === 'rolled_back')
      this.unresolvedBets.delete(line.round_id);
    else if (line.type === 'round') {
      this.unresolvedBets.delete(line.round_id);
      this.rounds.set(line.round_id, line);
      const key = `${line.player_ref}|${line.game_id}`;
      this.recentByKey.set(key, [line, ...(this.recentByKey.get(key) ?? [])].slice(0, RECENT));
    } else if (line.type === 'win_answered') {
      this.paid.add(line.transaction_id);
      const round = this.rounds.get(line.round_id);
      // a settled round needs no more memory than its place in the recent list
      if (round && round.wins.every((w) => this.paid.has(w.transaction_id))) {
        this.rounds.delete(line.round_id);
        for (const w of round.wins) this.paid.delete(w.transaction_id);
      }
    }
  }
}
