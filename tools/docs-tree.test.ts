import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// README.md's Layout block and docs/ARCHITECTURE.md's server map are how a newcomer finds things, so they
// must match the tree: every path they name exists, and nothing at the top of the repository or among the
// server's domains is left out of them. A path may hold a `<name>` segment, which stands for every folder
// found there.
const root = path.resolve(import.meta.dirname, '..');
const serverSrc = path.join(root, 'apps/server/src');
const modulesDir = path.join(serverSrc, 'modules');

const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const architecture = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');

/** The text under a `## ` heading, up to the next one. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`heading "${heading}" not found`);
  const next = markdown.indexOf('\n## ', start + heading.length + 2);
  return markdown.slice(start, next < 0 ? undefined : next);
}

/** The lines of the first fenced block in a section. */
function firstCodeBlock(text: string): string[] {
  const match = /```[^\n]*\n([\s\S]*?)```/.exec(text);
  if (!match?.[1]) throw new Error('no code block found');
  return match[1].split('\n').filter((line) => line.trim() !== '');
}

type Entry = { heads: string[]; text: string };

/** A block line that starts at column 0 opens an entry: its name or `a, b` names, then a description. */
function entries(lines: string[]): Entry[] {
  const found: Entry[] = [];
  for (const line of lines) {
    const last = found.at(-1);
    if (/^\s/.test(line) && last) {
      last.text += ` ${line.trim()}`;
      continue;
    }
    const head = /^[^\s,]+(?:, [^\s,]+)*/.exec(line)?.[0] ?? '';
    found.push({ heads: head.split(', '), text: line.slice(head.length).trim() });
  }
  return found;
}

