import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A proxy's id is kept so one request can be followed across hops; anything odd is replaced. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
}
