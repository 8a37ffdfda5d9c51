import { isOk, type LottoNumberSet } from '@ug99/contract';
import { useState } from 'react';
import { lottoTh } from '../th.ts';
import { formatNumber } from '@/shared/format/index.ts';
import { CopyButton } from '@/shared/ui/copy-button.tsx';
import { shareNumberSet, useNumberSetMutation } from '../api/number-sets.ts';
import type { SetsNotice } from './number-sets.tsx';

/** One kept set: ใช้โพยนี้, แชร์ (shows its code to copy) and delete. */
export function NumberSetItem({
  set,
  onUse,
  onRemove,
  onNotice,
}: {
  set: LottoNumberSet;
  onUse: () => void;
  onRemove: () => void;
  onNotice: (notice: SetsNotice) => void;
}) {
  const share = useNumberSetMutation(shareNumberSet);
  const [code, setCode] = useState<string | null>(null);

  const showCode = async () => {
    if (set.share_code) return setCode(set.share_code);
    const envelope = await share.mutateAsync(set.id);
    if (!isOk(envelope)) return onNotice({ text: envelope.message, tone: 'error' });
    setCode(envelope.data.share_code);
  };

  return (
    <li className="rounded-xl border border-ink-600 bg-ink-800/60 p-2">
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-base text-white">{set.name}</p>
          <p className="text-sm text-muted">{lottoTh.billLines(formatNumber(set.lines.length))}</p>
        </div>
        <button
          type="button"
          onClick={onUse}
          aria-label={lottoTh.useSetLabel(set.name)}
          className="btn btn-compact border border-gold-500 bg-gold-500/15 text-gold-300"
        >
          {lottoTh.useSet}
        </button>
        <button
          type="button"
          disabled={share.isPending}
          onClick={() => void showCode()}
          aria-label={lottoTh.shareSetLabel(set.name)}
          className="btn btn-compact border border-ink-500 text-white"
        >
          {lottoTh.shareSet}
        </button>
        <button
          type="button"
          onClick={onRemove}
          aria-label={lottoTh.removeSet(set.name)}
          className="grid size-11 shrink-0 place-items-center rounded-full text-xl text-muted hover:bg-ink-700"
        >
          ×
        </button>
      </div>
      {code && (
        <div className="mt-2 space-y-1 rounded-lg bg-ink-900 p-2">
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm text-muted">{lottoTh.shareCode}</span>
            <span
              data-testid="share-code"
              className="font-mono text-lg font-bold tracking-widest text-gold-300"
            >
              {code}
            </span>
            <CopyButton value={code} what={lottoTh.shareCode} />
          </div>
          <p className="text-xs text-muted">{lottoTh.shareCodeHint}</p>
        </div>
      )}
    </li>
  );
}