/** Folder paths (`a/b/`, `a/b`) and file names (`x.ts`) written in prose; `SIGINT/SIGTERM` is not one. */
function pathsIn(text: string): string[] {
  const pattern = /(?<![\w/#@.-])(?:[\w.<>-]+\/)+[\w.<>-]*|(?<![\w/#@.-])[\w-]+\.(?:ts|tsx|mjs|md|json)\b/g;
  return [...text.matchAll(pattern)].map((m) => m[0].replace(/[.]$/, '')).filter((p) => /[a-z]/.test(p));
}

function isDir(file: string): boolean {
  return existsSync(file) && statSync(file).isDirectory();
}

/** Whether a path exists under `base`; a `<name>` segment must hold for every folder in its place. */
function existsUnder(base: string, relative: string): boolean {
  const [segment, ...rest] = relative.split('/');
  if (segment === undefined || segment === '') return isDir(base);
  if (/^<[\w-]+>$/.test(segment)) {
    if (!isDir(base)) return false;
    const folders = readdirSync(base).filter((name) => isDir(path.join(base, name)));
    return folders.length > 0 && folders.every((name) => existsUnder(path.join(base, name), rest.join('/')));
  }
  const next = path.join(base, segment);
  return rest.length === 0 ? existsSync(next) : existsUnder(next, rest.join('/'));
}

function missingPaths(list: Entry[], headBase: string, fallbacks: string[]): string[] {
  const missing: string[] = [];
  for (const { heads, text } of list) {
    for (const head of heads) {
      if (!existsUnder(headBase, head)) missing.push(head);
    }
    for (const named of pathsIn(text)) {
      const underHead = heads.some((head) => head.endsWith('/') && existsUnder(headBase, head + named));
      if (!underHead && !fallbacks.some((base) => existsUnder(base, named))) {
        missing.push(`${named} (in ${heads.join(', ')})`);
      }
    }
  }
  return missing;
}

function ignoredNames(): Set<string> {
  const lines = readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n');
  return new Set(lines.map((l) => l.trim().replace(/\/$/, '')).filter((l) => l && !/[*!/]/.test(l)));
}

/** Sub-folders, leaving out tool-made ones such as `__snapshots__` and hidden ones. */
function foldersOf(dir: string): string[] {
  return readdirSync(dir).filter((name) => !/^[._]/.test(name) && isDir(path.join(dir, name)));
}

const domains = foldersOf(modulesDir);
const layout = entries(firstCodeBlock(section(readme, '## Layout')));
const serverSection = section(architecture, '## Server (`apps/server/src`)');
const serverMap = entries(firstCodeBlock(serverSection));

type DomainRow = { alias: string; folders: string[]; exports: string[] };

/** The rows of the domain table in docs/ARCHITECTURE.md's server section. */
function domainRows(): DomainRow[] {
  const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
  return serverSection
    .split('\n')
    .filter((line) => line.startsWith('| `#'))
    .map((line) => {
      const [alias = '', folders = '', exports = ''] = line.split('|').slice(1, 4);
      return { alias: ticked(alias)[0] ?? '', folders: ticked(folders), exports: ticked(exports) };
    });
}

describe("README.md's Layout block", () => {
  it('names only folders and files that exist', () => {
    expect(missingPaths(layout, root, [root])).toEqual([]);
  });

  it('names every top-level folder of the repository and every app and package', () => {
    const ignored = ignoredNames();
    const topLevel = foldersOf(root).filter((name) => !name.startsWith('.') && !ignored.has(name));
    const nested = ['apps', 'packages'].flatMap((parent) =>
      foldersOf(path.join(root, parent)).map((name) => `${parent}/${name}`),
    );
    const heads = layout.flatMap((e) => e.heads);
    const absent = [...topLevel, ...nested].filter(
      (folder) => !heads.some((head) => head === `${folder}/` || head.startsWith(`${folder}/`)),
    );
    expect(absent).toEqual([]);
  });

  it('names every server domain', () => {
    const text = layout.map((e) => e.text).join(' ');
    expect(domains.filter((domain) => !new RegExp(`\\b${domain}\\b`).test(text))).toEqual([]);
  });
});

describe("docs/ARCHITECTURE.md's server map", () => {
  it('names only folders and files that exist', () => {
    expect(missingPaths(serverMap, serverSrc, [serverSrc, root])).toEqual([]);
  });

  it('names every folder and every non-test file at the top of apps/server/src', () => {
    const named = new Set(serverMap.flatMap((e) => e.heads.map((h) => h.replace(/\/.*$/, '/'))));
    const present = readdirSync(serverSrc)
      .filter((name) => !name.endsWith('.test.ts'))
      .map((name) => (isDir(path.join(serverSrc, name)) ? `${name}/` : name));
    expect(present.filter((name) => !named.has(name))).toEqual([]);
  });

  it('has one row per domain, naming its folder and every sub-folder', () => {
    const rows = domainRows();
    const rowFolders = rows.map((row) => row.folders[0]);
    expect(domains.filter((domain) => !rowFolders.includes(`modules/${domain}/`))).toEqual([]);
    const unnamed: string[] = [];
    for (const row of rows) {
      const [folder = '', ...subFolders] = row.folders;
      const dir = path.join(serverSrc, folder);
      if (!isDir(dir)) unnamed.push(`${folder} (no such folder)`);
      else {
        for (const sub of foldersOf(dir))
          if (!subFolders.includes(`${sub}/`)) unnamed.push(`${folder}${sub}/`);
      }
      for (const sub of subFolders)
        if (!isDir(path.join(dir, sub))) unnamed.push(`${folder}${sub} (no such folder)`);
    }
    expect(unnamed).toEqual([]);
  });

  it("lists only names each domain's index.ts exports, under the alias that resolves to it", () => {
    const imports = (
      JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as {
        imports: Record<string, string>;
      }
    ).imports;
    const wrong: string[] = [];
    for (const { alias, folders, exports } of domainRows()) {
      const index = `./src/${folders[0] ?? ''}index.ts`;
      if (imports[alias] !== index) wrong.push(`${alias} does not resolve to ${index}`);
      const indexFile = path.join(serverSrc, folders[0] ?? '', 'index.ts');
      const source = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '';
      const exported = new Set(
        [...source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((m) =>
          (m[1] ?? '').split(',').map(
            (name) =>
              name
                .trim()
                .split(/\s+as\s+/)
                .at(-1) ?? '',
          ),
        ),
      );
      for (const name of exports.filter((e) => /^[A-Za-z_$][\w$]*$/.test(e))) {
        if (!exported.has(name)) wrong.push(`${alias} does not export ${name}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names only paths that exist in the rest of the server section', () => {
    const prose = serverSection
      .replace(/```[\s\S]*?```/, '')
      .split('\n')
      .filter((line) => !line.startsWith('|'))
      .join('\n');
    const ticked = [...prose.matchAll(/`([^`\s]+)`/g)].map((m) => m[1] ?? '');
    const paths = ticked.filter((t) => t.includes('/') && !t.startsWith('#') && !t.startsWith('./'));
    const missing = paths.filter((p) => ![serverSrc, root].some((base) => existsUnder(base, p)));
    expect(missing).toEqual([]);
  });
});
