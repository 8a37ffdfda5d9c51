// Import boundaries of the house (docs/ARCHITECTURE.md):
// - a web feature (apps/web/src/features/<name>) or a server module (apps/server/src/modules/<name>)
//   never imports another feature or module; what two of them share goes to shared/ or a package;
// - the contract package imports no app, and the two apps never import each other.
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The slices whose members must not import one another, as folders relative to the repository. */
const SLICE_ROOTS = ['apps/web/src/features', 'apps/server/src/modules'];

/** Which top-level areas each area may not import. */
const FORBIDDEN_AREAS = {
  'packages/contract': ['apps/web', 'apps/server'],
  'apps/web': ['apps/server'],
  'apps/server': ['apps/web'],
};

const ALIASES = { '@/': 'apps/web/src/' };

function resolveSource(fromFile, source) {
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (source.startsWith(alias)) return path.join(repoRoot, target, source.slice(alias.length));
  }
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null; // a package import: not a path inside the repository
}

function sliceOf(file) {
  const rel = path.relative(repoRoot, file).split(path.sep).join('/');
  for (const root of SLICE_ROOTS) {
    if (rel.startsWith(root + '/')) {
      const name = rel.slice(root.length + 1).split('/')[0];
      if (name && rel.length > root.length + 1 + name.length) return `${root}/${name}`;
    }
  }
  return null;
}

function areaOf(file) {
  const rel = path.relative(repoRoot, file).split(path.sep).join('/');
  return Object.keys(FORBIDDEN_AREAS).find((area) => rel === area || rel.startsWith(area + '/')) ?? null;
}

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'features and modules do not import each other; apps do not import each other' },
    schema: [],
    messages: {
      crossSlice: '{{from}} must not import {{to}}: move what they share to shared/ or a package.',
      crossArea: '{{from}} must not import from {{to}}.',
    },
  },
  create(context) {
    const file = context.filename;
    const fromSlice = sliceOf(file);
    const fromArea = areaOf(file);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveSource(file, source);
      if (!target) return;
      const toSlice = sliceOf(target + (path.extname(target) ? '' : '/x'));
      if (fromSlice && toSlice && fromSlice !== toSlice) {
        context.report({
          node: node.source,
          messageId: 'crossSlice',
          data: { from: fromSlice, to: toSlice },
        });
        return;
      }
      const toArea = areaOf(target);
      if (fromArea && toArea && FORBIDDEN_AREAS[fromArea].includes(toArea)) {
        context.report({ node: node.source, messageId: 'crossArea', data: { from: fromArea, to: toArea } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
