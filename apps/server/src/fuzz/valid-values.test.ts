import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  gameDemoRequest,
  gameLinkRequest,
  generateQrRequest,
  loginRequest,
  operatorRunRequest,
  resetPasswordRequest,
  rollbackRequest,
  winRequest,
  withdrawRequest,
} from '@ug99/contract';
import { hostileValue } from './hostile-values.ts';
import { validValue } from './valid-values.ts';
import type { JsonSchema } from './valid-values.ts';
import { RawJson } from './wire.ts';

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;

/** Contract schemas whose every rule the JSON schema states (no refinements), so zod must accept all. */
const PLAIN_SCHEMAS = {
  loginRequest,
  resetPasswordRequest,
  generateQrRequest,
  withdrawRequest,
  gameLinkRequest,
  gameDemoRequest,
  operatorRunRequest,
  winRequest,
  rollbackRequest,
};

describe('valid values drawn from a JSON schema', () => {
  it.each(Object.entries(PLAIN_SCHEMAS))('are accepted by the contract’s own %s', (_name, schema) => {
    const values = fc.sample(validValue(jsonSchemaOf(schema), { dictionary: {} }), { seed: 7, numRuns: 300 });
    const refused = values.filter((v) => !schema.safeParse(v).success);
    expect(refused).toEqual([]);
  });

  it('mix in the dictionary’s values for a field of that name', () => {
    const values = fc.sample(
      validValue(jsonSchemaOf(loginRequest), { dictionary: { username: ['0899999999'] } }),
      { seed: 7, numRuns: 200 },
    ) as Array<{ username: string }>;
    expect(values.some((v) => v.username === '0899999999')).toBe(true);
    expect(values.some((v) => v.username !== '0899999999')).toBe(true);
  });

  it('draw amounts in whole satang', () => {
    const amounts = fc
      .sample(validValue(jsonSchemaOf(generateQrRequest), { dictionary: {} }), { seed: 3, numRuns: 300 })
      .map((v) => (v as { amount: number }).amount);
    expect(
      amounts.every(
        (a) => Number.isInteger(Math.round(a * 100)) && Math.abs(a * 100 - Math.round(a * 100)) < 1e-6,
      ),
    ).toBe(true);
  });
});

describe('hostile values drawn from a JSON schema', () => {
  const samples = fc.sample(hostileValue(jsonSchemaOf(generateQrRequest), { dictionary: {} }), {
    seed: 11,
    numRuns: 3_000,
  });
  const leaves = (value: unknown): unknown[] =>
    value !== null && typeof value === 'object' && !(value instanceof RawJson)
      ? [value, ...Object.keys(value).flatMap((k) => leaves((value as Record<string, unknown>)[k]))]
      : [value];
  const all = samples.flatMap(leaves);
  const bodies = samples.filter((s): s is Record<string, unknown> => s !== null && typeof s === 'object');

  it.each([
    ['a NUL byte', (v: unknown) => typeof v === 'string' && v.includes('\u0000')],
    [
      'a lone surrogate',
      (v: unknown) =>
        typeof v === 'string' && /[\ud800-\udfff]/.test(v) && !/\p{Extended_Pictographic}/u.test(v),
    ],
    ['a 10 kB string', (v: unknown) => typeof v === 'string' && v.length >= 10_240],
    ['a negative amount', (v: unknown) => typeof v === 'number' && v < 0],
    [
      'a third decimal',
      (v: unknown) => typeof v === 'number' && Math.abs(v * 100 - Math.round(v * 100)) > 1e-6,
    ],
    ['a number beyond a double', (v: unknown) => v instanceof RawJson && v.text === '1e400'],
    ['a huge number', (v: unknown) => typeof v === 'number' && v >= 1e21],
    ['the wrong type', (v: unknown) => typeof v === 'boolean' || Array.isArray(v)],
  ])('include %s', (_name, test) => {
    expect(all.some(test)).toBe(true);
  });

  it('include bodies with a prototype key, an extra key and a missing required field', () => {
    expect(bodies.some((b) => Object.hasOwn(b, '__proto__'))).toBe(true);
    expect(bodies.some((b) => Object.hasOwn(b, 'constructor'))).toBe(true);
    expect(bodies.some((b) => Object.hasOwn(b, 'prototype'))).toBe(true);
    expect(
      bodies.some(
        (b) =>
          Object.hasOwn(b, 'amount') && Object.hasOwn(b, 'channel_id') && !Object.hasOwn(b, 'sub_channel_id'),
      ),
    ).toBe(true);
  });
});
