import { responsibleGamingUpdate } from '@ug99/contract';
import { toast } from 'sonner';
import { uiTh } from '@/shared/ui/th.ts';
import { rgTh } from '../th.ts';
import { useContractForm } from '@/shared/forms/index.ts';
import { Form, FormAlert, SelectField, SubmitButton } from '@/shared/ui/form/index.ts';
import { useUpdateRgSettings } from '../api/update-settings.ts';

/** Intervals members pick from, within the contract's 5–240 minutes. */
const CHOICES = [15, 30, 45, 60, 90, 120, 180, 240];

/**
 * How often the game sheet reminds the member of time played and net result
 * (docs/rules/responsible-gaming.md#reality-check).
 */
export function RealityCheckForm({ minutes }: { minutes: number }) {
  const update = useUpdateRgSettings();
  const choices = CHOICES.includes(minutes) ? CHOICES : [...CHOICES, minutes].sort((a, b) => a - b);
  const {
    register,
    submitWith,
    serverMessage,
    formState: { errors, isSubmitting, isDirty },
  } = useContractForm(responsibleGamingUpdate, {
    defaultValues: { reality_check_minutes: minutes },
  });

  const onSubmit = submitWith(async ({ reality_check_minutes }) => {
    await update.mutateAsync({ reality_check_minutes });
    toast.success(rgTh.realityCheckSaved);
  });

  return (
    <Form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={rgTh.realityCheck}>
      <SelectField
        label={rgTh.realityCheckEvery}
        hint={rgTh.realityCheckIntro}
        error={errors.reality_check_minutes?.message}
        {...register('reality_check_minutes', { valueAsNumber: true })}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {rgTh.everyMinutes(choice)}
          </option>
        ))}
      </SelectField>
      <FormAlert message={serverMessage} />
      <SubmitButton pending={isSubmitting} disabled={!isDirty} pendingLabel={uiTh.form.saving}>
        {rgTh.saveRealityCheck}
      </SubmitButton>
    </Form>
  );
}
