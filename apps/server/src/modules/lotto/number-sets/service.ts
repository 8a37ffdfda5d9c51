import { LOTTO_MAX_NUMBER_SET_LINES, LOTTO_MAX_NUMBER_SETS } from '@ug99/contract';
import type { LottoNumberSetList, LottoNumberSetSaveRequest } from '@ug99/contract';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { Clock } from '#shared/clock.ts';
import { setAnswer } from './answers.ts';
import { importSet } from './import-set.ts';
import { deleteSet, setsOf } from './queries.ts';
import { saveSet } from './save-set.ts';
import { shareSet } from './share-set.ts';

export type LottoNumberSetService = ReturnType<typeof createLottoNumberSetService>;

/**
 * The member's number sets kept on the server (docs/rules/lotto.md#number-sets): list, save (a name
 * again replaces its lines), delete, share (a code for the set) and import (a copy of a shared set, once).
 * Each call touches the caller's own sets only.
 */
export function createLottoNumberSetService(db: Db, clock: Clock) {
  return {
    list: async (member: SessionMember): Promise<LottoNumberSetList> => ({
      items: (await setsOf(db, member.id)).map(setAnswer),
      max_sets: LOTTO_MAX_NUMBER_SETS,
      max_lines: LOTTO_MAX_NUMBER_SET_LINES,
    }),
    save: (member: SessionMember, req: LottoNumberSetSaveRequest) => saveSet(db, clock, member, req),
    remove: async (member: SessionMember, id: number) => {
      if (!(await deleteSet(db, member.id, id))) throw new AppError('LOTTO_NUMBER_SET_NOT_FOUND');
      return { id };
    },
    share: (member: SessionMember, id: number) => shareSet(db, member, id),
    import: (member: SessionMember, code: string) => importSet(db, clock, member, code),
  };
}
