// No cycles between server domains (docs/ARCHITECTURE.md#no-cycles-between-domains). A domain's
// production file that imports another domain (#<domain> or a path inside it) is refused when that domain
// already reaches the importing one through the imports of its own production files, directly or through
// others. The graph is read from the files on disk once per ESLint process; the file being linted adds its
// own edge, so a new import that closes a loop is named where it is written.
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const MODULES = path.join(repoRoot, 'apps/server/src/modules');
/** Tests and test helpers may reach anything; they are not part of the domains' graph. */
const TEST_FILE = /(\.test\.tsx?|\.bench\.ts|\.testing\.ts)$|\/test\//;
const DOMAIN_IMPORT = /(?:from|import)\s*\(?\s*'#([a-z-]+)(?:\/[^']*)?'/g;

let graph;

function domainsOnDisk() {
  return fs
    .readdirSync(MODULES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}

function sourceFiles(folder) {
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !TEST_FILE.test(file) ? [file] : [];
  });
}

/** domain → the other domains its production files import. */
function domainGraph() {
  if (graph) return graph;
  const domains = new Set(domainsOnDisk());
  graph = new Map();
  for (const domain of domains) {
    const uses = new Set();
    for (const file of sourceFiles(path.join(MODULES, domain))) {
      for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(DOMAIN_IMPORT)) {
        if (domains.has(name) && name !== domain) uses.add(name);
      }
    }
    graph.set(domain, uses);
  }
  return graph;
}

/** The path from `from` to `to` (both included), or undefined when `to` cannot be reached. */
function pathBetween(from, to) {
  const seen = new Set([from]);
  const queue = [[from]];
  while (queue.length > 0) {
    const route = queue.shift();
    for (const next of domainGraph().get(route.at(-1)) ?? []) {
      if (next === to) return [...route, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...route, next]);
      }
    }
  }
  return undefined;
}

function domainOf(filename) {
  const relative = path.relative(MODULES, filename);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
}

export const noDomainCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses an import between server domains that closes a cycle.' },
    schema: [],
    messages: {
      cycle:
        'Domains import each other in a cycle ({{cycle}}): one of them must stop importing the other ' +
        '(move what both need to the one depended on, or to platform code).',
    },
  },
  create(context) {
    const importer = domainOf(context.filename);
    if (!importer || TEST_FILE.test(context.filename)) return {};
    const check = (source) => {
      const match = /^#([a-z-]+)(?:\/|$)/.exec(source?.value ?? '');
      const imported = match?.[1];
      if (!imported || imported === importer || !domainGraph().has(imported)) return;
      const back = pathBetween(imported, importer);
      if (back)
        context.report({
          node: source,
          messageId: 'cycle',
          data: { cycle: [importer, ...back].join(' → ') },
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
