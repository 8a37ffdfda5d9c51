import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render.tsx';
import { CategoryTiles } from './category-tiles.tsx';

describe('CategoryTiles', () => {
  it('draws the six pictures inline, hidden from screen readers, each referring only to its own ids', () => {
    const { container } = renderWithApp(<CategoryTiles />);
    const pictures = [...container.querySelectorAll('svg')];
    expect(container.querySelector('img')).toBeNull();
    expect(pictures).toHaveLength(6);

    // The six share the page's ids: one picture's gradient must not be another's.
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const picture of pictures) {
      expect(picture.getAttribute('aria-hidden')).toBe('true');
      const own = new Set([...picture.querySelectorAll('[id]')].map((element) => element.id));
      const referred = [...picture.outerHTML.matchAll(/(?:url\(#|href="#)([\w-]+)/g)].map(
        (match) => match[1],
      );
      expect(referred.length).toBeGreaterThan(0);
      for (const id of referred) expect(own, `#${id}`).toContain(id);
    }
  });
});
