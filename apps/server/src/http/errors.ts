import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERRORS, fail } from '@ug99/contract';
import { isDatabaseUnavailable } from '#db/unavailable.ts';
import { AppError } from './app-error.ts';

/**
 * Maps every failure to the envelope of docs/rules/api.md#http-statuses: business rules → their code
 * (HTTP 200), requests the official client never sends → 400, the database out of reach → 503
 * SERVICE_UNAVAILABLE at once (docs/OPERATIONS.md#postgresql), faults → 500 with a request id and nothing
 * else. `onUnavailable` hears of each unreachable-database failure (the availability tracker, which
 * writes one warning per outage; the access log has every 503).
 */
export function registerErrorHandler(
  app: FastifyInstance,
  opts: { onUnavailable?: (err: unknown) => void } = {},
): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      const body = fail(err.key);
      return reply.code(ERRORS[err.key].http).send({
        ...body,
        ...(err.thaiMessage ? { message: err.thaiMessage } : {}),
        ...(err.data === undefined ? {} : { data: err.data }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      req.log.info({ context: err.validationContext, issues: err.validation }, 'request failed its schema');
      return reply.code(400).send(fail('VALIDATION_FAILED'));
    }
    // Fastify's own client errors: malformed JSON, a body too large, an unsupported content type.
    const status = err.statusCode ?? 500;
    if (!isResponseSerializationError(err) && status >= 400 && status < 500) {
      req.log.info({ code: err.code, message: err.message }, 'malformed request');
      return reply.code(status).send(fail('VALIDATION_FAILED'));
    }
    if (isDatabaseUnavailable(err)) {
      opts.onUnavailable?.(err);
      return reply.code(503).header('retry-after', '2').send(fail('SERVICE_UNAVAILABLE'));
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send(fail('INTERNAL', req.id));
  });
}
