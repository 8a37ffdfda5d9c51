import { envelope, failEnvelope } from '@ug99/contract';
import type { z } from 'zod';

/**
 * A route's documented answers: its envelope on HTTP 200 (success or a business failure) and the
 * protocol-level failures every route can give (503: the database out of reach, docs/OPERATIONS.md).
 */
export function responses<T extends z.ZodType>(data: T) {
  return { 200: envelope(data), 400: failEnvelope, 500: failEnvelope, 503: failEnvelope };
}
