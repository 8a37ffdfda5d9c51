// Each domain owns its tables (docs/ARCHITECTURE.md#each-domain-owns-its-tables). A schema file
// (apps/server/src/db/schema/<file>.ts) belongs to one domain, or to the platform; only that owner's
// production files import it, and nobody imports the barrel (schema/index.ts), which would hide whose
// tables a file reads. Raw SQL (a `sql` template or `sql.raw`) naming a table after from, join, into or
// update is held to the same owners, since no import shows it. Another domain reads them through a
// function the owner exports from its index. Tests, test helpers and db/ itself (the client, migrations)
// are not checked.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(repoRoot, 'apps/server/src');
const PLATFORM = 'platform';

/** Schema file → the domain that owns its tables ('platform': shared/ code every domain calls). */
export const TABLE_OWNERS = {
  affiliate: 'affiliate',
  agents: PLATFORM, // shared/agents.ts: the agent lookup every domain uses
  approvals: 'backoffice',
  audit: PLATFORM, // the operator audit log every domain's operator actions write
  broadcasts: 'backoffice', // the operators' announcements to members (docs/NOTIFICATIONS.md)
  backoffice: 'backoffice',
  cashback: 'cashback',
  columns: PLATFORM, // column helpers of the schema files, no table
  content: 'content',
  coupons: 'coupons',
  'flagged-deposits': 'payments',
  'free-credit': 'wallets',
  games: 'games',
  inbox: 'notifications',
  ledger: 'ledger',
  line: 'notifications',
  lotto: 'lotto',
  'lotto-number-sets': 'lotto',
  'member-notes': 'members', // operators' notes on a member: the back office writes them through #members
  'member-promotions': 'promotions',
  members: 'members',
  'payment-accounts': 'payments',
  payments: 'payments',
  payouts: 'payments',
  points: 'points',
  polls: 'polls',
  promotions: 'promotions',
  push: 'notifications',
  quests: 'quests',
  'responsible-gaming': 'responsible-gaming',
  shop: 'shop',
  'value-controls': 'backoffice',
  vip: 'vip',
  wheel: 'wheel',
};

/**
 * Reads of another owner's tables written before this rule, file (from apps/server/src) → schema files.
 * The list only shrinks: boundaries.test.ts fails when an entry is no longer needed, and anything not
 * listed is refused. Each entry is a read to move behind a function of the owner's index, except the
 * seed's: the platform's start-up seeding writes each domain's first rows in one transaction
 * (docs/ARCHITECTURE.md#each-domain-owns-its-tables).
 */
export const READS_STILL_TO_MOVE = {
  'seed/seed-data.ts': ['content', 'payment-accounts', 'promotions'],
  'seed/seed.ts': ['content', 'payment-accounts', 'promotions'],
};

