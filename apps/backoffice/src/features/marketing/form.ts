import { useState } from 'react';
import type { z } from 'zod';

/**
 * A marketing form checked with the contract's own schema before it is sent (docs/BACKOFFICE.md#marketing):
 * the Thai message of the first problem of each field is shown under that field, and nothing is sent
 * until there is none. The server checks the same schema again.
 */
export function useSchemaForm<S extends z.ZodType>(schema: S) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    errors,
    /** The parsed body, or null with the errors shown. */
    check(input: unknown): z.output<S> | null {
      const parsed = schema.safeParse(input);
      if (parsed.success) {
        setErrors({});
        return parsed.data;
      }
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        found[key] ??= issue.message;
      }
      setErrors(found);
      return null;
    },
  };
}

/** What an operator typed in a number box: a number, or undefined when empty (the schema says so in Thai). */
export function numberOf(text: string): number | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed === '' ? undefined : Number(trimmed);
}

/** A `datetime-local` value, read as Bangkok time, as ISO 8601 with its offset; null when empty. */
export function bangkokIso(local: string): string | null {
  if (!local) return null;
  return `${local.length === 16 ? `${local}:00` : local}+07:00`;
}
