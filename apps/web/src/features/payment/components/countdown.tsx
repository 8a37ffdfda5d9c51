import { paymentTh } from '../th.ts';
import { useSecondsLeft } from './use-seconds-left.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The time left to pay as mm:ss. A timer is not announced on every tick (it would talk over the
 * member); a screen reader reading it gets the words instead of the digits.
 */
export function Countdown({ expiresAt }: { expiresAt: string }) {
  const left = useSecondsLeft(expiresAt);
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  const urgent = left <= 60;
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-ink-900/70 px-4 py-2">
      <span className="text-base text-muted">{paymentTh.timeLeft}</span>
      <span
        role="timer"
        aria-label={paymentTh.timeLeftLabel(minutes, seconds)}
        className={`font-mono text-2xl font-bold tabular-nums ${urgent ? 'text-red-400' : 'text-gold-400'}`}
      >
        <span aria-hidden="true">
          {pad(minutes)}:{pad(seconds)}
        </span>
      </span>
    </div>
  );
}
