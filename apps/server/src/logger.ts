import pino from 'pino';
import pretty from 'pino-pretty';
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

type LogLine = Record<string, unknown> & {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
};

/**
 * One readable line per entry, for a person at a terminal (docs/PERFORMANCE.md#request-log): the access
 * line as "GET /api/x 200 12 ms", anything else as its message. Same redaction as the JSON logger.
 */
export function terminalLine(log: LogLine, messageKey: string): string {
  if (log.req && log.res) {
    const ms = typeof log.responseTime === 'number' ? `${Math.round(log.responseTime)} ms` : '';
    return `${log.req.method ?? ''} ${log.req.url ?? ''} ${log.res.statusCode ?? ''} ${ms}`.trim();
  }
  return String(log[messageKey] ?? '');
}

/** The logger of `npm start` in a terminal outside production: pino-pretty, in this process. */
export function createTerminalLogger(level: Level | 'silent', destination?: DestinationStream): Logger {
  return createLogger(
    level,
    pretty({
      colorize: destination === undefined,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,req,res,responseTime,request_id,reqId',
      singleLine: true,
      messageFormat: (log, messageKey) => terminalLine(log as LogLine, messageKey),
      ...(destination ? { destination } : {}),
    }),
  );
}

/**
 * Requests nobody needs a line for at `info`: they come at machine rate or are routine. The game
 * provider's wallet calls (each one a ledger transfer or a stored refusal), health probes, static files
 * (the app's assets, media, anything with a file extension) and the two event streams a page reopens
 * whenever a connection drops (member events, the yeekee feed). Their access line is debug-level, unless
 * the server failed them (5xx).
 */
const ROUTINE_CALLS =
  /^(\/api\/(provider\/|health(\?|$)|member\/events(\?|$)|lotto\/yeekee\/stream(\?|$))|\/(assets|media|backoffice\/assets)\/|[^?]*\.[a-z0-9]{1,8}(\?|$))/i;

export function isRoutineRequest(url: string): boolean {
  return ROUTINE_CALLS.test(url);
}

/**
 * The access log (docs/PERFORMANCE.md#request-log): one line per request when its answer is sent
 * (method, URL, status, milliseconds, request id), instead of Fastify's two (received, completed).
 * Registered with `disableRequestLogging`; a request that failed has its error logged by the error
 * handler as well.
 */
export function logEachResponse(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    // A level that is off is a no-op function in pino: nothing is serialised or written.
    const level = isRoutineRequest(req.url) && reply.statusCode < 500 ? 'debug' : 'info';
    req.log[level]({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}
