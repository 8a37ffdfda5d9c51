// The envelope's types and helpers carry no zod, so the browser can use them without shipping the
// schema library; the schemas are in envelope-schemas.ts.
import { ERRORS } from './errors.ts';
import type { ErrorKey } from './errors.ts';

export type Ok<T> = { error: 0; data: T; message: string };
export type Fail = { error: number; data: null; message: string; request_id?: string | undefined };
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

/**
 * A failure's code is typed `number`, which TypeScript cannot tell apart from the success literal 0 by
 * comparison alone; this guard narrows an envelope to its success shape.
 */
export function isOk<T>(envelope: Envelope<T>): envelope is Ok<T> {
  return envelope.error === 0;
}
