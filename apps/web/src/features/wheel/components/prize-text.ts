import type { WheelPrizeKind } from '@ug99/contract';
import { wheelTh } from '../th.ts';

/** What the member reads after a spin: the segment's label and where the prize went. */
export function prizeMessage(spin: { label: string; prize_kind: WheelPrizeKind }): string {
  if (spin.prize_kind === 'nothing') return wheelTh.lost;
  return `${wheelTh.won(spin.label)} ${wheelTh.credited[spin.prize_kind]}`;
}
