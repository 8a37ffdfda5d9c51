import type { WheelPrizeKind } from '@ug99/contract';
import { th } from '@/th.ts';

/** What the member reads after a spin: the segment's label and where the prize went. */
export function prizeMessage(spin: { label: string; prize_kind: WheelPrizeKind }): string {
  if (spin.prize_kind === 'nothing') return th.wheel.lost;
  return `${th.wheel.won(spin.label)} ${th.wheel.credited[spin.prize_kind]}`;
}
