import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lottoNumberSet,
  lottoNumberSetDeleted,
  lottoNumberSetIdRequest,
  lottoNumberSetImportRequest,
  lottoNumberSetList,
  lottoNumberSetSaveRequest,
  lottoNumberSetShared,
  ok,
} from '@ug99/contract';
import { memberOf, memberResponses } from '#members';
import type { RequireMember } from '#members';
import type { LottoNumberSetService } from './service.ts';

const tags = ['lotto'];
const security = [{ bearerAuth: [] }];
const PATH = '/api/lotto/number_sets';

/** The member's number sets (docs/LOTTO.md#number-sets); each call needs a session (401 without one). */
export function lottoNumberSetRoutes(
  sets: LottoNumberSetService,
  requireMember: RequireMember,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      PATH,
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "The member's number sets, newest change first, with the limits",
          response: memberResponses(lottoNumberSetList),
        },
      },
      async (req) => ok(await sets.list(memberOf(req))),
    );
    app.post(
      PATH,
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: 'Saves a number set under its name (a name in use gets the new lines); at most 50 sets',
          body: lottoNumberSetSaveRequest,
          response: memberResponses(lottoNumberSet),
        },
      },
      async (req) => ok(await sets.save(memberOf(req), req.body)),
    );
    app.delete(
      PATH,
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "Deletes one of the member's number sets",
          body: lottoNumberSetIdRequest,
          response: memberResponses(lottoNumberSetDeleted),
        },
      },
      async (req) => ok(await sets.remove(memberOf(req), req.body.id)),
    );
    app.post(
      `${PATH}/share`,
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "The share code of one of the member's sets (the same code every time)",
          body: lottoNumberSetIdRequest,
          response: memberResponses(lottoNumberSetShared),
        },
      },
      async (req) => ok(await sets.share(memberOf(req), req.body.id)),
    );
    app.post(
      `${PATH}/import`,
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "Copies a shared set's lines into a new set of the member; each code once per member",
          body: lottoNumberSetImportRequest,
          response: memberResponses(lottoNumberSet),
        },
      },
      async (req) => ok(await sets.import(memberOf(req), req.body.code)),
    );
  };
}
