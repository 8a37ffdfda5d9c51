import {
  RG_PERIOD_LABELS,
  RG_PERIODS,
  responsibleGamingUpdate,
  type LimitState,
  type ResponsibleGamingSettings,
  type ResponsibleGamingUpdate,
  type RgPeriod,
} from '@ug99/contract';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { uiTh } from '@/shared/ui/th.ts';
import { rgTh } from '../th.ts';
import { formatTHB, formatThaiDateTime } from '@/shared/format/index.ts';
import { useContractForm } from '@/shared/forms/index.ts';
import { Form, FormAlert, SubmitButton, TextField } from '@/shared/ui/form/index.ts';
import { useUpdateRgSettings } from '../api/update-settings.ts';

type Values = z.output<typeof responsibleGamingUpdate>;
type Kind = 'deposit_limits' | 'loss_limits';
type Limits = Record<RgPeriod, number | null>;

const KINDS: readonly Kind[] = ['deposit_limits', 'loss_limits'];
const KIND_LABELS: Record<Kind, string> = {
  deposit_limits: rgTh.depositLimits,
  loss_limits: rgTh.lossLimits,
};

/** An empty box removes the limit; "5,000" and "5000" are the same amount. */
function parseLimit(value: unknown): number | null {
  if (typeof value === 'number') return value;
  const text = typeof value === 'string' ? value.replace(/[,\s฿]/g, '') : '';
  return text === '' ? null : Number(text);
}

const limitText = (baht: number | null) => (baht === null ? rgTh.noLimit : formatTHB(baht));

function currentOf(state: Record<RgPeriod, LimitState>): Limits {
  return { day: state.day.current, week: state.week.current, month: state.month.current };
}

/** Only the limits the member touched are sent: an untouched one keeps its value and its pending change. */
function changedOnly(values: Values, dirty: Partial<Record<Kind, Partial<Record<RgPeriod, boolean>>>>) {
  const update: ResponsibleGamingUpdate = {};
  for (const kind of KINDS) {
    for (const period of RG_PERIODS) {
      if (dirty[kind]?.[period]) update[kind] = { ...update[kind], [period]: values[kind]?.[period] ?? null };
    }
  }
  return update;
}

/**
 * Deposit and loss limits per day, week and month (docs/rules/responsible-gaming.md#limits). Each shows the
 * value in force and, when the member loosened it, the new value and the moment it takes effect (24 h later).
 */
export function LimitsForm({ settings }: { settings: ResponsibleGamingSettings }) {
  const update = useUpdateRgSettings();
  const {
    register,
    submitWith,
    serverMessage,
    formState: { errors, isSubmitting, isDirty, dirtyFields },
  } = useContractForm(responsibleGamingUpdate, {
    mode: 'onTouched',
    defaultValues: {
      deposit_limits: currentOf(settings.deposit_limits),
      loss_limits: currentOf(settings.loss_limits),
    },
  });

  const onSubmit = submitWith(async (values) => {
    await update.mutateAsync(changedOnly(values, dirtyFields));
    toast.success(rgTh.limitsSaved);
  });

  return (
    <Form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={`${rgTh.depositLimits} ${rgTh.lossLimits}`}
    >
      {KINDS.map((kind) => (
        <fieldset key={kind} className="space-y-3">
          <legend className="mb-2 text-lg font-bold text-gold-400">{KIND_LABELS[kind]}</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {RG_PERIODS.map((period) => (
              <LimitField
                key={period}
                label={`${KIND_LABELS[kind]}${RG_PERIOD_LABELS[period]}`}
                state={settings[kind][period]}
                error={(errors as FieldErrors<Record<Kind, Limits>>)[kind]?.[period]?.message}
                {...register(`${kind}.${period}`, { setValueAs: parseLimit })}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <p className="text-base text-muted">{rgTh.limitHint}</p>
      <FormAlert message={serverMessage} />
      <SubmitButton pending={isSubmitting} disabled={!isDirty} pendingLabel={uiTh.form.saving}>
        {rgTh.saveLimits}
      </SubmitButton>
    </Form>
  );
}

function LimitField({
  label,
  state,
  error,
  ...input
}: { label: string; state: LimitState; error: string | undefined } & UseFormRegisterReturn) {
  return (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder={rgTh.limitPlaceholder}
      error={error}
      hint={
        <>
          <span className="block">
            {rgTh.current}: {limitText(state.current)}
          </span>
          {state.pending && (
            <span className="block text-gold-300">
              {rgTh.pending(limitText(state.pending.value), formatThaiDateTime(state.pending.effective_at))}
            </span>
          )}
        </>
      }
      {...input}
    />
  );
}
