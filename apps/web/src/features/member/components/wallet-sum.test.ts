import { describe, expect, it } from 'vitest';
import { walletsWith } from '@/test/member-fixtures.ts';
import { totalOfWallets } from './wallet-sum.ts';

describe('totalOfWallets', () => {
  it('adds every wallet to the satang, without floating-point drift', () => {
    expect(totalOfWallets(walletsWith(0.1, 0.2))).toBe(0.3);
    expect(totalOfWallets(walletsWith(1000.1, 250.25, 0.05, 12))).toBe(1262.4);
    expect(totalOfWallets([])).toBe(0);
  });
});
