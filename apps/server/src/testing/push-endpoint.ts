import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import type { ECDH } from 'node:crypto';
import { createServer } from 'node:https';
import { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { generate } from 'selfsigned';

/**
 * A local push service for the web-push tests (docs/NOTIFICATIONS.md#tests): HTTPS with a certificate of
 * its own, it checks each message's VAPID signature (RFC 8292: an ES256 JWT for this origin, by the
 * server's public key) and decrypts the payload with the device's private key (RFC 8291), as a browser's
 * push service and the browser would. Each device answers the statuses it is told, then 201.
 */

export type Received = { device: string; payload: unknown; ttl: string | undefined };

export type PushDevice = {
  name: string;
  /** The browser's `PushSubscription` JSON for this device. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: string;
};

export type PushEndpoint = {
  origin: string;
  /** The endpoint's self-signed certificate (PEM), for a client that is to trust it. */
  certificate: string;
  /** An HTTPS agent that trusts the endpoint's certificate. */
  agent: Agent;
  received: Received[];
  /** Calls refused because the signature or the encryption was wrong. */
  refused: string[];
  device(name: string, answers?: number[]): PushDevice;
  close(): Promise<void>;
};

const b64u = (b: Buffer) => b.toString('base64url');

function checkVapid(
  authorization: string | undefined,
  origin: string,
  publicKey: string,
): string | undefined {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) return 'no vapid authorization';
  const [, jwt, k] = match;
  if (k !== publicKey) return 'another public key';
  const [header, claims, signature] = jwt!.split('.');
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature ?? '', 'base64url'),
  );
  if (!signed) return 'bad signature';
  const { alg } = JSON.parse(Buffer.from(header!, 'base64url').toString()) as { alg: string };
  const body = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (alg !== 'ES256') return `alg ${alg}`;
  if (body.aud !== origin) return `aud ${body.aud}`;
  if (!(body.exp * 1000 > Date.now())) return 'expired';
  if (!/^(mailto:|https:)/.test(body.sub)) return `sub ${body.sub}`;
  return undefined;
}

export async function startPushEndpoint(serverPublicKey: string): Promise<PushEndpoint> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const devices = new Map<string, { device: PushDevice; answers: number[] }>();
  const received: Received[] = [];
  const refused: string[] = [];
  let origin = '';

  const server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const entry = devices.get(name);
      if (!entry) return void res.writeHead(404).end();
      const problem =
        checkVapid(req.headers.authorization, origin, serverPublicKey) ??
        (req.headers['content-encoding'] === 'aes128gcm' ? undefined : 'not aes128gcm');
      if (problem) {
        refused.push(`${name}: ${problem}`);
        return void res.writeHead(403).end();
      }
      const status = entry.answers.shift() ?? 201;
      if (status === 201) {
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: entry.device.ecdh,
          authSecret: entry.device.auth,
        });
        received.push({
          device: name,
          payload: JSON.parse(plain.toString('utf8')),
          ttl: req.headers.ttl as string,
        });
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    certificate: pems.cert,
    agent: new Agent({ ca: pems.cert }),
    received,
    refused,
    device(name, answers = []) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = b64u(randomBytes(16));
      const device: PushDevice = {
        name,
        subscription: {
          endpoint: `${origin}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: b64u(ecdh.getPublicKey()), auth },
        },
        ecdh,
        auth,
      };
      devices.set(name, { device, answers: [...answers] });
      return device;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
