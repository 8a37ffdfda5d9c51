import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Built, CachedAnswer, ResponseCache } from './response-cache.ts';

/** The compression plugin's threshold; counted in characters, which never exceed the bytes. */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** The encodings the client accepts, `q=0` meaning refused (RFC 9110 §12.5.3). */
function accepted(header: string | undefined): Set<string> {
  const found = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (name && !refused) found.add(name);
  }
  return found;
}

/**
 * The answer compressed once per cached answer and encoding (kept on the answer object, which lives as
 * long as its cache entry), instead of once per request by the compression plugin.
 */
const compressed = new WeakMap<CachedAnswer, Partial<Record<Encoding, Buffer>>>();

function compressedBody(answer: CachedAnswer, encoding: Encoding): Buffer {
  let forAnswer = compressed.get(answer);
  if (!forAnswer) compressed.set(answer, (forAnswer = {}));
  forAnswer[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(answer.body, { level: 9 });
  return forAnswer[encoding];
}

/**
 * Sends a cached answer as it is stored (no serialisation). The ETag lets a browser revalidate
 * with If-None-Match and get a bodyless 304; `no-cache` (instead of the API's usual `no-store`) allows
 * exactly that and nothing more: the browser asks every time. These answers are the same for every
 * visitor, so nothing private is kept (docs/PERFORMANCE.md#content-caches).
 */
export function sendCached(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (req.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (answer.body.length < COMPRESS_FROM_BYTES) return reply.send(answer.body);
  reply.header('vary', 'accept-encoding');
  const encodings = accepted(req.headers['accept-encoding']);
  const encoding = encodings.has('br') ? 'br' : encodings.has('gzip') ? 'gzip' : undefined;
  if (!encoding) return reply.send(answer.body);
  // Already encoded: the compression plugin leaves a reply with a Content-Encoding alone.
  return reply.header('content-encoding', encoding).send(compressedBody(answer, encoding));
}

/** A route's whole handler for a cached call (a build that throws answers as the route would): the answer under `key`, built by `build` on a miss. */
export async function replyCached<T extends z.ZodType>(
  cache: ResponseCache,
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  schema: T,
  build: () => Promise<Built<z.output<T>>>,
): Promise<void> {
  // Sent here, so the handler resolves with nothing (Fastify then sends nothing more).
  sendCached(req, reply, await cache.answer(key, schema, build));
}
