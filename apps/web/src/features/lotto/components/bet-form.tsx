import {
  isOk,
  LOTTO_BET_TYPES,
  LOTTO_MAX_LINES,
  type LottoBetType,
  type LottoNumberSet,
  type LottoRound,
} from '@ug99/contract';
import { useMemo, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { lottoTh } from '../th.ts';
import { ApiError } from '@/shared/api/index.ts';
import { formatNumber, formatTHB } from '@/shared/format/index.ts';
import { useContractForm } from '@/shared/forms/index.ts';
import { Form, FormAlert, SubmitButton, TextField } from '@/shared/ui/form/index.ts';
import { useValidateBill } from '../api/validate-bill.ts';
import { useLottoStore } from '../store.ts';
import {
  backRun,
  digitsOf,
  doubles,
  evens,
  fitsType,
  frontRun,
  highs,
  lows,
  nineteenDoors,
  odds,
  reversals,
  sixWays,
  threeWays,
} from '../bet-helpers.ts';
import { BillDialog } from './bill-dialog.tsx';
import { billFormSchema, parseBaht } from './bill-schema.ts';
import { NumberPad } from './number-pad.tsx';
import { formatRate } from './format-rate.ts';
import { NumberSets } from './number-sets.tsx';
import type { LottoTypeRate } from '../api/types.ts';

type Line = { type: LottoBetType; number: string; amount: string };

const DEFAULT_AMOUNT = '10';

/**
 * The bet form (docs/LOTTO.md, "Pages"): a tab per number length, the round's bet types of that length
 * (one or more chosen), a number pad that puts each completed number into the bill for every chosen
 * type, the helpers, one amount for all lines (each line can still be changed), remembered number sets,
 * and "check" which prices the bill (validate) and opens it in the bill dialog.
 */
export function BetForm({ round, rates }: { round: LottoRound; rates: LottoTypeRate[] }) {
  const schema = useMemo(() => billFormSchema(round.round_id, rates), [round.round_id, rates]);
  const form = useContractForm(schema, { defaultValues: { amount: DEFAULT_AMOUNT, note: '', lines: [] } });
  const { control, register, setValue, getValues, submitWith, serverMessage, clearServerMessage } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' }) as Line[];
  const validate = useValidateBill();
  const billValidated = useLottoStore((s) => s.billValidated);
  const [dialogOpen, setDialogOpen] = useState(false);

  const tabs = [...new Set(round.bet_types.map(digitsOf))].sort((a, b) => b - a);
  const [digits, setDigits] = useState(tabs[0] ?? 3);
  const typesOfTab = round.bet_types.filter((t) => digitsOf(t) === digits);
  const [chosen, setChosen] = useState<LottoBetType[]>(typesOfTab.slice(0, 1));
  const [entry, setEntry] = useState('');
  const [reverse, setReverse] = useState(false);
  /** The last number completed on the pad: 6 กลับ and 3 กลับ add its orderings. */
  const [lastNumber, setLastNumber] = useState('');
  const rateOf = (type: LottoBetType) => rates.find((r) => r.type === type);

  const switchTab = (next: number) => {
    setDigits(next);
    setChosen(round.bet_types.filter((t) => digitsOf(t) === next).slice(0, 1));
    setEntry('');
    setLastNumber('');
  };
  const toggleType = (type: LottoBetType) =>
    // At least one type stays chosen: a number typed with none would go nowhere.
    setChosen((current) =>
      current.includes(type)
        ? current.length > 1
          ? current.filter((t) => t !== type)
          : current
        : [...current, type],
    );

  /** Adds each number for each chosen type, once: a (type, number) already in the bill is not repeated. */
  const addNumbers = (numbers: string[]) => {
    clearServerMessage();
    const amount = getValues('amount');
    const current = getValues('lines') as Line[];
    const taken = new Set(current.map((l) => `${l.type}:${l.number}`));
    const added: Line[] = [];
    for (const number of numbers) {
      for (const type of chosen) {
        const key = `${type}:${number}`;
        if (!fitsType(type, number) || taken.has(key)) continue;
        taken.add(key);
        added.push({ type, number, amount });
      }
    }
    const room = LOTTO_MAX_LINES - current.length;
    if (added.length > 0) append(added.slice(0, Math.max(0, room)));
  };

  const typeDigit = (digit: string) => {
    const next = entry + digit;
    if (next.length < digits) return setEntry(next);
    setEntry('');
    setLastNumber(next);
    addNumbers(reverse && digits > 1 ? reversals(next) : [next]);
  };
  // 19 ประตู, รูดหน้า and รูดหลัง take the one digit typed so far (2-digit tab only).
  const runHelper = (helper: (digit: string) => string[]) => {
    if (entry.length !== 1) return;
    addNumbers(helper(entry));
    setEntry('');
  };

  const applyAmount = () => {
    const amount = getValues('amount');
    lines.forEach((_, i) =>
      setValue(`lines.${i}.amount`, amount, { shouldValidate: form.formState.isSubmitted }),
    );
  };

  /**
   * ใช้โพยนี้: the bill becomes the set's lines with their own amounts, less the lines this round does not
   * take (a type it does not offer); answers how many were left out.
   */
  const loadSet = (set: LottoNumberSet) => {
    clearServerMessage();
    const taken = set.lines.filter((l) => round.bet_types.includes(l.type) && fitsType(l.type, l.number));
    replace(
      taken
        .slice(0, LOTTO_MAX_LINES)
        .map((l) => ({ type: l.type, number: l.number, amount: String(l.amount) })),
    );
    return set.lines.length - Math.min(taken.length, LOTTO_MAX_LINES);
  };
  const amountTyped = useWatch({ control, name: 'amount' }) as string;

  const total = lines.reduce((sum, l) => sum + (parseBaht(l.amount) ?? 0), 0);

  const onSubmit = submitWith(async (request) => {
    if (request.lines.length === 0) return;
    const envelope = await validate.mutateAsync(request);
    if (!isOk(envelope)) throw new ApiError('business', envelope.message, 200, envelope.error);
    billValidated(request, envelope.data);
    setDialogOpen(true);
  });

  const onPlaced = () => {
    replace([]);
    setDialogOpen(false);
  };

  const amountError = form.formState.errors.amount?.message;
  return (
    <Form noValidate onSubmit={onSubmit} className="space-y-4">
      <div role="tablist" aria-label={lottoTh.typesLabel} className="grid grid-cols-3 gap-2">
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === digits}
            onClick={() => switchTab(tab)}
            className={`btn border ${tab === digits ? 'border-gold-400 bg-gold-500/20 text-gold-300' : 'border-ink-500 bg-ink-700 text-white'}`}
          >
            {lottoTh.tabs[tab]}
          </button>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <section className="space-y-4 rounded-2xl border border-ink-600 bg-ink-800 p-4">
          <fieldset>
            <legend className="mb-2 text-base font-medium text-ink-100">{lottoTh.typesLabel}</legend>
            <div className="grid grid-cols-2 gap-2">
              {typesOfTab.map((type) => (
                <label
                  key={type}
                  className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-3 ${chosen.includes(type) ? 'border-gold-400 bg-gold-500/15' : 'border-ink-500 bg-ink-700'}`}
                >
                  <input
                    type="checkbox"
                    checked={chosen.includes(type)}
                    onChange={() => toggleType(type)}
                    className="size-5 accent-amber-400"
                  />
                  <span className="min-w-0">
                    <span className="block text-base font-bold text-white">{LOTTO_BET_TYPES[type].name}</span>
                    {rateOf(type) && (
                      <span className="block text-sm text-muted">
                        {lottoTh.typeRate(formatRate(rateOf(type)!.rate))}
                      </span>
                    )}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <NumberPad
            entry={entry}
            digits={digits}
            onDigit={typeDigit}
            onDelete={() => setEntry(entry.slice(0, -1))}
            onClear={() => setEntry('')}
          />
          <fieldset className="space-y-2">
            <legend className="mb-1 text-base font-medium text-ink-100">{lottoTh.helpers}</legend>
            {digits > 1 && (
              <label className="flex min-h-11 items-center gap-2 text-base text-white">
                <input
                  type="checkbox"
                  checked={reverse}
                  onChange={(e) => setReverse(e.target.checked)}
                  className="size-5 accent-amber-400"
                />
                {lottoTh.reverse}
              </label>
            )}
            {digits === 3 && (
              <>
                <div className="grid grid-cols-2 gap-2">
                  <HelperButton
                    label={lottoTh.sixWays}
                    enabled={sixWays(lastNumber).length > 0}
                    onClick={() => addNumbers(sixWays(lastNumber))}
                  />
                  <HelperButton
                    label={lottoTh.threeWays}
                    enabled={threeWays(lastNumber).length > 0}
                    onClick={() => addNumbers(threeWays(lastNumber))}
                  />
                </div>
                <p className="text-sm text-muted">{lottoTh.waysHint}</p>
              </>
            )}
            {digits === 2 && (
              <>
                <div className="grid grid-cols-3 gap-2">
                  <HelperButton label={lottoTh.doubles} enabled onClick={() => addNumbers(doubles())} />
                  <HelperButton label={lottoTh.evens} enabled onClick={() => addNumbers(evens())} />
                  <HelperButton label={lottoTh.odds} enabled onClick={() => addNumbers(odds())} />
                  <HelperButton label={lottoTh.highs} enabled onClick={() => addNumbers(highs())} />
                  <HelperButton label={lottoTh.lows} enabled onClick={() => addNumbers(lows())} />
                </div>
                <div className="grid grid-cols-3 gap-2">
                  <HelperButton
                    label={lottoTh.nineteenDoors}
                    enabled={entry.length === 1}
                    onClick={() => runHelper(nineteenDoors)}
                  />
                  <HelperButton
                    label={lottoTh.frontRun}
                    enabled={entry.length === 1}
                    onClick={() => runHelper(frontRun)}
                  />
                  <HelperButton
                    label={lottoTh.backRun}
                    enabled={entry.length === 1}
                    onClick={() => runHelper(backRun)}
                  />
                </div>
                <p className="text-sm text-muted">{lottoTh.helperDigitHint}</p>
              </>
            )}
          </fieldset>
        </section>
        <section className="space-y-4 rounded-2xl border border-ink-600 bg-ink-800 p-4">
          <div className="flex items-end gap-2">
            <TextField
              label={lottoTh.amountLabel}
              {...register('amount')}
              inputMode="decimal"
              autoComplete="off"
              error={amountError}
              className="flex-1"
            />
            <button
              type="button"
              onClick={applyAmount}
              className="btn btn-compact mb-0.5 border border-gold-500 text-gold-300"
            >
              {lottoTh.applyAmount}
            </button>
          </div>
          <div className="flex items-center justify-between">
            <h2 className="section-heading mb-0">{lottoTh.linesHeading(formatNumber(fields.length))}</h2>
            {fields.length > 0 && (
              <button type="button" onClick={() => replace([])} className="link-gold min-h-11 text-base">
                {lottoTh.clearLines}
              </button>
            )}
          </div>
          {fields.length === 0 ? (
            <p className="rounded-xl border border-dashed border-ink-500 px-3 py-6 text-center text-base text-muted">
              {lottoTh.linesEmpty}
            </p>
          ) : (
            <ul className="max-h-96 space-y-2 overflow-y-auto pr-1">
              {fields.map((field, i) => {
                const name = LOTTO_BET_TYPES[field.type].name;
                const error = form.formState.errors.lines?.[i]?.amount?.message;
                return (
                  <li key={field.id} className="rounded-xl border border-ink-600 bg-ink-900/60 px-3 py-2">
                    <div className="flex items-center gap-2">
                      <span className="w-20 shrink-0 text-sm text-muted">{name}</span>
                      <span className="w-12 shrink-0 font-mono text-xl font-bold text-gold-300">
                        {field.number}
                      </span>
                      <input
                        {...register(`lines.${i}.amount`)}
                        aria-label={lottoTh.lineAmount(name, field.number)}
                        aria-invalid={error ? true : undefined}
                        inputMode="decimal"
                        autoComplete="off"
                        className="min-h-11 w-full min-w-0 rounded-lg border border-ink-500 bg-ink-800 px-3 text-right text-base text-white tabular-nums"
                      />
                      <button
                        type="button"
                        onClick={() => remove(i)}
                        aria-label={lottoTh.removeLine(name, field.number)}
                        className="grid size-11 shrink-0 place-items-center rounded-full text-xl text-muted hover:bg-ink-700 hover:text-white"
                      >
                        ×
                      </button>
                    </div>
                    {error && (
                      <p role="alert" className="mt-1 text-sm text-red-200">
                        {error}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {form.formState.errors.lines?.message && (
            <FormAlert message={form.formState.errors.lines.message} />
          )}
          <p className="flex justify-between text-lg text-white">
            <span>{lottoTh.total}</span>
            <span className="font-bold text-gold-300 tabular-nums">{formatTHB(total)}</span>
          </p>
          <TextField label={lottoTh.note} {...register('note')} autoComplete="off" maxLength={100} />
          <FormAlert message={serverMessage} />
          <SubmitButton
            pending={validate.isPending}
            pendingLabel={lottoTh.checking}
            disabled={fields.length === 0}
          >
            {lottoTh.checkBill}
          </SubmitButton>
          <NumberSets lines={lines} amount={amountTyped} onUse={loadSet} />
        </section>
      </div>
      <BillDialog open={dialogOpen} onOpenChange={setDialogOpen} onPlaced={onPlaced} />
    </Form>
  );
}

function HelperButton({ label, enabled, onClick }: { label: string; enabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      disabled={!enabled}
      onClick={onClick}
      className="btn btn-compact border border-gold-500/70 text-gold-300 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {label}
    </button>
  );
}
