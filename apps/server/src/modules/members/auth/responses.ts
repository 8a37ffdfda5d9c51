import type { z } from 'zod';
import { failEnvelope } from '@ug99/contract';
import { responses } from '#shared/responses.ts';

/** A member route's documented answers: those of every route, plus 401 without a live session. */
export function memberResponses<T extends z.ZodType>(data: T) {
  return { ...responses(data), 401: failEnvelope };
}
