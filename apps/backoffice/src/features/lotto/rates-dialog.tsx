import { boLottoRateInput, boLottoRatesRequest, type BoLottoCategory } from '@ug99/contract';
import { z } from 'zod';
import { EditDialog, savedOrRequested } from '#bo/shared/form-dialog.tsx';
import { numberOf, useContractForm } from '#bo/shared/form.ts';
import { Field } from '#bo/shared/ui.tsx';
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

/** A box of the contract's row that is empty or not a number says so in the back office's words. */
const typed = (field: z.ZodNumber) => z.number({ error: tl.notANumber }).pipe(field);
const row = boLottoRateInput.shape;
const ratesForm = boLottoRatesRequest.extend({
  rates: z.array(
    boLottoRateInput.extend({
      rate: typed(row.rate),
      min: typed(row.min),
      max: typed(row.max),
      number_cap: typed(row.number_cap),
      over_cap_rate: typed(row.over_cap_rate),
      discount_percent: typed(row.discount_percent),
      reduced_discount_percent: typed(row.reduced_discount_percent),
    }),
  ),
});

/**
 * Edits a category's rows (rate, min and max per line, cap across members, rate above the cap, the
 * discounts) and saves them together. The server checks how they fit (docs/BACKOFFICE.md#lotto) and
 * answers in Thai; a bill already placed keeps the rate it was placed at. A raise past the caps is a
 * request: the category keeps its rates until finance approves.
 */
export function RatesDialog({
  category,
  onClose,
}: {
  category: BoLottoCategory;
  onClose: (message?: string) => void;
}) {
  const form = useContractForm(ratesForm, { rates: category.rates.map(draftOf) });
  const drafts = form.values.rates;
  const edit = (index: number, key: Key, value: string) =>
    form.set(
      'rates',
      drafts.map((d, i) => (i === index ? { ...d, [key]: value } : d)),
    );
  return (
    <EditDialog
      title={tl.editRatesTitle(category.name)}
      submitLabel={tl.saveRates}
      bodyOf={() =>
        form.check({
          rates: category.rates.map((r, i) => {
            const d = drafts[i]!;
            return {
              bet_type: r.bet_type,
              ...Object.fromEntries(FIELDS.map((f) => [f.key, numberOf(d[f.key])])),
            };
          }),
        })
      }
      save={(body) => saveRates(category.code, body.rates)}
      reload={LOTTO_KEY}
      done={(saved) =>
        savedOrRequested(saved, (r) =>
          r.changed ? tl.ratesSaved(category.name) : tl.ratesUnchanged(category.name),
        )
      }
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">{tl.editRatesNote}</p>
      {category.rates.map((r, i) => (
        <fieldset key={r.bet_type} className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-bold text-slate-800">{tl.betTypeName(r.bet_type)}</legend>
          <div className="grid grid-cols-2 gap-2">
            {FIELDS.map((f) => (
              <Field
                key={f.key}
                label={f.label}
                type="number"
                inputMode="decimal"
                step={f.step}
                min="0"
                value={drafts[i]![f.key]}
                onChange={(e) => edit(i, f.key, e.target.value)}
                error={form.errors[`rates.${i}.${f.key}`]}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </EditDialog>
  );
}
