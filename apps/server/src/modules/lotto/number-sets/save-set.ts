import { LOTTO_MAX_NUMBER_SETS } from '@ug99/contract';
import type { LottoNumberSet, LottoNumberSetSaveRequest } from '@ug99/contract';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { Clock } from '#shared/clock.ts';
import { setAnswer } from './answers.ts';
import { setLines, setName } from './check-set.ts';
import { countSets, insertSet, lockMemberSets, replaceLines, setByName } from './queries.ts';

/**
 * Saves a set under its name (docs/rules/lotto.md#number-sets): a name the member already uses gets the
 * new lines (the set keeps its id and share code); a new name is a new set, refused with
 * LOTTO_NUMBER_SET_LIMIT when the member keeps 50. Counted under the member's lock, in one transaction.
 */
export async function saveSet(
  db: Db,
  clock: Clock,
  member: SessionMember,
  req: LottoNumberSetSaveRequest,
): Promise<LottoNumberSet> {
  const name = setName(req.name);
  const lines = setLines(req.lines);
  return db.transaction(async (tx) => {
    await lockMemberSets(tx, member.id);
    const at = clock.now();
    const existing = await setByName(tx, member.id, name);
    if (existing) return setAnswer(await replaceLines(tx, existing.id, lines, at));
    if ((await countSets(tx, member.id)) >= LOTTO_MAX_NUMBER_SETS)
      throw new AppError('LOTTO_NUMBER_SET_LIMIT');
    return setAnswer(await insertSet(tx, { memberId: member.id, name, lines, at }));
  });
}
