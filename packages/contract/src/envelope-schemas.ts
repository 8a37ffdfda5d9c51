import { z } from 'zod';
import type { Fail } from './envelope.ts';

/** Success envelope (docs/rules/api.md#envelope): `{ error: 0, data, message }`. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ error: z.literal(0), data, message: z.string() });
}

/** Failure envelope: a non-zero code from ERRORS and a Thai message the member can act on. */
export const failEnvelope = z.object({
  error: z.number().int().positive(),
  data: z.null(),
  message: z.string(),
  request_id: z.string().optional(),
}) satisfies z.ZodType<Fail>;

/** What a route may answer: its success shape or a failure. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.union([okEnvelope(data), failEnvelope]);
}
