// Writes brotli (.br) and gzip (.gz) copies of the built assets next to them, so the server sends the
// smallest copy without compressing on every request (@fastify/static `preCompressed`, apps/server/src/http/web.ts;
// docs/rules/member-site.md#first-load). Only dist/assets: its files are hashed and cached for a year,
// while index.html is small, never cached and served as the router's fallback.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = path.resolve(import.meta.dirname, '../dist/assets');
/** Text formats; images and fonts in assets/ are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;

let files = 0;
let before = 0;
let afterBr = 0;
for (const name of readdirSync(assets)) {
  const file = path.join(assets, name);
  if (!COMPRESSIBLE.test(name) || !statSync(file).isFile()) continue;
  const source = readFileSync(file);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  files += 1;
  before += source.length;
  afterBr += br.length;
}
console.log(
  `compressed ${files} assets: ${(before / 1000).toFixed(1)} kB → ${(afterBr / 1000).toFixed(1)} kB brotli`,
);
