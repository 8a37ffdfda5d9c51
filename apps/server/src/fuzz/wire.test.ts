import { describe, expect, it } from 'vitest';
import { encodeQueryText, objectWithKeys, RawJson, toJson, toQueryString } from './wire.ts';

describe('the fuzz suite’s wire format', () => {
  it('writes an own __proto__ key into the JSON, where an object literal would lose it', () => {
    const body = objectWithKeys([
      ['amount', 1],
      ['__proto__', { admin: true }],
    ]);
    expect(toJson(body)).toBe('{"amount":1,"__proto__":{"admin":true}}');
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
  });

  it('writes numbers a double cannot hold as the exact text', () => {
    expect(toJson({ amount: new RawJson('1e400'), n: [new RawJson('9007199254740993')] })).toBe(
      '{"amount":1e400,"n":[9007199254740993]}',
    );
  });

  it('keeps NUL and lone surrogates as JSON escapes', () => {
    expect(toJson({ a: 'x\u0000', b: '\ud800' })).toBe('{"a":"x\\u0000","b":"\\ud800"}');
  });

  it('percent-encodes a lone surrogate as the three bytes a careless client sends', () => {
    expect(encodeQueryText('\ud800')).toBe('%ED%A0%80');
    expect(encodeQueryText('a\u0000😀')).toBe('a%00%F0%9F%98%80');
  });

  it('writes arrays as repeated keys and objects as bracketed keys', () => {
    expect(toQueryString({ page: [1, 2], __x: { a: 'b' }, none: undefined })).toBe(
      '?page=1&page=2&__x%5Ba%5D=b',
    );
    expect(toQueryString({})).toBe('');
    expect(toQueryString(new RawJson('page=%'))).toBe('?page=%');
  });
});
