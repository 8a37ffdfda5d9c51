import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  backofficeOperator,
  backofficeOperatorCreateRequest,
  backofficeOperatorList,
  backofficeRevoked,
  backofficeSessionList,
  backofficeSetupLink,
  ok,
} from '@ug99/contract';
import { accessCall, callerOf } from './auth-routes.ts';
import { backofficeResponses, backofficeRoute, operatorOf } from './guard.ts';
import type { AccessService } from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Operators and sessions, for admins (docs/BACKOFFICE.md#access). Every change is audited. */
export function registerAdminRoutes(app: FastifyInstance, access: AccessService): void {
  backofficeRoute(
    app,
    accessCall('GET', '/api/backoffice/operators'),
    { response: backofficeResponses(backofficeOperatorList) },
    async () => ok(await access.listOperators()),
  );
  backofficeRoute(
    app,
    accessCall('POST', '/api/backoffice/operators'),
    { body: backofficeOperatorCreateRequest, response: backofficeResponses(backofficeSetupLink) },
    async (req) => ok(await access.addOperator(req.body, operatorOf(req), callerOf(req))),
  );
  backofficeRoute(
    app,
    accessCall('POST', '/api/backoffice/operators/:id/disable'),
    { params: idParams, response: backofficeResponses(backofficeOperator) },
    async (req) => ok(await access.disableOperator(req.params.id, operatorOf(req), callerOf(req))),
  );
  backofficeRoute(
    app,
    accessCall('POST', '/api/backoffice/operators/:id/setup-link'),
    { params: idParams, response: backofficeResponses(backofficeSetupLink) },
    async (req) => ok(await access.reissueSetupLink(req.params.id, operatorOf(req), callerOf(req))),
  );
  backofficeRoute(
    app,
    accessCall('GET', '/api/backoffice/sessions'),
    { response: backofficeResponses(backofficeSessionList) },
    async (req) => ok(await access.listSessions(operatorOf(req))),
  );
  backofficeRoute(
    app,
    accessCall('POST', '/api/backoffice/sessions/:id/revoke'),
    { params: idParams, response: backofficeResponses(backofficeRevoked) },
    async (req) => ok({ revoked: await access.revokeSession(req.params.id, operatorOf(req), callerOf(req)) }),
  );
}
