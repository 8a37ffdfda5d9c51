import { LOTTO_BET_TYPES } from '@ug99/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { th } from '@/th.ts';
import { lottoTh } from '../th.ts';
import { roundTitleWithoutCategory } from '../round-title.ts';
import { formMessageOf } from '@/shared/forms/index.ts';
import { formatThaiDateTime, formatTHB } from '@/shared/format/index.ts';
import { ConfirmDialog, ModalDialog } from '@/shared/ui/dialog.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useCancelBill } from '../api/cancel-bill.ts';
import { useBillDetail } from '../api/get-bill-detail.ts';
import { BillFigures } from './bill-figures.tsx';
import { BillPictureActions } from './bill-picture-actions.tsx';
import { BillStatusBadge } from './bill-status-badge.tsx';
import { formatRate } from './format-rate.ts';
import { useNow } from './use-now.ts';

/**
 * One bill with its lines (rate, status, win amount). A pending bill can be cancelled while its round's
 * cancel_until is still ahead on this device; the server stays the judge and its refusal shows here.
 */
export function BillDetailDialog({ billId, onClose }: { billId: number | null; onClose: () => void }) {
  const { data: bill, isError } = useBillDetail(billId);
  const cancel = useCancelBill();
  const now = useNow();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancellable =
    bill?.status === 'pending' && bill.cancel_until !== null && Date.parse(bill.cancel_until) > now;

  const confirmCancel = async () => {
    if (!bill) return;
    setError(null);
    try {
      const envelope = await cancel.mutateAsync(bill.bill_id);
      if (envelope.error !== 0) setError(envelope.message);
      else toast.success(lottoTh.cancelled);
    } catch (cause) {
      setError(formMessageOf(cause));
    } finally {
      setAsking(false);
    }
  };

  return (
    <ModalDialog
      open={billId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={lottoTh.detailTitle(billId ?? 0)}
      maxWidth={640}
    >
      {!bill ? (
        isError ? (
          <p role="alert" className="text-base text-red-100">
            {th.app.loadFailed}
          </p>
        ) : (
          <Skeleton className="h-48 w-full" />
        )
      ) : (
        <div className="space-y-4">
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="text-lg font-bold text-white">{bill.category.name}</p>
              <p className="text-base text-muted">
                {roundTitleWithoutCategory(bill.round_title, bill.category.name)}
              </p>
              <p className="text-sm text-muted">{lottoTh.placedAt(formatThaiDateTime(bill.created_at))}</p>
              {bill.note && <p className="text-sm text-ink-100">{bill.note}</p>}
            </div>
            <BillStatusBadge status={bill.status} />
          </div>
          <ul className="space-y-2">
            {bill.lines.map((line) => (
              <li
                key={`${line.type}:${line.number}`}
                className="flex items-center gap-2 rounded-xl border border-ink-600 bg-ink-900/60 px-3 py-2"
              >
                <span className="w-20 shrink-0 text-sm text-muted">{LOTTO_BET_TYPES[line.type].name}</span>
                <span className="w-12 shrink-0 font-mono text-xl font-bold text-gold-300">{line.number}</span>
                <span className="flex-1 text-right text-sm text-ink-100 tabular-nums">
                  {formatTHB(line.amount)} × {formatRate(line.rate)}
                </span>
                <span className="w-24 shrink-0 text-right tabular-nums">
                  {line.status === 'won' ? (
                    <span className="font-bold text-emerald-300">{formatTHB(line.win_amount)}</span>
                  ) : (
                    <BillStatusBadge status={line.status} />
                  )}
                </span>
              </li>
            ))}
          </ul>
          <dl className="space-y-1 border-t border-ink-600 pt-3 text-lg">
            <BillFigures total={bill.total} discount={bill.discount} pay={bill.pay} />
            <div className="flex justify-between">
              <dt>{lottoTh.winAmount}</dt>
              <dd className="font-bold text-emerald-300 tabular-nums">{formatTHB(bill.win_amount)}</dd>
            </div>
          </dl>
          <BillPictureActions billId={bill.bill_id} />
          {error && (
            <p
              role="alert"
              className="rounded-xl border border-red-400/60 bg-red-700/20 px-4 py-3 text-base text-red-100"
            >
              {error}
            </p>
          )}
          {cancellable && (
            <div className="space-y-1">
              <button type="button" onClick={() => setAsking(true)} className="btn btn-red w-full">
                {lottoTh.cancelBill}
              </button>
              <p className="text-center text-sm text-muted">
                {lottoTh.cancelUntil(formatThaiDateTime(bill.cancel_until!))}
              </p>
            </div>
          )}
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={lottoTh.cancelTitle}
            message={lottoTh.cancelMessage(formatTHB(bill.pay))}
            confirmLabel={lottoTh.cancelConfirm}
            cancelLabel={lottoTh.cancelKeep}
            onConfirm={() => void confirmCancel()}
            pending={cancel.isPending}
          />
        </div>
      )}
    </ModalDialog>
  );
}
