import type { LottoRoundStatus, LottoRoundSummary } from '@ug99/contract';
import { lottoTh } from './th.ts';
import { formatThaiDateTime } from '@/shared/format/index.ts';

/**
 * A round's state as every lotto page shows it (docs/LOTTO.md, "Pages"): one word, the time that matters
 * next (when it opens, else when it closes, in Bangkok time) and, before that time, a countdown to it. It
 * is computed from the device's clock each second, so a page moves on its own at the open and the
 * close; the server stays the judge of whether a bet or a shot is taken.
 */
export type RoundPhase = 'upcoming' | 'open' | Exclude<LottoRoundStatus, 'scheduled' | 'open'>;

export interface RoundState {
  phase: RoundPhase;
  /** The one word: ยังไม่เปิดรับ, เปิดรับแทง, ปิดรับแล้ว, ออกผลแล้ว, จ่ายเงินแล้ว, ยกเลิกงวด. */
  word: string;
  /** 'เปิดรับ 21 พ.ย. 2569 14:05' before the open, else 'ปิดรับ …'. */
  time: string;
  /** Seconds until the open (upcoming) or the close (open); null once the round has closed. */
  left: number | null;
  /** What the countdown counts to: 'เปิดรับใน' or 'ปิดรับใน'. */
  leftLabel: string;
}

type Timed = Pick<LottoRoundSummary, 'status' | 'open_at' | 'close_at'>;

const secondsTo = (iso: string, now: number) => Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));

export function roundPhaseOf(round: Timed, now: number): RoundPhase {
  if (round.status !== 'scheduled' && round.status !== 'open') return round.status;
  if (now < Date.parse(round.open_at)) return 'upcoming';
  return now < Date.parse(round.close_at) ? 'open' : 'closed';
}

export function roundState(round: Timed, now: number): RoundState {
  const phase = roundPhaseOf(round, now);
  const word = phase === 'upcoming' ? lottoTh.roundStatus.scheduled : lottoTh.roundStatus[phase];
  if (phase === 'upcoming') {
    return {
      phase,
      word,
      time: lottoTh.openAt(formatThaiDateTime(round.open_at)),
      left: secondsTo(round.open_at, now),
      leftLabel: lottoTh.opensIn,
    };
  }
  return {
    phase,
    word,
    time: lottoTh.closeAt(formatThaiDateTime(round.close_at)),
    left: phase === 'open' ? secondsTo(round.close_at, now) : null,
    leftLabel: lottoTh.closesIn,
  };
}
