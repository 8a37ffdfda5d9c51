import pino from 'pino';
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
