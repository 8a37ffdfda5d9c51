// The import boundaries rule: a plain ESLint rule that checks each import against the policies stated in
// boundaries.js (docs/ARCHITECTURE.md#import-rules). Every file is classified once by its path from the
// repository root: its element (the first element whose folder holds it, with the folder names it
// captures) and its category (the first file pattern that matches). The globs are compiled to regular
// expressions when the configuration loads, a file's class is kept for the ESLint process, and the policies
// that apply to the importing file are chosen once per file: an import then costs a resolution and a few
// comparisons.
//
// How an import is judged: the policies are read in order and the last one that matches decides; inside
// one policy a matching refusal wins over a matching allowance; an import that no policy matches is
// refused. Only imports of the repository's own files under the included folders are judged: a package
// reached by its name, a file that does not exist, and a file outside those folders are not.
import path from 'node:path';
import { resolveImport } from './resolve-import.js';

/** A glob segment (`*`, `{a,b}`) as a regular expression; `*` captures what it matched. */
function segmentSource(segment) {
  return segment
    .split(/(\*|\{[^}]*\})/)
    .map((part) => {
      if (part === '*') return '([^/]*)';
      if (part.startsWith('{')) return `(?:${part.slice(1, -1).split(',').map(escape).join('|')})`;
      return escape(part);
    })
    .join('');
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A glob over a path from the repository root, as a regular expression: `**` is any number of folders,
 * `*` any name inside one (captured, in order), `{a,b}` either. No pattern here names a dot folder, and a
 * path with one is outside the included folders anyway (see `isIncluded`).
 */
export function globToRegExp(glob) {
  const segments = glob.split('/');
  const source = segments
    .map((segment, i) => {
      const last = i === segments.length - 1;
      if (segment === '**') return last ? '.*' : '(?:[^/]*/)*';
      return segmentSource(segment) + (last ? '' : '/');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const globs = (pattern) => [pattern].flat().map(globToRegExp);
const list = (value) => (value === undefined ? undefined : [value].flat());

/**
 * A compiled side of a policy (`from`, or an entry's `to`): `element.type` (one or several), `element.same`
 * / `element.other` (a captured folder name equal to / different from the importing file's), and
 * `file.categories` (one or several, or `{ noneOf }`). A side names only what it constrains.
 */
function compileSide(side = {}) {
  const types = list(side.element?.type);
  const same = side.element?.same;
  const other = side.element?.other;
  const categories = side.file?.categories;
  const noneOf = categories?.noneOf;
  const anyOf = noneOf ? undefined : list(categories);
  return (entity, from) =>
    (!types || types.includes(entity.type)) &&
    (!same || (entity.captured[same] !== undefined && entity.captured[same] === from.captured[same])) &&
    (!other || entity.captured[other] !== from.captured[other]) &&
    (!anyOf || anyOf.includes(entity.category)) &&
    (!noneOf || !noneOf.includes(entity.category));
}

/** A file's class in the words of a refusal that no policy states. */
function describe(entity) {
  const captured = Object.entries(entity.captured)
    .map(([key, value]) => `${key}="${value}"`)
    .join(', ');
  return [
    `file of category "${entity.category}"`,
    entity.type ? ` belonging to elements of type "${entity.type}"` : '',
    captured ? ` and captured values: ${captured}` : '',
  ].join('');
}

/**
 * The rule for a configuration: `root` (absolute), `include` (globs of the checked files), `elements`
 * ({ type, folder, capture? }: the first whose folder glob holds the file; `capture` names the folder
 * its `*` matched), `files` ({ category, pattern }: the first that matches), `policies` ({ from, allow?,
 * disallow?, message? }, each entry `{ to }`).
 */
export function importBoundaries({ root, include, elements, files, policies }) {
  const included = globs(include);
  const elementMatchers = elements.map(({ type, folder, capture }) => ({
    type,
    capture,
    regExp: globToRegExp(`${folder}/**/*`),
  }));
  const fileMatchers = files.map(({ category, pattern }) => ({ category, regExps: globs(pattern) }));
  const compiled = policies.map((policy) => ({
    from: compileSide(policy.from),
    allow: (policy.allow ?? []).map((entry) => compileSide(entry.to)),
    disallow: (policy.disallow ?? []).map((entry) => compileSide(entry.to)),
    message: policy.message,
  }));

  /** Absolute path → its class ({ type, captured, category }), or null when it is not checked. */
  const classes = new Map();
  function classify(file) {
    if (classes.has(file)) return classes.get(file);
    const relative = path.relative(root, file).split(path.sep).join('/');
    let entity = null;
    const checked =
      !relative.startsWith('..') &&
      !relative.split('/').some((segment) => segment.startsWith('.') || segment === 'node_modules') &&
      included.some((regExp) => regExp.test(relative));
    if (checked) {
      const element = elementMatchers.find(({ regExp }) => regExp.test(relative));
      const category = fileMatchers.find(({ regExps }) => regExps.some((regExp) => regExp.test(relative)));
      if (element || category) {
        const match = element?.regExp.exec(relative);
        entity = {
          type: element?.type,
          captured: element?.capture ? { [element.capture]: match[1] } : {},
          category: category?.category,
        };
      }
    }
    classes.set(file, entity);
    return entity;
  }

  return {
    meta: {
      type: 'problem',
      docs: {
        description: 'Checks each import against the import boundaries of tools/eslint/boundaries.js.',
      },
      schema: [],
    },
    create(context) {
      const from = classify(context.filename);
      if (!from) return {};
      const applying = compiled.filter((policy) => policy.from(from, from));
      const check = (node) => {
        if (typeof node.value !== 'string') return;
        const target = resolveImport(node.value, context.filename);
        const to = target && classify(target);
        if (!to) return;
        let decision;
        for (const policy of applying) {
          if (policy.disallow.some((matches) => matches(to, from))) decision = policy;
          else if (policy.allow.some((matches) => matches(to, from))) decision = 'allowed';
        }
        if (decision === 'allowed') return;
        context.report({
          node,
          message:
            decision?.message ??
            `There is no policy allowing dependencies from ${describe(from)} to ${describe(to)}`,
        });
      };
      const source = (node) => {
        if (node.source?.type === 'Literal') check(node.source);
      };
      return {
        ImportDeclaration: source,
        ExportAllDeclaration: source,
        ExportNamedDeclaration: source,
        ImportExpression: source,
        'CallExpression[callee.name=require] > Literal': check,
      };
    },
  };
}
