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

  it('names the home-screen icon and title iOS uses for the installed app (docs/PWA.md#icons)', () => {
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes" />');
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="UG99" />');
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
