// The JavaScript a phone must load for `/` before it renders: the entry script and the chunks
// index.html preloads with it. Budget: 150 kB gzip (issue #2).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const BUDGET_BYTES = 150_000;

function initialScripts(html: string): string[] {
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  return [...new Set([...entries, ...preloads])];
}

test('the JavaScript loaded before the home page renders stays within 150 kB gzip', () => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = initialScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  const sizes = scripts.map((src) => gzipSync(readFileSync(path.join(dist, src))).length);
  const total = sizes.reduce((a, b) => a + b, 0);
  console.log(`initial JavaScript: ${scripts.length} files, ${(total / 1000).toFixed(1)} kB gzip`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
