import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isValueRequest } from '@ug99/contract';
import type { BoLottoCategory, BoLottoRateInput } from '@ug99/contract';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { Alert, Button, Dialog, Field } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { LOTTO_KEY, saveRates } from './api.ts';
import { tl } from './th.ts';

type Key =
  'rate' | 'min' | 'max' | 'number_cap' | 'over_cap_rate' | 'discount_percent' | 'reduced_discount_percent';
const FIELDS: { key: Key; label: string; step: string }[] = [
  { key: 'rate', label: tl.rateField, step: '0.01' },
  { key: 'min', label: tl.minField, step: '1' },
  { key: 'max', label: tl.maxField, step: '1' },
  { key: 'number_cap', label: tl.capField, step: '1' },
  { key: 'over_cap_rate', label: tl.overCapField, step: '0.01' },
  { key: 'discount_percent', label: tl.discountField, step: '1' },
  { key: 'reduced_discount_percent', label: tl.reducedDiscountField, step: '1' },
];
type Draft = Record<Key, string>;

const draftOf = (r: BoLottoCategory['rates'][number]): Draft => ({
  rate: String(r.rate),
  min: String(r.min),
  max: String(r.max),
  number_cap: String(r.number_cap),
  over_cap_rate: String(r.over_cap_rate),
  discount_percent: String(r.discount_percent),
  reduced_discount_percent: String(r.reduced_discount_percent),
});
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Edits a category's rows (rate, min and max per line, cap across members, rate above the cap, the
 * discounts) and saves
 * them together. The server checks how they fit (docs/BACKOFFICE.md#lotto) and answers in Thai; a bill
 * already placed keeps the rate it was placed at.
 */
export function RatesDialog({
  category,
  onClose,
}: {
  category: BoLottoCategory;
  onClose: (message?: string) => void;
}) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState(() => category.rates.map(draftOf));
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: (rates: BoLottoRateInput[]) => saveRates(category.code, rates),
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: LOTTO_KEY });
      // A raise past the caps is a request: the category keeps its rates until finance approves.
      if (isValueRequest(r)) return onClose(th.common.valueRequested(r.approval.id));
      onClose(r.changed ? tl.ratesSaved(category.name) : tl.ratesUnchanged(category.name));
    },
  });
  const edit = (index: number, key: Key, value: string) =>
    setDrafts((all) => all.map((d, i) => (i === index ? { ...d, [key]: value } : d)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const empty = drafts.some((d) => FIELDS.some((f) => !Number.isFinite(numberOf(d[f.key]))));
    if (empty) return;
    save.mutate(
      category.rates.map((r, i) => {
        const d = drafts[i]!;
        return {
          bet_type: r.bet_type,
          rate: numberOf(d.rate),
          min: numberOf(d.min),
          max: numberOf(d.max),
          number_cap: numberOf(d.number_cap),
          over_cap_rate: numberOf(d.over_cap_rate),
          discount_percent: numberOf(d.discount_percent),
          reduced_discount_percent: numberOf(d.reduced_discount_percent),
        };
      }),
    );
  };
  return (
    <Dialog title={tl.editRatesTitle(category.name)} onClose={() => onClose()}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <p className="text-sm text-slate-700">{tl.editRatesNote}</p>
        {category.rates.map((r, i) => (
          <fieldset key={r.bet_type} className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-bold text-slate-800">{tl.betTypeName(r.bet_type)}</legend>
            <div className="grid grid-cols-2 gap-2">
              {FIELDS.map((f) => {
                const value = drafts[i]![f.key];
                return (
                  <Field
                    key={f.key}
                    label={f.label}
                    type="number"
                    inputMode="decimal"
                    step={f.step}
                    min="0"
                    value={value}
                    onChange={(e) => edit(i, f.key, e.target.value)}
                    error={checked && !Number.isFinite(numberOf(value)) ? tl.notANumber : null}
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
        {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button tone="secondary" onClick={() => onClose()}>
            {th.common.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {tl.saveRates}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
