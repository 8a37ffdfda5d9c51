import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isOk, type Promotion } from '@ug99/contract';
import { promotionPagesTh } from '@/shared/th/promotions.ts';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { ModalDialog } from '@/shared/ui/dialog.tsx';
import { FormAlert } from '@/shared/ui/form/index.ts';
import { toast } from 'sonner';
import { useReceivePromotion } from '../api/member-promotion.ts';
import { PromotionTerms } from './promotion-terms.tsx';

const t = promotionPagesTh;

/**
 * The promotion dialog (spec §3): every term, then what the member can do with it: deposit with it
 * chosen (`selectedPromotion`), receive it on the latest untouched deposit, or log in first.
 */
export function PromotionDialog({
  promotion,
  open,
  onOpenChange,
}: {
  promotion: Promotion | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ModalDialog open={open && promotion !== null} onOpenChange={onOpenChange} title={promotion?.title ?? ''}>
      {promotion && (
        <DialogBody key={promotion.id} promotion={promotion} onDone={() => onOpenChange(false)} />
      )}
    </ModalDialog>
  );
}

function DialogBody({ promotion, onDone }: { promotion: Promotion; onDone: () => void }) {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const openModal = useSessionStore((s) => s.openModal);
  const selectPromotion = useSessionStore((s) => s.selectPromotion);
  const navigate = useNavigate();
  const receive = useReceivePromotion();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onReceive = async () => {
    setRefusal(null);
    const envelope = await receive.mutateAsync(promotion.id);
    if (!isOk(envelope)) {
      setRefusal(envelope.message);
      return;
    }
    toast.success(t.received(promotion.title));
    onDone();
    void navigate('/member/promotions');
  };
  const onDeposit = () => {
    selectPromotion(promotion);
    onDone();
    void navigate('/member/deposit');
  };

  return (
    <div className="space-y-4">
      <img
        src={promotion.image}
        alt=""
        width={800}
        height={400}
        className="aspect-[2/1] h-auto w-full rounded-xl bg-ink-700 object-cover"
      />
      <p className="text-base text-ink-100">{promotion.description}</p>
      <PromotionTerms promotion={promotion} />
      {promotion.type === 'cashback' ? (
        <Link to="/cashback" onClick={onDone} className="btn btn-gold w-full">
          {t.cashbackLink}
        </Link>
      ) : !isLoggedIn ? (
        <button type="button" className="btn btn-gold w-full" onClick={() => openModal('login')}>
          {t.loginToReceive}
        </button>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-muted">{t.terms.endBelow}</p>
          <FormAlert message={refusal ?? undefined} />
          <div className="grid gap-3 sm:grid-cols-2">
            <button type="button" className="btn btn-gold" onClick={onDeposit}>
              {t.depositWith}
            </button>
            <button
              type="button"
              className="btn border border-gold-600 bg-ink-700 text-white disabled:opacity-70"
              onClick={() => void onReceive()}
              disabled={receive.isPending}
              aria-busy={receive.isPending || undefined}
            >
              {receive.isPending ? t.receiving : t.receive}
            </button>
          </div>
          <p className="text-sm text-muted">{t.receiveHint}</p>
        </div>
      )}
    </div>
  );
}
