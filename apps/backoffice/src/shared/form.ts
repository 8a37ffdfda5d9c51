import { useState, type ChangeEvent } from 'react';
import { z } from 'zod';

// A message zod writes itself (a number box left with letters, a value past its schema's limit) reads in
// Thai like the contract's own messages do.
z.config(z.locales.th());

/** Field names whose value is text, the ones a text box edits. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * The back office's one form hook (docs/BACKOFFICE.md#how-it-is-built): the form's values as typed,
 * and a check with a zod schema (the contract's request schema, or one the screen builds from it) before
 * anything is sent. The Thai message of the first problem of each field is shown under that field, and
 * nothing is sent until there is none. The server checks the same schema again.
 */
export function useContractForm<S extends z.ZodType, V extends Record<string, unknown>>(
  schema: S,
  initial: V,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value }));
  const bind = <K extends TextKey<V>>(key: K) => ({
    value: values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value as V[K]),
  });
  return {
    values,
    set,
    errors,
    /** Back to the first values, with no problem shown (a form that switches what it asks for). */
    reset() {
      setValues(initial);
      setErrors({});
    },
    /** The first problem found, for a form that says one message above its buttons instead of under fields. */
    problem: Object.values(errors)[0] ?? null,
    /** A text box's value, its change and its error (under `errorKey` when the body names it otherwise). */
    text: <K extends TextKey<V>>(key: K, errorKey: string = key) => ({
      ...bind(key),
      error: errors[errorKey],
    }),
    /** A text box's value and its change, for a form that says its problem in one message (`problem`). */
    bind,
    /** The same for a text area (`TextArea`), whose change is the text itself. */
    area: <K extends TextKey<V>>(key: K, errorKey: string = key) => ({
      value: values[key] as string,
      onChange: (value: string) => set(key, value as V[K]),
      error: errors[errorKey],
    }),
    /** The parsed body, or null with the errors shown. */
    check(input: unknown): z.output<S> | null {
      const parsed = schema.safeParse(input);
      if (parsed.success) {
        setErrors({});
        return parsed.data;
      }
      // Each problem under its field's name, and under its whole path too when it is inside a list
      // (`rates.0.min`), for a form that edits a row of fields per item.
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        found[String(issue.path[0] ?? '')] ??= issue.message;
        if (issue.path.length > 1) found[issue.path.map(String).join('.')] ??= issue.message;
      }
      setErrors(found);
      return null;
    },
  };
}

/** A schema for a reason the operator must give, with the back office's Thai message. */
export const requiredText = (message: string) => z.string().trim().min(1, message);

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
