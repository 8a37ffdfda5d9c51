import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of LINE's API for the LINE tests (docs/NOTIFICATIONS.md#tests), reached through
 * LINE_API_BASE as the real one is: the Messaging API's push checks the channel access token (bearer)
 * and records what it was sent; a retry key it accepted before is answered 409, as LINE does; a user
 * answers the statuses it is told, then 200. The LIFF ID-token verify answers the tokens it was given.
 */

export type LinePushReceived = { to: string; messages: unknown; retryKey: string | undefined };

export type FakeLineApi = {
  base: string;
  token: string;
  pushes: LinePushReceived[];
  /** Every push call that passed the token check, with the status answered. */
  calls: { to: string; retryKey: string | undefined; status: number }[];
  /** Calls refused for a missing or wrong bearer token. */
  refused: string[];
  /** The ID tokens the verify endpoint was asked about, with the channel id sent. */
  verified: { idToken: string; clientId: string }[];
  /** Makes `userId` answer these statuses to its next pushes, in order. */
  answer(userId: string, statuses: number[]): void;
  /** An ID token the verify endpoint accepts for this LINE user. */
  idToken(userId: string, name: string): string;
  close(): Promise<void>;
};

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeLineApi(token = 'test-channel-access-token-0123456789'): Promise<FakeLineApi> {
  const pushes: LinePushReceived[] = [];
  const calls: FakeLineApi['calls'] = [];
  const refused: string[] = [];
  const verified: { idToken: string; clientId: string }[] = [];
  const answers = new Map<string, number[]>();
  const accepted = new Set<string>();
  const identities = new Map<string, { sub: string; name: string }>();
  let tokens = 0;

  const server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'POST' && req.url === '/v2/bot/message/push') {
        if (req.headers.authorization !== `Bearer ${token}`) {
          refused.push(req.headers.authorization ?? 'no authorization');
          return reply(401, { message: 'Authentication failed' });
        }
        const { to, messages } = JSON.parse(body) as { to: string; messages: unknown };
        const retryKey = req.headers['x-line-retry-key'] as string | undefined;
        const status = retryKey && accepted.has(retryKey) ? 409 : (answers.get(to)?.shift() ?? 200);
        calls.push({ to, retryKey, status });
        if (status === 409) return reply(409, { message: 'The retry key is already accepted' });
        if (status !== 200) return reply(status, { message: 'scripted' });
        if (retryKey) accepted.add(retryKey);
        pushes.push({ to, messages, retryKey });
        return reply(200, { sentMessages: [] });
      }
      if (req.method === 'POST' && req.url === '/oauth2/v2.1/verify') {
        const form = new URLSearchParams(body);
        const idToken = form.get('id_token') ?? '';
        const clientId = form.get('client_id') ?? '';
        verified.push({ idToken, clientId });
        const who = identities.get(idToken);
        if (!who) return reply(400, { error: 'invalid_request', error_description: 'Invalid IdToken.' });
        return reply(200, { iss: 'https://access.line.me', sub: who.sub, aud: clientId, name: who.name });
      }
      return reply(404, { message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    token,
    pushes,
    calls,
    refused,
    verified,
    answer: (userId, statuses) => answers.set(userId, [...statuses]),
    idToken: (userId, name) => {
      const idToken = `fake-line-id-token-${(tokens += 1)}-${userId}`;
      identities.set(idToken, { sub: userId, name });
      return idToken;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
