import { isOk, type PaymentChannel, type QrcodeInfo } from '@ug99/contract';
import { useState, type FormEvent } from 'react';
import { th } from '../../../th.ts';
import { formatTHB } from '../../../shared/format/index.ts';
import { FormAlert, SubmitButton } from '../../../shared/ui/form/index.ts';
import { useGenerateQr } from '../api/generate-qr.ts';
import { usePaymentInfo } from '../api/get-payment-info.ts';
import { AmountField } from './amount-field.tsx';
import { parseBahtInput } from './amount.ts';
import { ChannelPicker, SubChannelPicker } from './channel-picker.tsx';

/** The member's amount checked against the channel's limits before asking the server. */
export function depositAmountError(text: string, channel: PaymentChannel): string | undefined {
  if (text.trim() === '') return th.payment.amountRequired;
  const amount = parseBahtInput(text);
  if (amount === null || amount <= 0) return th.payment.amountInvalid;
  if (amount < channel.min_amount) return th.payment.amountBelowMin(formatTHB(channel.min_amount));
  if (amount > channel.max_amount) return th.payment.amountAboveMax(formatTHB(channel.max_amount));
  return undefined;
}

interface DepositFormProps {
  channels: PaymentChannel[];
  onCreated: (intent: QrcodeInfo) => void;
}

/** Channel, destination, amount; the server opens the intent and answers with how to pay it. */
export function DepositForm({ channels, onCreated }: DepositFormProps) {
  const [channelId, setChannelId] = useState(channels[0]?.id);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0];
  const [subChannelId, setSubChannelId] = useState(channel?.sub_channels[0]?.id);
  const [amount, setAmount] = useState('');
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const info = usePaymentInfo(channel?.id);
  const generate = useGenerateQr();

  if (!channel) return <FormAlert message={th.payment.noChannels} />;
  const subChannel = channel.sub_channels.find((s) => s.id === subChannelId) ?? channel.sub_channels[0];
  const blocked = info.data?.blocked_message ?? null;
  const amountError = shown ? depositAmountError(amount, channel) : undefined;

  const pickChannel = (next: PaymentChannel) => {
    setChannelId(next.id);
    setSubChannelId(next.sub_channels[0]?.id);
    setServerError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setServerError(undefined);
    const value = parseBahtInput(amount);
    if (depositAmountError(amount, channel) || value === null || !subChannel) return;
    // A dropped connection or a server fault was already toasted by the API client.
    generate.mutate(
      { channel_id: channel.id, sub_channel_id: subChannel.id, amount: value },
      {
        onSuccess: (envelope) => {
          if (isOk(envelope)) onCreated(envelope.data);
          else setServerError(envelope.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <ChannelPicker channels={channels} selected={channel} onSelect={pickChannel} />
      {channel.sub_channels.length > 1 && subChannel && (
        <SubChannelPicker channel={channel} selected={subChannel} onSelect={(s) => setSubChannelId(s.id)} />
      )}
      {blocked ? (
        <div role="alert" className="space-y-1 rounded-xl border border-red-400/60 bg-red-700/20 px-4 py-3">
          <p className="text-base font-bold text-white">{th.payment.blockedTitle}</p>
          <p className="text-base text-red-100">{blocked}</p>
        </div>
      ) : (
        <>
          <AmountField
            label={th.payment.amount}
            value={amount}
            onChange={(next) => {
              setAmount(next);
              setServerError(undefined);
            }}
            error={amountError}
            hint={th.payment.channelLimits(formatTHB(channel.min_amount), formatTHB(channel.max_amount))}
            quickAmounts={info.data?.quick_amounts ?? []}
          />
          {/* The promotion choice joins here, between the amount and the button (promotions issue). */}
          <FormAlert message={serverError} />
          <SubmitButton pending={generate.isPending} pendingLabel={th.payment.creatingIntent}>
            {th.payment.createIntent}
          </SubmitButton>
        </>
      )}
      {info.data && info.data.instructions.length > 0 && (
        <details className="rounded-xl border border-ink-600 bg-ink-900/60 px-4 text-base">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-ink-100">
            {th.payment.steps}
          </summary>
          <ol className="list-decimal space-y-1 pb-3 pl-5 text-muted">
            {info.data.instructions.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
      )}
    </form>
  );
}
