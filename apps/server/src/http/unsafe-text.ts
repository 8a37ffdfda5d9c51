import type { FastifyInstance } from 'fastify';
import { fail } from '@ug99/contract';

/**
 * A NUL byte or a lone UTF-16 surrogate can be written in JSON (`\u0000`, `\ud800`) but not stored:
 * PostgreSQL refuses both in text, so such a string would fail deep inside a use case, after some
 * work was done, as a server fault. No person types them and no official client sends them, so they
 * are refused at the edge as a schema violation (HTTP 400) before any handler runs (docs/SECURITY.md).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isUnsafe = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * True when any string in the value, a key or a leaf at any depth, holds a NUL or a lone surrogate.
 * Walked with an explicit stack, not recursion: a body nested thousands of levels deep (a few kB of
 * `[[[[…`) must be answered, not exhaust the call stack.
 */
export function containsUnsafeText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isUnsafe(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (isUnsafe(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * Refuses unsafe text in the body, query and path of every route. Routes that keep their body as raw
 * text to check a signature (the gateway webhook, the provider protocol) parse it later and call
 * `containsUnsafeText` themselves.
 */
export function refuseUnsafeText(app: FastifyInstance): void {
  app.addHook('preValidation', async (req, reply) => {
    if (containsUnsafeText(req.params) || containsUnsafeText(req.query) || containsUnsafeText(req.body)) {
      req.log.info('request refused: NUL or lone surrogate in its text');
      return reply.code(400).send(fail('VALIDATION_FAILED'));
    }
  });
}
