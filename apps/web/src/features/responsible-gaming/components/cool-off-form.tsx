import { COOL_OFF_LABELS, COOL_OFF_OPTIONS, responsibleGamingUpdate } from '@ug99/contract';
import { rgTh } from '../th.ts';
import { ConfirmDialog } from '@/shared/ui/dialog.tsx';
import { useContractForm } from '@/shared/forms/index.ts';
import { Form, FormAlert } from '@/shared/ui/form/index.ts';
import { useConfirmedUpdate } from './use-confirmed-update.ts';

/**
 * A break of 24 hours, 7 or 30 days (docs/rules/responsible-gaming.md#cool-off-and-self-exclusion), confirmed
 * first because it cannot be cut short.
 */
export function CoolOffForm() {
  const {
    register,
    submitWith,
    reporting,
    serverMessage,
    formState: { errors },
  } = useContractForm(responsibleGamingUpdate, { defaultValues: { cool_off: '24h' } });
  const step = useConfirmedUpdate(rgTh.coolOffStarted, reporting);

  return (
    <Form
      onSubmit={submitWith(({ cool_off }) => step.propose({ cool_off }))}
      noValidate
      className="space-y-4"
      aria-label={rgTh.coolOff}
    >
      <fieldset>
        <legend className="mb-2 text-base font-medium text-ink-100">{rgTh.coolOffFor}</legend>
        <div className="grid grid-cols-3 gap-2">
          {COOL_OFF_OPTIONS.map((option) => (
            <label
              key={option}
              className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border border-ink-500 bg-ink-900 px-2 text-base text-ink-100 has-[:checked]:border-gold-400 has-[:checked]:text-gold-300 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-400"
            >
              <input type="radio" value={option} className="accent-gold-400" {...register('cool_off')} />
              {COOL_OFF_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <FormAlert message={serverMessage ?? errors.cool_off?.message} />
      <button type="submit" className="btn btn-red w-full">
        {rgTh.startCoolOff}
      </button>
      <ConfirmDialog
        open={step.proposal !== null}
        onOpenChange={(open) => !open && step.cancel()}
        title={rgTh.confirmCoolOffTitle}
        message={rgTh.confirmCoolOff(COOL_OFF_LABELS[step.proposal?.cool_off ?? '24h'])}
        confirmLabel={rgTh.confirm}
        cancelLabel={rgTh.cancel}
        pending={step.pending}
        onConfirm={step.confirm}
      />
    </Form>
  );
}
