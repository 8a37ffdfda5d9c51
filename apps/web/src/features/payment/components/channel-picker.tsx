import type { PaymentChannel, PaymentSubChannel } from '@ug99/contract';
import { paymentTh } from '../th.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { ChoiceCard } from './choice-card.tsx';
import { formatWalletNumber } from './wallet-number.ts';

/** The enabled channels with their limits per deposit (docs/rules/payments.md#channels). */
export function ChannelPicker({
  channels,
  selected,
  onSelect,
}: {
  channels: PaymentChannel[];
  selected: PaymentChannel;
  onSelect: (channel: PaymentChannel) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-base font-medium text-ink-100">{paymentTh.channel}</legend>
      {channels.map((channel) => (
        <ChoiceCard
          key={channel.id}
          name="channel"
          checked={channel.id === selected.id}
          onChange={() => onSelect(channel)}
        >
          <span className="block text-base font-bold text-white">{channel.name}</span>
          <span className="block text-sm text-muted">
            {paymentTh.channelLimits(formatTHB(channel.min_amount), formatTHB(channel.max_amount))}
          </span>
        </ChoiceCard>
      ))}
    </fieldset>
  );
}

/**
 * Several agent accounts of one channel: the member picks the bank they can transfer to, or the
 * TrueMoney wallet by its number.
 */
export function SubChannelPicker({
  channel,
  selected,
  onSelect,
}: {
  channel: PaymentChannel;
  selected: PaymentSubChannel;
  onSelect: (sub: PaymentSubChannel) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-base font-medium text-ink-100">{paymentTh.subChannel}</legend>
      {channel.sub_channels.map((sub) => (
        <ChoiceCard
          key={sub.id}
          name="sub-channel"
          checked={sub.id === selected.id}
          onChange={() => onSelect(sub)}
        >
          <span className="block text-base font-bold text-white">
            {channel.kind === 'truemoney' ? formatWalletNumber(sub.account_no) : (sub.bank_name ?? sub.name)}
          </span>
          <span className="block text-sm text-muted">{sub.account_name}</span>
          {sub.test_account && (
            <span className="mt-1 inline-block rounded-md bg-gold-400 px-2 py-0.5 text-sm font-bold text-ink-950">
              {paymentTh.testAccount}
            </span>
          )}
        </ChoiceCard>
      ))}
    </fieldset>
  );
}
