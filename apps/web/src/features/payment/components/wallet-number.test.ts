import { describe, expect, it } from 'vitest';
import { formatWalletNumber } from './wallet-number.ts';

describe('formatWalletNumber', () => {
  it('groups a ten-digit mobile number as the TrueMoney app does', () => {
    expect(formatWalletNumber('0001234567')).toBe('000-123-4567');
  });

  it('leaves anything else as the server sent it', () => {
    expect(formatWalletNumber('096154827')).toBe('096154827');
    expect(formatWalletNumber('xxx-xxx-8273')).toBe('xxx-xxx-8273');
  });
});
