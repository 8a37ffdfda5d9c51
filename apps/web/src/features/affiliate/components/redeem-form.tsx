import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ERRORS, type AffiliateSummary } from '@ug99/contract';
import { affiliateTh } from '../th.ts';
import { unwrap } from '@/shared/api/index.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { useContractForm } from '@/shared/forms/index.ts';
import { Card } from '@/shared/ui/card.tsx';
import { Form, FormAlert, SubmitButton, TextField } from '@/shared/ui/form/index.ts';
import { newRequestId, useRedeem } from '../api/redeem.ts';

const BAHT_TEXT = /^\d{1,9}(\.\d{1,2})?$/;
/** The field's text for an amount: 2 decimals, no grouping. */
const inputOf = (baht: number) => baht.toFixed(2);

/**
 * The amount as the member types it, checked against the minimum and what is available before it is
 * sent (docs/rules/affiliate.md#redeem); the server checks both again.
 */
export function redeemSchema(limits: { min: number; available: number }) {
  return z.object({ amount: z.string() }).transform((values, ctx) => {
    const text = values.amount.trim().replace(/,/g, '');
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', path: ['amount'], message });
      return z.NEVER;
    };
    if (text === '') return fail(affiliateTh.amountRequired);
    if (!BAHT_TEXT.test(text)) return fail(affiliateTh.amountInvalid);
    const amount = Number(text);
    if (amount < limits.min) return fail(affiliateTh.belowMin(formatTHB(limits.min)));
    if (amount > limits.available) return fail(affiliateTh.aboveAvailable(formatTHB(limits.available)));
    return { amount };
  });
}

export function RedeemForm({ summary }: { summary: AffiliateSummary }) {
  const { min_redeem: min, available } = summary;
  const schema = useMemo(() => redeemSchema({ min, available }), [min, available]);
  const redeem = useRedeem();
  const { control, reset, submitWith, serverMessage, clearServerMessage, formState } = useContractForm(
    schema,
    {
      defaultValues: { amount: '' },
      fieldsByError: {
        [ERRORS.AFFILIATE_REDEEM_BELOW_MIN.code]: 'amount',
        [ERRORS.AFFILIATE_REDEEM_INSUFFICIENT.code]: 'amount',
      },
    },
  );
  const { field } = useController({ control, name: 'amount' });
  const tooLittle = summary.available < summary.min_redeem;

  const onSubmit = submitWith(async ({ amount }) => {
    const done = unwrap(await redeem.mutateAsync({ amount, request_id: newRequestId() }));
    reset({ amount: '' });
    toast.success(affiliateTh.redeemed(formatTHB(done.amount)));
  });

  return (
    <Card
      title={affiliateTh.redeemTitle}
      intro={
        <p>
          {tooLittle
            ? affiliateTh.notEnough(formatTHB(summary.min_redeem))
            : affiliateTh.minRedeem(formatTHB(summary.min_redeem))}
        </p>
      }
    >
      <Form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={affiliateTh.redeemAmount}
          {...field}
          onChange={(event) => {
            field.onChange(event.target.value);
            clearServerMessage();
          }}
          inputMode="decimal"
          autoComplete="off"
          error={formState.errors.amount?.message}
          hint={affiliateTh.aboveAvailable(formatTHB(summary.available))}
          disabled={tooLittle}
        />
        <button
          type="button"
          disabled={tooLittle}
          onClick={() => field.onChange(inputOf(summary.available))}
          className="link-gold inline-flex min-h-11 items-center text-base disabled:opacity-60"
        >
          {affiliateTh.redeemAll}
        </button>
        <FormAlert message={serverMessage} />
        <SubmitButton pending={redeem.isPending} pendingLabel={affiliateTh.redeeming} disabled={tooLittle}>
          {affiliateTh.redeem}
        </SubmitButton>
      </Form>
    </Card>
  );
}
