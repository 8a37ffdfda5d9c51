import type { LottoBetType } from '@ug99/contract';
import { useState } from 'react';
import { lottoTh } from '../th.ts';
import { formatNumber } from '@/shared/format/index.ts';
import { useLottoStore, type NumberSet } from '../store.ts';

/**
 * Remembered number sets: the bill's (type, number) pairs saved under a name on this device, put back
 * into a later bill with the current amount (docs/LOTTO.md, "Pages").
 */
export function NumberSets({
  lines,
  onUse,
}: {
  lines: { type: LottoBetType; number: string }[];
  onUse: (lines: NumberSet['lines']) => void;
}) {
  const sets = useLottoStore((s) => s.numberSets);
  const save = useLottoStore((s) => s.saveNumberSet);
  const removeSet = useLottoStore((s) => s.removeNumberSet);
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const saveCurrent = () => {
    const trimmed = name.trim();
    if (!trimmed) return setMessage(lottoTh.setNameRequired);
    save({ name: trimmed, lines: lines.map(({ type, number }) => ({ type, number })) });
    setName('');
    setMessage(lottoTh.setSaved);
  };

  return (
    <details className="rounded-xl border border-ink-600 bg-ink-900/40 px-3 py-2">
      <summary className="min-h-11 cursor-pointer py-2 text-base font-medium text-gold-300">
        {lottoTh.sets}
      </summary>
      <div className="space-y-3 pb-2">
        {lines.length > 0 && (
          <div className="flex gap-2">
            <input
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setMessage(null);
              }}
              aria-label={lottoTh.setName}
              placeholder={lottoTh.setName}
              maxLength={30}
              className="min-h-11 min-w-0 flex-1 rounded-lg border border-ink-500 bg-ink-800 px-3 text-base text-white"
            />
            <button
              type="button"
              onClick={saveCurrent}
              className="btn btn-compact border border-gold-500 text-gold-300"
            >
              {lottoTh.saveSet}
            </button>
          </div>
        )}
        {message && (
          <p role="status" className="text-sm text-muted">
            {message}
          </p>
        )}
        {sets.length === 0 ? (
          <p className="text-sm text-muted">{lottoTh.setsEmpty}</p>
        ) : (
          <ul className="space-y-2">
            {sets.map((set) => (
              <li key={set.name} className="flex items-center gap-2">
                <button
                  type="button"
                  onClick={() => onUse(set.lines)}
                  aria-label={lottoTh.useSet(set.name)}
                  className="btn btn-compact flex-1 justify-between border border-ink-500 bg-ink-700 text-white"
                >
                  <span className="truncate">{set.name}</span>
                  <span className="text-sm text-muted">
                    {lottoTh.billLines(formatNumber(set.lines.length))}
                  </span>
                </button>
                <button
                  type="button"
                  onClick={() => removeSet(set.name)}
                  aria-label={lottoTh.removeSet(set.name)}
                  className="grid size-11 place-items-center rounded-full text-xl text-muted hover:bg-ink-700"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
