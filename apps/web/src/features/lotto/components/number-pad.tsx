import { lottoTh } from '../th.ts';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const keyClass =
  'btn min-h-14 border border-ink-500 bg-ink-700 text-2xl font-bold text-white active:bg-ink-600 disabled:opacity-50';

/** A phone-sized number pad: digits, delete and clear; the entry so far above it. */
export function NumberPad({
  entry,
  digits,
  onDigit,
  onDelete,
  onClear,
}: {
  entry: string;
  digits: number;
  onDigit: (digit: string) => void;
  onDelete: () => void;
  onClear: () => void;
}) {
  const slots = Array.from({ length: digits }, (_, i) => entry[i] ?? '');
  return (
    <div className="space-y-3">
      <div aria-label={lottoTh.padEntry} role="status" className="flex justify-center gap-2">
        {slots.map((digit, i) => (
          <span
            key={i}
            className="grid size-14 place-items-center rounded-xl border-2 border-gold-500/60 bg-ink-900 font-mono text-3xl font-bold text-gold-300"
          >
            {digit}
          </span>
        ))}
      </div>
      <div role="group" aria-label={lottoTh.pad} className="grid grid-cols-3 gap-2">
        {KEYS.map((key) => (
          <button key={key} type="button" className={keyClass} onClick={() => onDigit(key)}>
            {key}
          </button>
        ))}
        <button type="button" className={`${keyClass} text-base`} onClick={onClear}>
          {lottoTh.padClear}
        </button>
        <button type="button" className={keyClass} onClick={() => onDigit('0')}>
          0
        </button>
        <button type="button" className={`${keyClass} text-base`} onClick={onDelete}>
          {lottoTh.padDelete}
        </button>
      </div>
    </div>
  );
}
