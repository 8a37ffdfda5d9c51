// Draws the installable app's icons (docs/PWA.md#icons) from the site's coin mark (public/favicon.svg):
// `node apps/web/scripts/app-icons.mjs`. Run it again when the mark changes; the PNGs are committed, so a
// build needs nothing. The sizes are the ones Android launchers and iOS (152 iPad, 167 iPad Pro, 180 iPhone)
// ask for; the manifest (vite.config.ts) and index.html name them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { losslessCompressPngSync, pngQuantizeSync } from '@napi-rs/image';
import { Resvg } from '@resvg/resvg-js';

const publicDir = path.resolve(import.meta.dirname, '../public');
export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 167, 180, 192, 256, 384, 512];
const BACKGROUND = '#0b0f1a';

const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
/** The mark's coin, without its rounded dark tile, to place on a tile of our own. */
const coin = mark
  .replace(/<svg[^>]*>/, '')
  .replace('</svg>', '')
  .replace(/<title[^>]*>.*?<\/title>/, '')
  .replace(/<rect[^>]*\/>/, '');

/**
 * A square tile with the coin at `scale` of its side. The plain icon keeps the mark's rounded corners;
 * iOS rounds the home-screen icon itself and paints transparent corners black, so its icon is full-bleed;
 * a maskable icon keeps the coin inside the central 80 % circle a launcher's mask never cuts.
 */
function tile({ rounded, scale }) {
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<rect width="64" height="64" ${rounded ? 'rx="14"' : ''} fill="${BACKGROUND}"/>
<g transform="translate(${offset} ${offset}) scale(${scale})">${coin}</g></svg>`;
}

/**
 * The tile drawn at `size`, its colours reduced to a palette at pngquant's quality 90–100 (the eye cannot
 * tell it from the drawing) and compressed losslessly: a third of the drawing's bytes. Chromium fetches the
 * manifest's icon while a page loads, beside its first pictures (docs/PWA.md#icons).
 */
function png(svg, size) {
  const drawn = new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: true } })
    .render()
    .asPng();
  return losslessCompressPngSync(pngQuantizeSync(drawn, { minQuality: 90, maxQuality: 100 }));
}

mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
for (const size of ICON_SIZES) {
  writeFileSync(path.join(publicDir, `icons/icon-${size}.png`), png(tile({ rounded: true, scale: 1 }), size));
}
// The coin's radius is 27/32 of the half side; 0.9 × 27/32 ≈ 0.76 of it stays inside the 0.8 safe circle.
writeFileSync(
  path.join(publicDir, 'icons/icon-maskable-512.png'),
  png(tile({ rounded: false, scale: 0.9 }), 512),
);
writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), png(tile({ rounded: false, scale: 0.92 }), 180));
console.log(`drew ${ICON_SIZES.length + 2} icons into ${publicDir}`);
