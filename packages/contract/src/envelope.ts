import { z } from 'zod';
import { ERRORS } from './errors.ts';
import type { ErrorKey } from './errors.ts';

/** Success envelope (domain.md §13): `{ error: 0, data, message }`. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ error: z.literal(0), data, message: z.string() });
}

/** Failure envelope: a non-zero code from ERRORS and a Thai message the member can act on. */
export const failEnvelope = z.object({
  error: z.number().int().positive(),
  data: z.null(),
  message: z.string(),
  request_id: z.string().optional(),
});

/** What a route may answer: its success shape or a failure. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.union([okEnvelope(data), failEnvelope]);
}

export type Ok<T> = { error: 0; data: T; message: string };
export type Fail = z.infer<typeof failEnvelope>;
export type Envelope<T> = Ok<T> | Fail;

/** The `message` of a successful call; members never need to read it, but it is Thai like the rest. */
export const SUCCESS_MESSAGE = 'สำเร็จ';

export function ok<T>(data: T, message: string = SUCCESS_MESSAGE): Ok<T> {
  return { error: 0, data, message };
}

/** The failure body for an entry of ERRORS; server faults add the request id the log is searchable by. */
export function fail(key: ErrorKey, requestId?: string): Fail {
  const { code, message } = ERRORS[key];
  return requestId === undefined
    ? { error: code, data: null, message }
    : { error: code, data: null, message, request_id: requestId };
}
