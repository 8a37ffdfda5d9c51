import { responsibleGamingUpdate, SELF_EXCLUSION_MIN_MONTHS } from '@ug99/contract';
import { rgTh } from '../th.ts';
import { ConfirmDialog } from '@/shared/ui/dialog.tsx';
import { useContractForm } from '@/shared/forms/index.ts';
import { Form, FormAlert, SelectField } from '@/shared/ui/form/index.ts';
import { useConfirmedUpdate } from './use-confirmed-update.ts';

/** Periods offered, all at or above the contract's minimum of 6 months. */
const MONTHS = [SELF_EXCLUSION_MIN_MONTHS, 12, 24, 36, 60];

/**
 * Self-exclusion for 6 months or more (docs/rules/responsible-gaming.md#cool-off-and-self-exclusion),
 * confirmed first because it cannot be cut short.
 */
export function SelfExclusionForm() {
  const {
    register,
    submitWith,
    reporting,
    serverMessage,
    formState: { errors },
  } = useContractForm(responsibleGamingUpdate, {
    defaultValues: { self_exclusion_months: SELF_EXCLUSION_MIN_MONTHS },
  });
  const step = useConfirmedUpdate(rgTh.selfExclusionStarted, reporting);

  return (
    <Form
      onSubmit={submitWith(({ self_exclusion_months }) => step.propose({ self_exclusion_months }))}
      noValidate
      className="space-y-4"
      aria-label={rgTh.selfExclusion}
    >
      <SelectField
        label={rgTh.selfExclusionFor}
        error={errors.self_exclusion_months?.message}
        {...register('self_exclusion_months', { valueAsNumber: true })}
      >
        {MONTHS.map((value) => (
          <option key={value} value={value}>
            {rgTh.months(value)}
          </option>
        ))}
      </SelectField>
      <FormAlert message={serverMessage} />
      <button type="submit" className="btn btn-red w-full">
        {rgTh.startSelfExclusion}
      </button>
      <ConfirmDialog
        open={step.proposal !== null}
        onOpenChange={(open) => !open && step.cancel()}
        title={rgTh.confirmSelfExclusionTitle}
        message={rgTh.confirmSelfExclusion(
          rgTh.months(step.proposal?.self_exclusion_months ?? SELF_EXCLUSION_MIN_MONTHS),
        )}
        confirmLabel={rgTh.confirm}
        cancelLabel={rgTh.cancel}
        pending={step.pending}
        onConfirm={step.confirm}
      />
    </Form>
  );
}
