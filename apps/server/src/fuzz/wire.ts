/**
 * How the fuzz suite writes values on the wire. JSON.stringify cannot write everything a hostile
 * client can: a number beyond a double (`1e400`), a number with more digits than a double keeps, or an
 * own `__proto__` key. Those are written by hand here.
 */

/** JSON text written as is, e.g. `1e400` or `123456789012345678901234567890`. */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * An object whose keys are exactly `entries`, `__proto__` included as an own key (an object literal
 * would set the prototype instead, and the key would vanish from the JSON).
 */
export function objectWithKeys(entries: Array<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Like JSON.stringify, plus RawJson; a string with a lone surrogate stays a `\udXXX` escape. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const parts = Object.keys(value).map(
      (key) => `${JSON.stringify(key)}:${toJson((value as Record<string, unknown>)[key])}`,
    );
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Percent-encodes text for a query string. A lone surrogate has no UTF-8 form (encodeURIComponent
 * throws), so it is written as the three bytes a careless encoder would send (WTF-8, e.g. %ED%A0%80).
 */
export function encodeQueryText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const next = text.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/** A query value as text: arrays repeat the key, objects use `key[sub]`, RawJson is written as is. */
function queryPairs(key: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(key, item));
  if (value instanceof RawJson) return [`${encodeQueryText(key)}=${encodeQueryText(value.text)}`];
  if (value !== null && typeof value === 'object') {
    return Object.keys(value).flatMap((sub) =>
      queryPairs(`${key}[${sub}]`, (value as Record<string, unknown>)[sub]),
    );
  }
  const text = typeof value === 'string' ? value : String(value);
  return [`${encodeQueryText(key)}=${encodeQueryText(text)}`];
}

/** `?a=1&b=2` for an object of query values ('' when there is nothing to send); a raw string as is. */
export function toQueryString(query: unknown): string {
  if (query instanceof RawJson) return `?${query.text}`;
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return '';
  const pairs = Object.keys(query).flatMap((key) => queryPairs(key, (query as Record<string, unknown>)[key]));
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
