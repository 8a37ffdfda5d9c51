import fc from 'fast-check';
import { hostileLeaf, hostileValue, PROTOTYPE_KEYS } from './hostile-values.ts';
import type { Access, Target } from './targets.ts';
import { validValue } from './valid-values.ts';
import type { Dictionary } from './valid-values.ts';
import { RawJson } from './wire.ts';

/**
 * What a request will carry, before the live parts are filled in at send time (the member's current
 * token, a signature over the exact bytes with the current time): see `runner.ts`.
 */
export type Credential =
  /** The right one for the route: the member's token, the operator token, a correct signature. */
  | { kind: 'valid' }
  | { kind: 'none' }
  /** A literal Authorization header: another scheme, a malformed or unknown token. */
  | { kind: 'header'; value: string }
  /** The member's live token where the operator's is expected. */
  | { kind: 'member-token' }
  /** Signed with another secret. */
  | { kind: 'wrong-secret' }
  /** Correctly signed, at this timestamp text (too old, in the future, not a number). */
  | { kind: 'timestamp'; value: string };

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; text: string; contentType: string | undefined };

export type Draft = {
  path: string;
  query: unknown;
  body: Body;
  credential: Credential;
  /** True when query and body were drawn from the schema alone (used to prove the handler was reached). */
  valid: boolean;
};

/** Bodies that are not JSON a parser accepts, or that stress the parser itself. */
const RAW_BODIES = [
  '',
  '{',
  '{"a":}',
  'nul',
  '[]',
  '"text"',
  '0',
  '{"a":1,"a":2}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '\ufeff{}',
  '{"a":1e99999}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  // Deeper than any recursive walk over the parsed body can go on the default stack.
  `${'['.repeat(400_000)}${']'.repeat(400_000)}`,
  `${'{"a":'.repeat(150_000)}1${'}'.repeat(150_000)}`,
  `{"pad":"${'x'.repeat(1_100_000)}"}`,
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'multipart/form-data; boundary=x',
  'application/xml',
];

/** Query strings a form never produces: repeated and prototype keys, broken percent escapes. */
const RAW_QUERIES = [
  '__proto__=1',
  '__proto__[admin]=1',
  'constructor=1&prototype=1',
  'page=1&page=2',
  'page=%',
  'reference=%E0%A4%A',
  'reference=%00',
  'reference=%ED%A0%80',
  '%00=1',
  '%ED%A0%80=1',
  'a'.repeat(10_240),
  `reference=${'9'.repeat(10_240)}`,
];

/** A path parameter in an OpenAPI path, e.g. `{id}`. */
const PATH_PARAM = /\{\w+\}/g;
const HOSTILE_PATH_VALUES = [
  '0',
  '-1',
  'abc',
  '1.5',
  '1e3',
  '99999999999999999999',
  '__proto__',
  ' ',
  '\u0000',
  'x'.repeat(2_000),
];

const credentials = (access: Access): fc.Arbitrary<Credential> => {
  const headers = fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer null',
    'Bearer x',
    `Bearer ${'A'.repeat(43)}`,
    `Bearer ${'A'.repeat(10_240)}`,
    'Basic dXNlcjpwYXNz',
    'Token abc',
    '__proto__',
  );
  const header = headers.map((value): Credential => ({ kind: 'header', value }));
  const none = fc.constant<Credential>({ kind: 'none' });
  const valid = fc.constant<Credential>({ kind: 'valid' });
  switch (access) {
    case 'member':
      return fc.oneof(
        { weight: 6, arbitrary: valid },
        { weight: 1, arbitrary: none },
        { weight: 1, arbitrary: header },
      );
    case 'public':
    case 'sandbox':
      // Public calls are sent with and without a member's token: neither may change what is allowed.
      return fc.oneof(
        { weight: 3, arbitrary: valid },
        { weight: 3, arbitrary: none },
        { weight: 1, arbitrary: header },
      );
    case 'operator':
    case 'backoffice':
      return fc.oneof(
        { weight: 6, arbitrary: valid },
        { weight: 1, arbitrary: none },
        { weight: 1, arbitrary: header },
        { weight: 1, arbitrary: fc.constant<Credential>({ kind: 'member-token' }) },
      );
    case 'provider':
    case 'gateway':
      return fc.oneof(
        { weight: 6, arbitrary: valid },
        { weight: 1, arbitrary: none },
        { weight: 1, arbitrary: fc.constant<Credential>({ kind: 'wrong-secret' }) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(
              '1',
              '-1',
              '1e10',
              '0001700000000',
              ' 1700000000',
              '99999999999999999999',
              'now',
              '',
            )
            .map((value): Credential => ({ kind: 'timestamp', value })),
        },
      );
  }
};

