import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream, Level, Logger } from 'pino';

/**
 * Secrets never reach the log, whichever object they travel in: headers that carry sessions, and body
 * fields that carry passwords or tokens (member calls log them when a request fails).
 */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.new_password',
  '*.old_password',
  '*.access_token',
  '*.token',
  // A one-time code in a logged body; the sandbox SMS sender's own line names it at the top level.
  '*.otp',
];

export function createLogger(level: Level | 'silent', destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACT, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Calls that come at machine rate and leave their own record: the game provider's wallet calls (each
 * one a ledger transfer or a stored refusal) and health probes. Their access line is debug-level.
 */
const MACHINE_CALLS = /^\/api\/(provider\/|health(\?|$))/;

/**
 * The access log (docs/PERFORMANCE.md#request-log): one line per request when its answer is sent
 * (method, URL, status, milliseconds, request id), instead of Fastify's two (received, completed).
 * Registered with `disableRequestLogging`; a request that failed has its error logged by the error
 * handler as well.
 */
export function logEachResponse(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    // A level that is off is a no-op function in pino: nothing is serialised or written.
    const level = MACHINE_CALLS.test(req.url) ? 'debug' : 'info';
    req.log[level]({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}
