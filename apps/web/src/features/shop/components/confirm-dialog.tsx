import { useState } from 'react';
import { toast } from 'sonner';
import { isOk, type ShopItem } from '@ug99/contract';
import { shopTh } from '../th.ts';
import { newRequestId } from '@/shared/api/index.ts';
import { formatNumber } from '@/shared/format/index.ts';
import { ModalDialog } from '@/shared/ui/dialog.tsx';
import { useRedemptionCalc } from '../api/calc.ts';
import { useRedeemItem } from '../api/redeem.ts';

/**
 * Asks the server's price for the quantity (calc) and shows whether it is possible and why not;
 * confirming redeems under one request_id for the life of the dialog, so a retry is the same request.
 */
export function ConfirmDialog({
  item,
  quantity,
  onClose,
}: {
  item: ShopItem;
  quantity: number;
  onClose: () => void;
}) {
  const [requestId] = useState(newRequestId);
  const calc = useRedemptionCalc(item.id, quantity, true);
  const redeem = useRedeemItem();
  const onConfirm = async () => {
    const envelope = await redeem.mutateAsync({ item_id: item.id, quantity, request_id: requestId });
    if (isOk(envelope)) {
      toast.success(shopTh.redeemed(item.name));
      onClose();
    }
  };
  const data = calc.data;
  return (
    <ModalDialog open onOpenChange={(open) => !open && onClose()} title={shopTh.confirmTitle}>
      <div className="space-y-3 text-base">
        <p className="font-bold text-white">{shopTh.confirmItem(item.name, quantity)}</p>
        {!data ? (
          <p className="text-muted">{shopTh.checking}</p>
        ) : (
          <>
            <p className="text-gold-300 tabular-nums">
              {shopTh.confirmPrice(formatNumber(data.price_points))}
            </p>
            {data.possible ? (
              <p className="text-muted tabular-nums">
                {shopTh.confirmBalance(formatNumber(data.point - data.price_points))}
              </p>
            ) : (
              <p role="alert" className="rounded-xl border border-red-400/60 px-3 py-2 text-red-100">
                {data.reason}
              </p>
            )}
          </>
        )}
        <div className="flex gap-3 pt-2">
          <button
            type="button"
            className="btn flex-1 border border-ink-500 bg-ink-700 text-white"
            onClick={onClose}
          >
            {shopTh.cancel}
          </button>
          <button
            type="button"
            className="btn btn-gold flex-1 disabled:cursor-not-allowed disabled:opacity-60"
            disabled={!data?.possible || redeem.isPending}
            onClick={() => void onConfirm()}
          >
            {redeem.isPending ? shopTh.confirmBusy : shopTh.confirm}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
