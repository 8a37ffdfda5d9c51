import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** The OpenAPI document is generated from the routes' own zod schemas, so it cannot drift from them. */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'UG99 member API',
        description:
          'Every call answers `{ error, data, message }`. `error: 0` is success; business failures answer ' +
          'HTTP 200 with a code from the contract’s error table and a Thai message.',
        version,
      },
      tags: [
        { name: 'system', description: 'Health and operations' },
        { name: 'agent', description: 'Agent configuration and deposit accounts' },
        { name: 'content', description: 'Announcements, banners and events' },
        { name: 'promotion', description: 'Promotions' },
        { name: 'account', description: 'Register, sign in, passwords, bank accounts, member info' },
        { name: 'wallet', description: 'Wallets, points and statement' },
        { name: 'responsible-gaming', description: 'Deposit and loss limits, reality check, cool-off' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'access_token from login or register' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
