import { useState } from 'react';
import { toast } from 'sonner';
import type { GiveUpPreview } from '@ug99/contract';
import { promotionPagesTh } from '@/shared/th/promotions.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { ConfirmDialog } from '@/shared/ui/dialog.tsx';
import { useGiveUp, useGiveUpPreview } from '../api/member-promotion.ts';

const t = promotionPagesTh;

/**
 * Give-up in two steps (docs/rules/promotions.md#giving-up): the exact amounts read fresh from the server,
 * then the confirmation with the amount the member saw. If a bet settled in between, the server answers
 * the new figures and the dialog shows them for another confirmation.
 */
export function GiveUpDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const preview = useGiveUpPreview(open);
  const giveUp = useGiveUp();
  const [newer, setNewer] = useState<GiveUpPreview | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const figures = newer ?? preview.data;

  const close = (next: boolean) => {
    if (!next) {
      setNewer(null);
      setMessage(null);
    }
    onOpenChange(next);
  };
  const onConfirm = async () => {
    if (!figures) return;
    const answer = await giveUp.mutateAsync({
      promotion_id: figures.promotion_id,
      returned: figures.returned,
    });
    if (answer.ok) {
      toast.success(t.givenUp(formatTHB(answer.result.released)));
      close(false);
      return;
    }
    if (answer.changed) setNewer(answer.changed);
    setMessage(answer.message);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={t.giveUpTitle}
      emphasis="cancel"
      pending={giveUp.isPending || (!figures && preview.isFetching)}
      message={
        <div className="space-y-2">
          {message && (
            <p role="alert" className="text-red-100">
              {message}
            </p>
          )}
          <p>
            {figures
              ? t.giveUpMessage(formatTHB(figures.returned), formatTHB(figures.forfeited))
              : t.giveUpLoading}
          </p>
        </div>
      }
      confirmLabel={t.giveUpConfirm}
      cancelLabel={t.keepPlaying}
      onConfirm={() => void onConfirm()}
    />
  );
}
