// Import resolver for eslint-plugin-boundaries: Node's subpath imports ("#ledger", "#db/*", from the
// nearest package.json "imports") and the web app's "@/" alias, so the boundary rules see where an
// aliased import really points; everything else goes to the standard Node resolver.
const fs = require('node:fs');
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const repoRoot = path.resolve(__dirname, '../..');
const WEB_SRC = path.join(repoRoot, 'apps/web/src');

function nearestImports(file) {
  for (let dir = path.dirname(file); dir.startsWith(repoRoot); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      return { dir, imports: JSON.parse(fs.readFileSync(manifest, 'utf8')).imports ?? {} };
    }
  }
  return { dir: repoRoot, imports: {} };
}

function subpathTarget(source, file) {
  const { dir, imports } = nearestImports(file);
  if (typeof imports[source] === 'string') return path.join(dir, imports[source]);
  for (const [key, target] of Object.entries(imports)) {
    if (!key.endsWith('/*') || typeof target !== 'string') continue;
    const prefix = key.slice(0, -1);
    if (source.startsWith(prefix)) return path.join(dir, target.replace('*', source.slice(prefix.length)));
  }
  return null;
}

function withExtension(target) {
  if (fs.existsSync(target) && fs.statSync(target).isFile()) return target;
  for (const ext of ['.ts', '.tsx', '/index.ts', '/index.tsx']) {
    if (fs.existsSync(target + ext)) return target + ext;
  }
  return null;
}

module.exports = {
  interfaceVersion: 2,
  resolve(source, file, config) {
    let target = null;
    if (source.startsWith('#')) target = subpathTarget(source, file);
    else if (source.startsWith('@/')) target = path.join(WEB_SRC, source.slice(2));
    else if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
    if (target) {
      const found = withExtension(target);
      return found ? { found: true, path: found } : { found: false };
    }
    return nodeResolver.resolve(source, file, config);
  },
};
