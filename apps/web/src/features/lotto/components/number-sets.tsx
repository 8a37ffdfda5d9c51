import { isOk, type LottoBetType, type LottoNumberSet } from '@ug99/contract';
import { useState } from 'react';
import { lottoTh } from '../th.ts';
import { formatNumber } from '@/shared/format/index.ts';
import {
  deleteNumberSet,
  importNumberSet,
  saveNumberSet,
  useNumberSetMutation,
  useNumberSets,
} from '../api/number-sets.ts';
import { parseBaht } from './bill-schema.ts';
import { DeviceSetsOffer } from './device-sets-offer.tsx';
import { NumberSetItem } from './number-set-item.tsx';

export type SetLine = { type: LottoBetType; number: string; amount: string };
export type SetsNotice = { text: string; tone: 'ok' | 'error' };

/** An amount as the server takes it: a typed amount that is not a number goes as 0, which it refuses in Thai. */
export const amountOf = (typed: string) => parseBaht(typed) ?? 0;

/**
 * Number sets kept in the member's account (docs/LOTTO.md, "Pages"): the bill saved under a name with its
 * amounts, each set used in this bill ("ใช้โพยนี้", from any device), shared by a code, deleted; a friend's
 * code imported; and the sets this device kept before, offered for upload once.
 */
export function NumberSets({
  lines,
  amount,
  onUse,
}: {
  lines: SetLine[];
  /** The form's amount per line: what the device's old sets, which have none, are uploaded with. */
  amount: string;
  /** Puts the set's lines into the bill; answers how many the round does not take. */
  onUse: (set: LottoNumberSet) => number;
}) {
  const sets = useNumberSets();
  const save = useNumberSetMutation(saveNumberSet);
  const remove = useNumberSetMutation(deleteNumberSet);
  const importSet = useNumberSetMutation(importNumberSet);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<SetsNotice | null>(null);

  const saveCurrent = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setNotice({ text: lottoTh.setNameRequired, tone: 'error' });
    const envelope = await save.mutateAsync({
      name: trimmed,
      lines: lines.map((l) => ({ type: l.type, number: l.number, amount: amountOf(l.amount) })),
    });
    if (!isOk(envelope)) return setNotice({ text: envelope.message, tone: 'error' });
    setName('');
    setNotice({ text: lottoTh.setSaved(envelope.data.name), tone: 'ok' });
  };

  const importCode = async () => {
    if (!code.trim()) return setNotice({ text: lottoTh.importCodeRequired, tone: 'error' });
    const envelope = await importSet.mutateAsync(code);
    if (!isOk(envelope)) return setNotice({ text: envelope.message, tone: 'error' });
    setCode('');
    setNotice({ text: lottoTh.setImported(envelope.data.name), tone: 'ok' });
  };

  const removeSet = async (set: LottoNumberSet) => {
    const envelope = await remove.mutateAsync(set.id);
    setNotice(
      isOk(envelope)
        ? { text: lottoTh.setRemoved(set.name), tone: 'ok' }
        : { text: envelope.message, tone: 'error' },
    );
  };

  const items = sets.data?.items ?? [];
  return (
    <details open className="rounded-xl border border-ink-600 bg-ink-900/40 px-3 py-2">
      <summary className="min-h-11 cursor-pointer py-2 text-base font-medium text-gold-300">
        {lottoTh.sets}
        {sets.data && (
          <span className="ms-2 text-sm font-normal text-muted">
            {formatNumber(items.length)}/{formatNumber(sets.data.max_sets)}
          </span>
        )}
      </summary>
      <div className="space-y-3 pb-2">
        <p className="text-sm text-muted">{lottoTh.setsHint(sets.data?.max_sets ?? 50)}</p>
        <DeviceSetsOffer amount={amount} onNotice={setNotice} existing={sets.data ? items : null} />
        {lines.length > 0 && (
          <div className="flex gap-2">
            <input
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setNotice(null);
              }}
              aria-label={lottoTh.setName}
              placeholder={lottoTh.setName}
              maxLength={30}
              className="min-h-11 min-w-0 flex-1 rounded-lg border border-ink-500 bg-ink-800 px-3 text-base text-white"
            />
            <button
              type="button"
              disabled={save.isPending}
              onClick={() => void saveCurrent()}
              className="btn btn-compact border border-gold-500 text-gold-300"
            >
              {lottoTh.saveSet}
            </button>
          </div>
        )}
        {notice && (
          <p
            role="status"
            className={`text-sm ${notice.tone === 'error' ? 'text-red-200' : 'text-emerald-300'}`}
          >
            {notice.text}
          </p>
        )}
        {sets.isPending ? (
          <p className="text-sm text-muted">{lottoTh.setsLoading}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted">{lottoTh.setsEmpty}</p>
        ) : (
          <ul className="space-y-2">
            {items.map((set) => (
              <NumberSetItem
                key={set.id}
                set={set}
                onUse={() => setNotice({ text: lottoTh.setUsed(set.name, onUse(set)), tone: 'ok' })}
                onRemove={() => void removeSet(set)}
                onNotice={setNotice}
              />
            ))}
          </ul>
        )}
        <div className="flex gap-2">
          <input
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setNotice(null);
            }}
            aria-label={lottoTh.importCode}
            placeholder={lottoTh.importCode}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-ink-500 bg-ink-800 px-3 font-mono text-base text-white uppercase"
          />
          <button
            type="button"
            disabled={importSet.isPending}
            onClick={() => void importCode()}
            className="btn btn-compact border border-gold-500 text-gold-300"
          >
            {lottoTh.importSet}
          </button>
        </div>
      </div>
    </details>
  );
}
