// Writes brotli (.br) and gzip (.gz) copies of the back office's hashed assets next to them, so the server
// sends the copy the browser accepts without compressing per request (@fastify/static `preCompressed`,
// apps/server/src/http/backoffice-web.ts), as the member site's build does for its own dist.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = path.resolve(import.meta.dirname, '../dist/assets');
/** Text formats; images and fonts are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;

let files = 0;
for (const name of readdirSync(assets)) {
  const file = path.join(assets, name);
  if (!COMPRESSIBLE.test(name) || !statSync(file).isFile()) continue;
  const source = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
  files += 1;
}
console.log(`back office: compressed ${files} assets`);
