import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VipIcon, vipLabel, vipTier } from './vip.tsx';

describe('VIP level', () => {
  it('maps vip_level 2 to hero, 1 to gold and anything else to guest', () => {
    expect(vipTier(2)).toBe('hero');
    expect(vipTier(1)).toBe('gold');
    expect([0, 3, -1, null, undefined].map(vipTier)).toEqual(['guest', 'guest', 'guest', 'guest', 'guest']);
  });

  it('names each level in Thai and draws its own icon', () => {
    expect([2, 1, 0].map(vipLabel)).toEqual(['สมาชิกระดับฮีโร่', 'สมาชิกระดับโกลด์', 'สมาชิกทั่วไป']);
    const { container } = render(
      <>
        <VipIcon level={2} />
        <VipIcon level={1} />
        <VipIcon level={0} />
      </>,
    );
    const icons = [...container.querySelectorAll('svg')];
    expect(icons.map((svg) => svg.getAttribute('data-vip'))).toEqual(['hero', 'gold', 'guest']);
    expect(new Set(icons.map((svg) => svg.innerHTML)).size).toBe(3);
  });
});
