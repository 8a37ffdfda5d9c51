import { ok } from '@ug99/contract';
import type { lottoRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { LottoNumberSetService } from './service.ts';

type NumberSetCalls =
  'numberSets' | 'saveNumberSet' | 'deleteNumberSet' | 'shareNumberSet' | 'importNumberSet';

/** The member's number sets (docs/LOTTO.md#number-sets); the route table asks each call for a session. */
export function lottoNumberSetHandlers(
  sets: LottoNumberSetService,
): Pick<ApiHandlers<typeof lottoRouteSchemas>, NumberSetCalls> {
  return {
    numberSets: async (req) => ok(await sets.list(memberOf(req))),
    saveNumberSet: async (req) => ok(await sets.save(memberOf(req), req.body)),
    deleteNumberSet: async (req) => ok(await sets.remove(memberOf(req), req.body.id)),
    shareNumberSet: async (req) => ok(await sets.share(memberOf(req), req.body.id)),
    importNumberSet: async (req) => ok(await sets.import(memberOf(req), req.body.code)),
  };
}
