import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_SHOP_ITEMS } from './catalogue.ts';

// The seeded shop's pictures speak Thai like every word a member reads (docs/rules/shop.md): their words,
// and the label a screen reader reads, are Thai, in the fonts that draw Thai inside an <img>
// (docs/VISUAL-CHECK.md#images-with-thai-text).
const mediaRoot = new URL('../../../media/', import.meta.url);

describe('the seeded shop images', () => {
  const images = SEED_SHOP_ITEMS.map((item) => item.image);

  it.each(images)('%s says its words in Thai', (image) => {
    const svg = readFileSync(new URL(image.replace(/^\/media\//, ''), mediaRoot), 'utf8');
    const label = /aria-label="([^"]*)"/.exec(svg)?.[1] ?? '';
    expect(label).toMatch(/[\u0E00-\u0E7F]/);
    expect(svg).not.toMatch(/THB|T-shirt/);
    const texts = [...svg.matchAll(/<text[^>]*font-family="([^"]*)"[^>]*>([^<]*)<\/text>/g)];
    for (const [, fonts, words] of texts) {
      // Only figures and the brand may stand without Thai.
      if (!/^[\d\s]+$|^UG99$/.test(words!)) expect(words).toMatch(/[\u0E00-\u0E7F]/);
      if (/[\u0E00-\u0E7F]/.test(words!)) expect(fonts).toMatch(/^Loma, Garuda/);
    }
  });

  it('the credit images name their amount in baht', () => {
    for (const amount of [50, 100]) {
      const svg = readFileSync(new URL(`shop/credit-${amount}.svg`, mediaRoot), 'utf8');
      expect(svg).toContain(`เครดิต ${amount} บาท`);
    }
  });
});
