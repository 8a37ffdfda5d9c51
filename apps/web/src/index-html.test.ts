import { describe, expect, it } from 'vitest';
import html from '../index.html?raw';
import { th } from './th.ts';

describe('index.html', () => {
  it('is a Thai document with the site title and the SVG favicon', () => {
    expect(html).toMatch(/<html lang="th">/);
    expect(html).toContain(`<title>${th.app.documentTitle}</title>`);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" \/>/);
    expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1/);
  });

  it('has no inline script or style, which the server CSP would block', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style\b|\sstyle="/);
  });
});
