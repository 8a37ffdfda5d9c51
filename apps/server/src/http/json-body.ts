import type { FastifyInstance } from 'fastify';

/**
 * Several POST calls take an optional body. A client that always sends `Content-Type: application/json`
 * may then send no body at all, which Fastify's parser rejects; treat that as "no body" so the route's
 * schema decides, and leave every other body to Fastify's parser and its prototype-poisoning checks.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(req, text, done);
  });
}
