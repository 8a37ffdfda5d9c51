import type { BoNumberRuleRequest, LottoBetType } from '@ug99/contract';
import { z } from 'zod';
import { EditDialog } from '#bo/shared/form-dialog.tsx';
import { useContractForm } from '#bo/shared/form.ts';
import { Field } from '#bo/shared/ui.tsx';
import { LOTTO_KEY, setNumberRule } from './api.ts';
import { tl } from './th.ts';

export type Action = BoNumberRuleRequest['action'];
const VALUE = /^\d+(\.\d{1,2})?$/;

/** A new rate or cap as typed: a positive amount with at most two decimals (the contract's request). */
const valueSchema = z.object({
  value: z
    .string()
    .trim()
    .regex(VALUE, tl.badValue)
    .refine((v) => Number(v) > 0, tl.badValue),
});
const noValueSchema = z.object({});

/**
 * Close, reopen, reduce the rate of or cap one number of a round (docs/BACKOFFICE.md#lotto), from the
 * round's numbers or from a near-cap alert: the same call, audited as lotto:number.
 */
export function RuleDialog({
  roundId,
  betType,
  number,
  action,
  onClose,
}: {
  roundId: number;
  betType: LottoBetType;
  number: string;
  action: Action;
  onClose: (message?: string) => void;
}) {
  const needsValue = action === 'rate' || action === 'cap';
  const form = useContractForm(needsValue ? valueSchema : noValueSchema, { value: '' });
  const title = { close: tl.closeNumber, open: tl.openNumber, rate: tl.reduceRate, cap: tl.setCap }[action];
  return (
    <EditDialog
      title={`${title} ${tl.betTypeName(betType)} ${number}`}
      submitLabel={tl.saveRule}
      tone={action === 'close' ? 'danger' : 'primary'}
      bodyOf={() => {
        if (!form.check(form.values)) return null;
        const base = { bet_type: betType, number };
        const value = Number(form.values.value);
        const body: BoNumberRuleRequest =
          action === 'rate'
            ? { ...base, action, rate: value }
            : action === 'cap'
              ? { ...base, action, cap: value }
              : { ...base, action };
        return body;
      }}
      save={(body) => setNumberRule(roundId, body)}
      reload={[...LOTTO_KEY, 'numbers', roundId]}
      reloadAlso={[...LOTTO_KEY, 'alerts']}
      done={() => `${tl.ruleSaved}: ${tl.betTypeName(betType)} ${number}`}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">{tl.newRuleHint}</p>
      {needsValue ? (
        <Field
          label={action === 'rate' ? tl.rateValue : tl.capValue}
          inputMode="decimal"
          {...form.text('value')}
        />
      ) : null}
    </EditDialog>
  );
}
