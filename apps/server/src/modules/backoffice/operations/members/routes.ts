import type { FastifyInstance } from 'fastify';
import {
  adjustMemberRequest,
  boAdjustOutcome,
  boIdParams,
  boMemberDetail,
  boStatementPage,
  boStatementQuery,
  lockMemberRequest,
  lockMemberResult,
  memberNote,
  memberNoteRequest,
  memberSearchPage,
  memberSearchQuery,
  ok,
  resetSessionsResult,
} from '@ug99/contract';
import { backofficeResponses, backofficeRoute } from '../../access/guard.ts';
import { operationsCall } from '../calls.ts';
import { actorOf } from '../queues/routes.ts';
import type { MemberService } from './service.ts';

/** The members screen (docs/BACKOFFICE.md#members). */
export function registerMemberRoutes(app: FastifyInstance, members: MemberService): void {
  backofficeRoute(
    app,
    operationsCall('GET', '/api/backoffice/members'),
    { querystring: memberSearchQuery, response: backofficeResponses(memberSearchPage) },
    async (req) => ok(await members.search(req.query)),
  );
  backofficeRoute(
    app,
    operationsCall('GET', '/api/backoffice/members/:id'),
    { params: boIdParams, response: backofficeResponses(boMemberDetail) },
    async (req) => ok(await members.detail(req.params.id)),
  );
  backofficeRoute(
    app,
    operationsCall('GET', '/api/backoffice/members/:id/statement'),
    { params: boIdParams, querystring: boStatementQuery, response: backofficeResponses(boStatementPage) },
    async (req) => ok(await members.statement(req.params.id, req.query)),
  );
  backofficeRoute(
    app,
    operationsCall('POST', '/api/backoffice/members/:id/adjust'),
    { params: boIdParams, body: adjustMemberRequest, response: backofficeResponses(boAdjustOutcome) },
    async (req) => ok(await members.adjust(actorOf(req), req.params.id, req.body)),
  );
  backofficeRoute(
    app,
    operationsCall('POST', '/api/backoffice/members/:id/lock'),
    { params: boIdParams, body: lockMemberRequest, response: backofficeResponses(lockMemberResult) },
    async (req) => ok(await members.lock(actorOf(req), req.params.id, req.body.reason)),
  );
  backofficeRoute(
    app,
    operationsCall('POST', '/api/backoffice/members/:id/unlock'),
    { params: boIdParams, body: lockMemberRequest, response: backofficeResponses(lockMemberResult) },
    async (req) => ok(await members.unlock(actorOf(req), req.params.id, req.body.reason)),
  );
  backofficeRoute(
    app,
    operationsCall('POST', '/api/backoffice/members/:id/sessions/reset'),
    { params: boIdParams, response: backofficeResponses(resetSessionsResult) },
    async (req) => ok(await members.resetSessions(actorOf(req), req.params.id)),
  );
  backofficeRoute(
    app,
    operationsCall('POST', '/api/backoffice/members/:id/notes'),
    { params: boIdParams, body: memberNoteRequest, response: backofficeResponses(memberNote) },
    async (req) => ok(await members.addNote(actorOf(req), req.params.id, req.body.text)),
  );
}