/**
 * The requests of one route: about a third valid by the schema (with values that exist in the
 * database mixed in), the rest hostile: a broken field, a missing one, an extra or prototype key, a
 * whole body of the wrong type, bytes that are not JSON, another content type.
 */
export function draftsFor(target: Target, dictionary: Dictionary): fc.Arbitrary<Draft> {
  const context = { dictionary };
  // A path's `{id}` is a small id that may exist in a valid draft, anything at all in a hostile one.
  const templates = fc.constantFrom(...target.paths);
  const fill = (values: fc.Arbitrary<string>) =>
    templates.chain((t) => values.map((v) => t.replace(PATH_PARAM, encodeURIComponent(v))));
  const path = fill(fc.integer({ min: 1, max: 5 }).map(String));
  const hostilePath = fill(fc.constantFrom(...HOSTILE_PATH_VALUES));
  const validQuery = target.query ? validValue(target.query, context) : fc.constant(undefined);
  const hostileQuery = target.query
    ? fc.oneof(
        { weight: 4, arbitrary: hostileValue(target.query, context) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES).map((text) => new RawJson(text)) },
      )
    : fc.oneof(
        fc.constant(undefined),
        fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, 'page', 'x'), hostileLeaf, { maxKeys: 2 }),
      );

  const json = (value: unknown): Body => ({ kind: 'json', value, contentType: 'application/json' });
  const hasBody = target.method === 'POST';
  const validBody = target.body
    ? validValue(target.body, context).map(json)
    : fc.constant<Body>({ kind: 'none' });
  const hostileBody: fc.Arbitrary<Body> = fc.oneof(
    { weight: 8, arbitrary: (target.body ? hostileValue(target.body, context) : hostileLeaf).map(json) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...RAW_BODIES),
          fc.constantFrom<string | undefined>('application/json', undefined),
        )
        .map(([text, contentType]): Body => ({ kind: 'raw', text, contentType })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          target.body ? validValue(target.body, context) : fc.constant({}),
          fc.constantFrom(...CONTENT_TYPES),
        )
        .map(([value, contentType]): Body => ({ kind: 'json', value, contentType })),
    },
  );

  const validDraft = fc.record({
    path,
    query: validQuery,
    body: validBody,
    credential: credentials(target.access),
  });
  // The query or the body broken, the other valid: each is judged on its own.
  const brokenQuery = fc.record({
    path,
    query: hostileQuery,
    body: validBody,
    credential: credentials(target.access),
  });
  const brokenBody = fc.record({
    path,
    query: validQuery,
    body: hostileBody,
    credential: credentials(target.access),
  });
  const brokenPath = fc.record({
    path: hostilePath,
    query: validQuery,
    body: validBody,
    credential: credentials(target.access),
  });
  const hostileDraft = fc.oneof(
    ...(hasBody ? [brokenQuery, brokenBody] : [brokenQuery]),
    ...(target.paths.some((p) => p.includes('{')) ? [brokenPath] : []),
  );
  return fc.oneof(
    { weight: 1, arbitrary: validDraft.map((d): Draft => ({ ...d, valid: true })) },
    { weight: 2, arbitrary: hostileDraft.map((d): Draft => ({ ...d, valid: false })) },
  );
}
