// Draws the link-preview images (apps/web/public/share/<kind>.png, 1200 × 630, docs/FIRST-LOAD.md#tags)
// from the seed artwork, with Chromium: `node apps/web/scripts/share-images.mjs`. Run it again when the
// artwork or the words change; the images are committed, so a build needs no browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../../..');
const media = (file) =>
  `data:image/svg+xml;base64,${readFileSync(path.join(root, 'apps/server/media', file)).toString('base64')}`;
const font = (weight) =>
  readFileSync(
    path.join(
      root,
      `node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-thai-${weight}-normal.woff2`,
    ),
  ).toString('base64');

const KINDS = {
  home: { heading: 'หวยออนไลน์ สล็อต คาสิโน กีฬา', line: 'ครบจบในที่เดียว' },
  games: { heading: 'สล็อต คาสิโน กีฬา ยิงปลา', art: 'games/slot-golden-reels.svg' },
  lotto: { heading: 'หวยรัฐบาล หวยต่างประเทศ ยี่กี', art: 'banner-2.svg' },
  promotions: { heading: 'โปรโมชั่นและโบนัส', art: 'promotion-1.svg' },
  affiliate: { heading: 'โปรแกรมแนะนำเพื่อน', line: 'ชวนเพื่อนสมัคร รับค่าแนะนำทุกวัน' },
};

const page = (kind) => `<!doctype html><html lang="th"><head><style>
@font-face { font-family: Thai; font-weight: 700; src: url(data:font/woff2;base64,${font(700)}) format('woff2'); }
body { margin: 0; width: 1200px; height: 630px; background: #0b0f1a; font-family: Thai, sans-serif;
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 28px; }
.logo { height: 96px; } .art { max-width: 1080px; max-height: 330px; border-radius: 24px; }
.large { height: 192px; } h1 { margin: 0; color: #f5c542; font-size: 56px; font-weight: 700; }
p { margin: 0; color: #f1f5f9; font-size: 40px; font-weight: 700; }
</style></head><body>${
  KINDS[kind].art
    ? `<img class="logo" src="${media('logo.svg')}"><img class="art" src="${media(KINDS[kind].art)}">`
    : `<img class="logo large" src="${media('logo.svg')}">`
}<h1>${KINDS[kind].heading}</h1>${KINDS[kind].line ? `<p>${KINDS[kind].line}</p>` : ''}</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const kind of Object.keys(KINDS)) {
  await tab.setContent(page(kind), { waitUntil: 'load' });
  await tab.evaluate('document.fonts.ready');
  await tab.screenshot({ path: path.join(root, `apps/web/public/share/${kind}.png`) });
}
await browser.close();
