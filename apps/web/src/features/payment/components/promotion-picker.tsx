import type { Promotion } from '@ug99/contract';
import { formatTHB } from '@/shared/format/index.ts';
import { promotionPagesTh, promotionsTh } from '@/shared/th/promotions.ts';
import { ChoiceCard } from './choice-card.tsx';

const t = promotionPagesTh;

/**
 * The deposit form's promotion choice (docs/rules/promotions.md#choosing-while-depositing): "no promotion"
 * and each promotion a deposit can carry, as radio cards. The choice is the web's `selectedPromotion`, so a
 * promotion chosen on /promotions arrives here already checked. A chosen promotion the list no longer
 * holds is still shown, so the member sees what the deposit would carry and can drop it.
 */
export function PromotionPicker({
  promotions,
  selected,
  onSelect,
}: {
  promotions: Promotion[];
  selected: Promotion | null;
  onSelect: (promotion: Promotion | null) => void;
}) {
  const options =
    selected && !promotions.some((p) => p.id === selected.id) ? [selected, ...promotions] : promotions;
  if (options.length === 0) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-base font-medium text-ink-100">{t.depositPick}</legend>
      <ChoiceCard name="promotion" checked={selected === null} onChange={() => onSelect(null)}>
        <span className="block text-base font-bold text-white">{t.depositRemove}</span>
        <span className="block text-sm text-muted">{t.depositNoneHint}</span>
      </ChoiceCard>
      {options.map((promotion) => (
        <ChoiceCard
          key={promotion.id}
          name="promotion"
          checked={selected?.id === promotion.id}
          onChange={() => onSelect(promotion)}
        >
          <span
            className="block text-base font-bold text-white"
            data-testid={selected?.id === promotion.id ? 'chosen-promotion' : undefined}
          >
            {promotion.title}
          </span>
          <span className="block text-sm text-muted">
            {promotionsTh.minDeposit} {formatTHB(promotion.min_deposit)} ·{' '}
            {promotionsTh.bonus(promotion.bonus_percent)}
            {` ${promotionsTh.bonusCap} ${formatTHB(promotion.bonus_cap)}`}
          </span>
        </ChoiceCard>
      ))}
    </fieldset>
  );
}
