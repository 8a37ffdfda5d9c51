import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { BannerCarousel } from './banner-carousel.tsx';

describe('BannerCarousel', () => {
  it('keeps room for the dots row while the banners load, so the page below does not move', () => {
    stubApi({ '/api/banner': () => new Promise(() => undefined) });
    const { container } = renderWithApp(<BannerCarousel />);
    const placeholder = container.firstElementChild!;
    // 48 px under the 5:2 box: the dots' mt-1 and their 44 px buttons.
    expect(placeholder.className).toContain('pb-12');
    expect(placeholder.firstElementChild!.className).toContain('aspect-[5/2]');
  });
});
