import type { PaymentChannel, QrcodeInfo } from '@ug99/contract';
import { useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { paymentTh } from '../th.ts';
import { unwrap } from '@/shared/api/index.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { useContractForm } from '@/shared/forms/index.ts';
import { Form, FormAlert, SubmitButton } from '@/shared/ui/form/index.ts';
import { useGenerateQr } from '../api/generate-qr.ts';
import { usePaymentInfo } from '../api/get-payment-info.ts';
import { AmountField } from './amount-field.tsx';
import { ChannelPicker, SubChannelPicker } from './channel-picker.tsx';
import { depositFormSchema } from './payment-schemas.ts';
import { PromotionPicker } from './promotion-picker.tsx';
import { useDepositPromotions } from '../api/get-deposit-promotions.ts';
import { useSessionStore } from '@/shared/store/session-store.ts';

interface DepositFormProps {
  channels: PaymentChannel[];
  onCreated: (intent: QrcodeInfo) => void;
}

/** Channel, destination, amount; the server opens the intent and answers with how to pay it. */
export function DepositForm({ channels, onCreated }: DepositFormProps) {
  const [first] = channels;
  if (!first) return <FormAlert message={paymentTh.noChannels} />;
  return <ChannelDepositForm channels={channels} first={first} onCreated={onCreated} />;
}

function ChannelDepositForm({ channels, first, onCreated }: DepositFormProps & { first: PaymentChannel }) {
  const schema = useMemo(() => depositFormSchema(channels), [channels]);
  const generate = useGenerateQr();
  const {
    control,
    setValue,
    trigger,
    submitWith,
    serverMessage,
    clearServerMessage,
    formState: { errors, isSubmitted },
  } = useContractForm(schema, {
    defaultValues: { channel_id: first.id, sub_channel_id: first.sub_channels[0]?.id, amount: '' },
  });
  const [channelId, subChannelId] = useWatch({ control, name: ['channel_id', 'sub_channel_id'] });
  const { field: amount } = useController({ control, name: 'amount' });
  const channel = channels.find((c) => c.id === channelId) ?? first;
  const subChannel = channel.sub_channels.find((s) => s.id === subChannelId) ?? channel.sub_channels[0];
  const info = usePaymentInfo(channel.id);
  const blocked = info.data?.blocked_message ?? null;
  const promotion = useSessionStore((s) => s.selectedPromotion);
  const selectPromotion = useSessionStore((s) => s.selectPromotion);
  const promotions = useDepositPromotions();

  const pickChannel = (next: PaymentChannel) => {
    setValue('channel_id', next.id);
    setValue('sub_channel_id', next.sub_channels[0]?.id);
    clearServerMessage();
    // The limits are the channel's: once the amount was refused, its message follows the new choice.
    if (isSubmitted) void trigger('amount');
  };

  // A dropped connection or a server fault was already toasted by the API client; a refusal (a limit,
  // a cool-off) is the envelope's own Thai message, shown above the button.
  // The chosen promotion (`selectedPromotion`) rides along; the server says at once if it cannot apply.
  const onSubmit = submitWith(async (request) =>
    onCreated(
      unwrap(
        await generate.mutateAsync({ ...request, ...(promotion ? { promotion_id: promotion.id } : {}) }),
      ),
    ),
  );

  return (
    <Form noValidate onSubmit={onSubmit} className="space-y-5">
      <ChannelPicker channels={channels} selected={channel} onSelect={pickChannel} />
      {channel.sub_channels.length > 1 && subChannel && (
        <SubChannelPicker
          channel={channel}
          selected={subChannel}
          onSelect={(s) => setValue('sub_channel_id', s.id)}
        />
      )}
      {blocked ? (
        <div role="alert" className="space-y-1 rounded-xl border border-red-400/60 bg-red-700/20 px-4 py-3">
          <p className="text-base font-bold text-white">{paymentTh.blockedTitle}</p>
          <p className="text-base text-red-100">{blocked}</p>
        </div>
      ) : (
        <>
          <AmountField
            label={paymentTh.amount}
            {...amount}
            onChange={(next) => {
              amount.onChange(next);
              clearServerMessage();
            }}
            error={errors.amount?.message}
            hint={paymentTh.channelLimits(formatTHB(channel.min_amount), formatTHB(channel.max_amount))}
            quickAmounts={info.data?.quick_amounts ?? []}
          />
          <PromotionPicker
            promotions={promotions.data ?? []}
            selected={promotion}
            onSelect={(next) => {
              selectPromotion(next);
              clearServerMessage();
            }}
          />
          <FormAlert message={serverMessage} />
          <SubmitButton pending={generate.isPending} pendingLabel={paymentTh.creatingIntent}>
            {paymentTh.createIntent}
          </SubmitButton>
        </>
      )}
      {info.data && info.data.instructions.length > 0 && (
        <details className="rounded-xl border border-ink-600 bg-ink-900/60 px-4 text-base">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-ink-100">
            {paymentTh.steps}
          </summary>
          <ol className="list-decimal space-y-1 pb-3 pl-5 text-muted">
            {info.data.instructions.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
      )}
    </Form>
  );
}