/** Table name → the schema file that declares it (`pgTable('name', …)`), read from db/schema/. */
export const SCHEMA_FILE_OF_TABLE = Object.fromEntries(
  readdirSync(path.join(SERVER, 'db/schema'))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .flatMap((file) =>
      [
        ...readFileSync(path.join(SERVER, 'db/schema', file), 'utf8').matchAll(/pgTable\(\s*'([a-z0-9_]+)'/g),
      ].map(([, table]) => [table, file.slice(0, -'.ts'.length)]),
    ),
);

/**
 * The tables a piece of raw SQL names after from, join, into or update; quoted literals and comments are
 * left out, and each interpolation (`${…}`, a drizzle table or a parameter) is a gap.
 */
export function tablesNamedIn(text) {
  const plain = text
    .toLowerCase()
    .replace(/--[^\n]*/g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''");
  const named = [...plain.matchAll(/\b(?:from|join|into|update)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)/g)].map(
    ([, table]) => table,
  );
  // `from a, b`: the tables after the first of a comma-separated from list, up to the clause's end.
  for (const [, list] of plain.matchAll(
    /\bfrom\s+([^;()]*?)(?=\b(?:where|group|order|limit|having|union|join|left|right|inner|full|cross|on|returning)\b|[;()]|$)/g,
  )) {
    for (const item of list.split(',').slice(1)) {
      const table = /^\s*(?:only\s+)?"?([a-z_][a-z0-9_]*)/.exec(item)?.[1];
      if (table) named.push(table);
    }
  }
  return named.filter((table) => table in SCHEMA_FILE_OF_TABLE);
}

/** The raw text of a `sql` template or of `sql.raw('…')`, gaps for interpolations; undefined for other code. */
function rawSqlOf(node) {
  if (node.type === 'TaggedTemplateExpression' && node.tag.type === 'Identifier' && node.tag.name === 'sql')
    return node.quasi.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ');
  const callee = node.type === 'CallExpression' ? node.callee : undefined;
  if (
    callee?.type !== 'MemberExpression' ||
    callee.object.type !== 'Identifier' ||
    callee.object.name !== 'sql' ||
    callee.property.type !== 'Identifier' ||
    callee.property.name !== 'raw'
  )
    return undefined;
  const [argument] = node.arguments;
  if (argument?.type === 'Literal' && typeof argument.value === 'string') return argument.value;
  if (argument?.type === 'TemplateLiteral')
    return argument.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ');
  return undefined;
}

const TEST_FILE = /(\.test\.tsx?|\.bench\.ts|\.testing\.ts)$/;
const NOT_CHECKED = /^(testing|fuzz|db)\/|\/test\//;

/** The importing file's side: a domain name, 'platform' for platform code, or undefined (entry points). */
function ownerOf(relative) {
  const [top, second] = relative.split('/');
  if (top === 'modules') return second;
  if (['shared', 'http', 'throttle', 'jobs'].includes(top)) return PLATFORM;
  return undefined;
}

export const ownTables = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Refuses an import of another domain's tables or of the schema barrel, and raw SQL naming another domain's table.",
    },
    schema: [],
    messages: {
      barrel:
        "Import the table's own schema file (#db/schema/<file>.ts), not the barrel: it names whose tables these are.",
      foreign:
        "{{file}}.ts holds {{owner}}'s tables: only {{owner}} imports it; read them through a function of {{owner}}'s index.",
      unknown: '{{file}}.ts has no owner: give it one in tools/eslint/table-owners.js.',
      foreignSql:
        "{{table}} is {{owner}}'s table ({{file}}.ts): only {{owner}}'s SQL names it; read or write it through a function of {{owner}}'s index.",
    },
  },
  create(context) {
    const relative = path.relative(SERVER, context.filename).split(path.sep).join('/');
    if (relative.startsWith('..') || TEST_FILE.test(relative) || NOT_CHECKED.test(relative)) return {};
    const importer = ownerOf(relative);
    const stillToMove = READS_STILL_TO_MOVE[relative] ?? [];
    const check = (source) => {
      const file = /^#db\/schema\/([a-z-]+)\.ts$/.exec(source?.value ?? '')?.[1];
      if (!file) return;
      if (file === 'index') return context.report({ node: source, messageId: 'barrel' });
      const owner = TABLE_OWNERS[file];
      if (!owner) return context.report({ node: source, messageId: 'unknown', data: { file } });
      if (owner === importer || owner === PLATFORM || stillToMove.includes(file)) return;
      context.report({ node: source, messageId: 'foreign', data: { file, owner } });
    };
    const checkSql = (node) => {
      const text = rawSqlOf(node);
      if (text === undefined) return;
      for (const table of new Set(tablesNamedIn(text))) {
        const file = SCHEMA_FILE_OF_TABLE[table];
        const owner = TABLE_OWNERS[file];
        if (!owner) context.report({ node, messageId: 'unknown', data: { file } });
        else if (owner !== importer && owner !== PLATFORM)
          context.report({ node, messageId: 'foreignSql', data: { table, owner, file } });
      }
    };
    return {
      TaggedTemplateExpression: checkSql,
      CallExpression: checkSql,
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};
