import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentChannels } from '@/test/payment-fixtures.ts';
import { SubChannelPicker } from './channel-picker.tsx';

// docs/rules/payments.md#test-accounts: the sandbox's demo payees are marked where the member picks one.
describe('choosing the account to pay to', () => {
  it('marks a test account "บัญชีทดสอบ" and leaves a real one unmarked', () => {
    const banks = paymentChannels()[1]!;
    const channel = {
      ...banks,
      sub_channels: [{ ...banks.sub_channels[0]!, test_account: true }, banks.sub_channels[1]!],
    };
    render(
      <SubChannelPicker channel={channel} selected={channel.sub_channels[0]!} onSelect={() => undefined} />,
    );
    expect(screen.getByRole('radio', { name: /ธนาคารกสิกรไทย.*บัญชีทดสอบ/ })).toBeDefined();
    expect(screen.getByRole('radio', { name: /ธนาคารไทยพาณิชย์/ }).closest('label')?.textContent).not.toContain(
      'บัญชีทดสอบ',
    );
  });
});
