import { z } from 'zod';
import type { Fail } from './envelope.ts';

const successOf = <T extends z.ZodType>(data: T) =>
  z.object({ error: z.literal(0), data, message: z.string() });

/** Failure envelope: a non-zero code from ERRORS and a Thai message the member can act on. */
export const failEnvelope = z.object({
  error: z.number().int().positive(),
  data: z.null(),
  message: z.string(),
  request_id: z.string().optional(),
}) satisfies z.ZodType<Fail>;

const answerOf = <T extends z.ZodType>(data: T) => z.union([okEnvelope(data), failEnvelope]);

/**
 * Each data schema's envelopes are built once and shared: schemas are immutable values, and building a
 * Zod object is not free (the server builds one per route each time it assembles an app, which a test
 * run does hundreds of times, and the response cache one per refill).
 */
const built = { ok: new WeakMap<z.ZodType, unknown>(), answer: new WeakMap<z.ZodType, unknown>() };

function once<T extends z.ZodType, S>(cache: WeakMap<z.ZodType, unknown>, data: T, build: (data: T) => S): S {
  if (!cache.has(data)) cache.set(data, build(data));
  return cache.get(data) as S;
}

/** Success envelope (docs/rules/api.md#envelope): `{ error: 0, data, message }`. */
export function okEnvelope<T extends z.ZodType>(data: T): ReturnType<typeof successOf<T>> {
  return once(built.ok, data, successOf);
}

/** What a route may answer: its success shape or a failure. */
export function envelope<T extends z.ZodType>(data: T): ReturnType<typeof answerOf<T>> {
  return once(built.answer, data, answerOf);
}
