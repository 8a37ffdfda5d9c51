import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(import.meta.dirname, '../public');
const icons = [
  ...readdirSync(path.join(publicDir, 'icons')).map((name) => path.join(publicDir, 'icons', name)),
  path.join(publicDir, 'apple-touch-icon.png'),
];

/** A PNG's colour type, the byte after its IHDR chunk's width, height and bit depth. */
const colourType = (file: Buffer) => file.readUInt8(25);
const PALETTE = 3;

describe('the app icons (docs/PWA.md#icons)', () => {
  it('are palette PNGs, as apps/web/scripts/app-icons.mjs draws them: Chromium fetches one while a page loads', () => {
    expect(icons.length).toBe(14);
    for (const icon of icons) {
      const file = readFileSync(icon);
      expect(file.subarray(12, 16).toString('latin1'), icon).toBe('IHDR');
      expect(colourType(file), icon).toBe(PALETTE);
    }
  });
});
