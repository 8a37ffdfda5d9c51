import { isOk, type LottoNumberSet } from '@ug99/contract';
import { useState } from 'react';
import { lottoTh } from '../th.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { saveNumberSet, useNumberSetMutation } from '../api/number-sets.ts';
import { useLottoStore } from '../store.ts';
import { parseBaht } from './bill-schema.ts';
import type { SetsNotice } from './number-sets.tsx';

/**
 * The sets this browser kept before the server did, offered once (docs/rules/lotto.md#number-sets):
 * "ย้ายเข้าบัญชี" saves each under its name with the form's amount per line (they were kept without
 * amounts), skipping a name the account already has; "ไม่ต้อง" declines. Either way the device forgets
 * them, so the offer does not come back. A refusal (the limit of 50) stops the upload and keeps what is
 * left on the device, to be offered again.
 */
export function DeviceSetsOffer({
  amount,
  existing,
  onNotice,
}: {
  amount: string;
  /** The account's sets, once read (null before): names already there are skipped. */
  existing: LottoNumberSet[] | null;
  onNotice: (notice: SetsNotice) => void;
}) {
  const deviceSets = useLottoStore((s) => s.numberSets);
  const forget = useLottoStore((s) => s.forgetDeviceSets);
  const save = useNumberSetMutation(saveNumberSet);
  const [busy, setBusy] = useState(false);
  if (deviceSets.length === 0 || existing === null) return null;

  const baht = parseBaht(amount);
  const upload = async () => {
    if (baht === null || !Number.isInteger(baht) || baht < 1) {
      return onNotice({ text: lottoTh.deviceSetsAmountInvalid, tone: 'error' });
    }
    setBusy(true);
    const taken = new Set(existing.map((s) => s.name));
    const skipped: string[] = [];
    let moved = 0;
    for (const [i, set] of deviceSets.entries()) {
      // A set without lines (possible before) is nothing to keep.
      if (set.lines.length === 0) continue;
      if (taken.has(set.name.trim())) {
        skipped.push(set.name);
        continue;
      }
      const envelope = await save.mutateAsync({
        name: set.name,
        lines: set.lines.map((l) => ({ ...l, amount: baht })),
      });
      if (!isOk(envelope)) {
        useLottoStore.setState({ numberSets: deviceSets.slice(i) });
        setBusy(false);
        return onNotice({ text: envelope.message, tone: 'error' });
      }
      moved += 1;
    }
    forget();
    setBusy(false);
    onNotice({
      text: [lottoTh.deviceSetsDone(moved), ...skipped.map(lottoTh.deviceSetsKept)].join(' '),
      tone: 'ok',
    });
  };

  return (
    <div
      role="region"
      aria-label={lottoTh.deviceSets(deviceSets.length)}
      className="space-y-2 rounded-lg border border-gold-500/60 bg-gold-500/10 p-3"
    >
      <p className="text-base text-white">{lottoTh.deviceSets(deviceSets.length)}</p>
      {baht !== null && <p className="text-sm text-muted">{lottoTh.deviceSetsAmount(formatTHB(baht))}</p>}
      <div className="flex gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => void upload()}
          className="btn btn-compact flex-1 border border-gold-500 bg-gold-500/20 text-gold-300"
        >
          {lottoTh.deviceSetsUpload}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={forget}
          className="btn btn-compact flex-1 border border-ink-500 text-white"
        >
          {lottoTh.deviceSetsDismiss}
        </button>
      </div>
    </div>
  );
}
