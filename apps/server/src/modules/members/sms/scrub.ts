/**
 * An error that is safe to log in place of `err` when `err` may carry a secret such as a one-time
 * code: a database driver's message lists the query's parameters (drizzle: "Failed query: … params:
 * …"), and an SMS gateway's may echo the message it was asked to send. Every secret is replaced
 * wherever it appears in the messages of the whole cause chain; the chain is folded into the one
 * message (and not kept), and the stack keeps only its frames, which hold no data.
 */
export function withoutSecrets(err: unknown, secrets: readonly string[], what: string): Error {
  const messages: string[] = [];
  for (let e: unknown = err, depth = 0; e !== undefined && e !== null && depth < 5; depth++) {
    const { message, code } = e as { message?: unknown; code?: unknown };
    const text = typeof message === 'string' ? message : String(e);
    messages.push(typeof code === 'string' ? `${text} [${code}]` : text);
    e = e instanceof Error ? e.cause : undefined;
  }
  let message = `${what}: ${messages.join(' ← ')}`;
  for (const secret of secrets) if (secret) message = message.split(secret).join('[redacted]');
  const safe = new Error(message);
  const frames = err instanceof Error ? (err.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l)) : [];
  safe.stack = [`Error: ${message}`, ...frames].join('\n');
  return safe;
}
