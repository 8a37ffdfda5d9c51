import fc from 'fast-check';
import { validValue } from './valid-values.ts';
import type { Dictionary, JsonSchema } from './valid-values.ts';
import { objectWithKeys, RawJson } from './wire.ts';

/**
 * Values no official client sends. Every one of them must be answered with a 4xx or a business refusal
 * (HTTP 200, `error != 0`), never a 5xx, and must write nothing (docs/SECURITY.md).
 */
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '0812345678\u0000',
  '\ud800',
  'x\udfff',
  '\ud83d',
  'สมชาย\ud800',
  '',
  ' ',
  '\t\n',
  'a'.repeat(10_240),
  'ก'.repeat(10_240),
  '😀'.repeat(2_560),
  '0',
  '-1',
  '1e400',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  "' or 1=1 --",
  '"; drop table members; --',
  '%00',
  '%ud800',
  '../../../../etc/passwd',
  '\u202eevil',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'toString',
];

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  -0.01,
  0.001,
  1.005,
  12.345,
  99.999,
  0.1 + 0.2,
  100_000_000.01,
  1e21,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
];

/** Numbers a double cannot hold, written as JSON text. */
const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '9007199254740993',
  '1.00000000000000000001',
  '0.0000000000000000000000001',
  '-0.0',
  '1E2',
];

/** Keys that would reach Object.prototype if anything merged the body into an object naively. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

const deeplyNested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** A single hostile value of any type: the wrong type for most fields, a hostile one for the rest. */
export const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      true,
      false,
      null,
      [],
      {},
      ['0812345678'],
      { $ne: null },
      { $gt: '' },
      deeplyNested(64),
      objectWithKeys([['__proto__', { admin: true }]]),
      objectWithKeys([['constructor', { prototype: { admin: true } }]]),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0xd800, max: 0xdfff }).map(String.fromCharCode),
      minLength: 1,
      maxLength: 3,
    }),
  },
);

type Context = { dictionary: Dictionary };

/** Just outside what the schema allows: one too long, below the minimum, a third decimal. */
function boundaryViolations(schema: JsonSchema): unknown[] {
  const out: unknown[] = [];
  if (schema.maxLength !== undefined) out.push('9'.repeat(schema.maxLength + 1));
  if (schema.minLength !== undefined && schema.minLength > 0) out.push('9'.repeat(schema.minLength - 1));
  if (schema.pattern) out.push('0812345678x', '๐๘๑๒๓๔๕๖๗๘', ' 0812345678');
  const minimum = schema.minimum ?? schema.exclusiveMinimum;
  if (minimum !== undefined) out.push(minimum - 1, schema.exclusiveMinimum ?? minimum - 0.5);
  if (schema.maximum !== undefined) out.push(schema.maximum + 1, schema.maximum + 0.01);
  if (schema.multipleOf !== undefined) out.push(schema.multipleOf / 10 + 1, 10.005, -10);
  if (schema.type === 'integer') out.push(1.5, '1', new RawJson('1.0'));
  if (schema.enum) out.push(`${String(schema.enum[0])} `, String(schema.enum[0]).toUpperCase() + 'X');
  return out;
}

/**
 * A value for `schema` that breaks it somewhere: the whole value replaced, one field of an object (at
 * any depth) replaced, a required field dropped, an extra or prototype key added, an item of an array.
 */
export function hostileValue(schema: JsonSchema, context: Context): fc.Arbitrary<unknown> {
  const options: Array<fc.WeightedArbitrary<unknown>> = [{ weight: 2, arbitrary: hostileLeaf }];
  const near = boundaryViolations(schema);
  if (near.length > 0) options.push({ weight: 2, arbitrary: fc.constantFrom(...near) });
  const objectSchema = schema.type === 'object' || schema.properties ? schema : undefined;
  if (objectSchema) options.push({ weight: 6, arbitrary: hostileObject(objectSchema, context) });
  // A choice (a limit or null, an object or null): each branch broken in its own ways.
  for (const choice of schema.anyOf ?? schema.oneOf ?? []) {
    if (choice.type === 'null') continue;
    const weight = choice.type === 'object' || choice.properties ? 6 : 2;
    options.push({ weight, arbitrary: hostileValue(choice, context) });
  }
  if (schema.type === 'array') {
    const item = schema.items ?? {};
    options.push({
      weight: 2,
      arbitrary: fc.oneof(
        fc
          .tuple(fc.array(validValue(item, context), { maxLength: 2 }), hostileValue(item, context))
          .map(([items, bad]) => [...items, bad]),
        fc.constant(Array.from({ length: (schema.maxItems ?? 32) + 1 }, () => 'x')),
      ),
    });
  }
  return fc.oneof(...options);
}

function hostileObject(schema: JsonSchema, context: Context): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const valid = validValue(schema, context).map((v) => (v && typeof v === 'object' ? v : {})) as fc.Arbitrary<
    Record<string, unknown>
  >;
  const options: Array<fc.Arbitrary<unknown>> = [];
  if (properties.length > 0) {
    // One field replaced by something hostile for that field (recursively for nested objects).
    options.push(
      fc
        .constantFrom(...properties)
        .chain(([name, property]) => fc.tuple(valid, fc.constant(name), hostileValue(property, context)))
        .map(([body, name, bad]) => replaceKey(body, name, bad)),
    );
  }
  const required = schema.required ?? [];
  if (required.length > 0) {
    options.push(
      fc
        .tuple(valid, fc.constantFrom(...required))
        .map(([body, name]) => objectWithKeys(Object.entries(body).filter(([key]) => key !== name))),
    );
  }
  // An extra key: an unknown name, or one that would reach the prototype of a naive merge.
  const extraKey = fc.oneof(
    fc.constantFrom(
      ...PROTOTYPE_KEYS,
      'toString',
      'hasOwnProperty',
      'valueOf',
      'isAdmin',
      'a\u0000b',
      '\ud800',
      'member_id',
      'balance',
    ),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  );
  options.push(
    fc
      .tuple(
        valid,
        extraKey,
        fc.oneof(hostileLeaf, fc.constant({ admin: true }), fc.jsonValue({ maxDepth: 1 })),
      )
      .map(([body, key, value]) => objectWithKeys([...Object.entries(body), [key, value]])),
  );
  return fc.oneof(...options);
}

function replaceKey(body: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  const entries = Object.entries(body).filter(([key]) => key !== name);
  return objectWithKeys([...entries, [name, value]]);
}
