// Where an import of the repository's own code points, for the import boundaries (import-boundaries.js):
// Node's subpath imports ("#ledger", "#db/*", from the nearest package.json "imports"), the web app's "@/"
// alias and relative paths. A bare name ("fastify", "@ug99/contract") is a package, reached by its name: it
// gets null, like an import of a file that does not exist.
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const WEB_SRC = path.join(repoRoot, 'apps/web/src');

/** Folder → its nearest package.json's folder and "imports", read once per folder per ESLint process. */
const manifests = new Map();
/** Path without extension → the file it names, or null. */
const files = new Map();

function nearestImports(dir) {
  if (manifests.has(dir)) return manifests.get(dir);
  let found = { dir: repoRoot, imports: {} };
  const manifest = path.join(dir, 'package.json');
  if (fs.existsSync(manifest)) {
    found = { dir, imports: JSON.parse(fs.readFileSync(manifest, 'utf8')).imports ?? {} };
  } else if (dir.startsWith(repoRoot) && dir !== repoRoot) {
    found = nearestImports(path.dirname(dir));
  }
  manifests.set(dir, found);
  return found;
}

function subpathTarget(source, file) {
  const { dir, imports } = nearestImports(path.dirname(file));
  if (typeof imports[source] === 'string') return path.join(dir, imports[source]);
  for (const [key, target] of Object.entries(imports)) {
    if (!key.endsWith('/*') || typeof target !== 'string') continue;
    const prefix = key.slice(0, -1);
    if (source.startsWith(prefix)) return path.join(dir, target.replace('*', source.slice(prefix.length)));
  }
  return null;
}

function withExtension(target) {
  if (files.has(target)) return files.get(target);
  const isFile = fs.existsSync(target) && fs.statSync(target).isFile();
  const found = isFile
    ? target
    : (['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => target + ext).find(fs.existsSync) ?? null);
  files.set(target, found);
  return found;
}

/** The absolute path of the file `source` imports from `file`, or null (a package, or no such file). */
export function resolveImport(source, file) {
  let target = null;
  if (source.startsWith('#')) target = subpathTarget(source, file);
  else if (source.startsWith('@/')) target = path.join(WEB_SRC, source.slice(2));
  else if (source.startsWith('.') || path.isAbsolute(source))
    target = path.resolve(path.dirname(file), source);
  return target ? withExtension(target) : null;
}
