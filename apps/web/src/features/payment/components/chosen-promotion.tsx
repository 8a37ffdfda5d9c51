import { promotionPagesTh } from '@/shared/th/promotions.ts';

const t = promotionPagesTh;

/**
 * The promotion the member chose on /promotions (`selectedPromotion`), shown between the amount and the
 * button with a way to deposit without it (docs/rules/promotions.md#choosing-while-depositing).
 */
export function ChosenPromotion({ title, onRemove }: { title: string; onRemove: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-gold-600/60 bg-gold-600/10 px-4 py-3">
      <div>
        <p className="text-sm text-muted">{t.depositChosen}</p>
        <p className="text-base font-bold text-white" data-testid="chosen-promotion">
          {title}
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        className="link-gold inline-flex min-h-11 shrink-0 items-center"
      >
        {t.depositRemove}
      </button>
    </div>
  );
}
