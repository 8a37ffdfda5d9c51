import type { z } from 'zod';
import { containsUnsafeText } from '#http/unsafe-text.ts';

/**
 * A gateway's JSON event read against its schema, or null: not JSON, text the database cannot store
 * (NUL, a lone surrogate: malformed, not a fault, http/unsafe-text.ts), or not of the schema.
 */
export function readEvent<T extends z.ZodType>(rawBody: string, schema: T): z.infer<T> | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (containsUnsafeText(json)) return null;
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
