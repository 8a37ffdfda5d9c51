import { useState } from 'react';
import { couponRedeemRequest } from '@ug99/contract';
import { couponsTh } from '../th.ts';
import { useContractForm } from '@/shared/forms/index.ts';
import { Card } from '@/shared/ui/card.tsx';
import { Form, FormAlert, SubmitButton, TextField } from '@/shared/ui/form/index.ts';
import { unwrap } from '@/shared/api/index.ts';
import { useRedeemCoupon } from '../api/coupons.ts';
import { rewardText } from './reward-text.ts';

/** The code field, validated by the contract's schema; a refusal's Thai message shows under the form. */
export function RedeemCouponForm() {
  const redeem = useRedeemCoupon();
  const [done, setDone] = useState<string | undefined>();
  const {
    register,
    reset,
    submitWith,
    serverMessage,
    formState: { errors },
  } = useContractForm(couponRedeemRequest, { defaultValues: { code: '' } });

  const onSubmit = submitWith(async ({ code }) => {
    setDone(undefined);
    // A refusal throws here and lands in the form as its message (useContractForm).
    const redeemed = unwrap(await redeem.mutateAsync(code));
    reset({ code: '' });
    setDone(couponsTh.redeemed(redeemed.code, rewardText(redeemed.reward_kind, redeemed.reward_amount)));
  });

  return (
    <Card title={couponsTh.heading} intro={<p>{couponsTh.intro}</p>}>
      <Form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={couponsTh.code}
          hint={couponsTh.codeHint}
          autoComplete="off"
          autoCapitalize="characters"
          error={errors.code?.message}
          {...register('code', { onChange: () => setDone(undefined) })}
        />
        <FormAlert message={serverMessage} />
        {done && (
          <p
            role="status"
            className="rounded-xl border border-green-400/60 bg-green-700/20 px-4 py-3 text-base text-green-100"
          >
            {done}
          </p>
        )}
        <SubmitButton pending={redeem.isPending} pendingLabel={couponsTh.redeeming}>
          {couponsTh.redeem}
        </SubmitButton>
      </Form>
    </Card>
  );
}
