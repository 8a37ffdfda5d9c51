import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERRORS, fail } from '@ug99/contract';
import { AppError } from './app-error.ts';

/**
 * Maps every failure to the envelope of docs/rules/api.md#http-statuses: business rules → their code
 * (HTTP 200), requests the official client never sends → 400, faults → 500 with a request id and nothing
 * else.
 */
export function registerErrorHandler(app: FastifyInstance): void {
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
    req.log.error({ err }, 'request failed');
    return reply.code(500).send(fail('INTERNAL', req.id));
  });
}
