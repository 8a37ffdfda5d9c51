import { LOTTO_MAX_NUMBER_SETS } from '@ug99/contract';
import type { LottoNumberSet } from '@ug99/contract';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { Clock } from '#shared/clock.ts';
import { freeName, setAnswer } from './answers.ts';
import { countSets, insertSet, lockMemberSets, namesOf, recordImport, setByShareCode } from './queries.ts';
import { normaliseShareCode } from './share-set.ts';

/**
 * Imports a shared set once (docs/rules/lotto.md#number-sets): a new set of the member with a copy of the
 * lines and the shared set's name (numbered when taken); nothing of the owner is copied or answered. A
 * second import of the same code by the same member, the member's own code, an unknown code or a full
 * list of 50 is refused and changes nothing.
 */
export async function importSet(
  db: Db,
  clock: Clock,
  member: SessionMember,
  typed: string,
): Promise<LottoNumberSet> {
  const code = normaliseShareCode(typed);
  if (!code) throw new AppError('LOTTO_NUMBER_SET_CODE_NOT_FOUND');
  return db.transaction(async (tx) => {
    await lockMemberSets(tx, member.id);
    const shared = await setByShareCode(tx, code);
    if (!shared) throw new AppError('LOTTO_NUMBER_SET_CODE_NOT_FOUND');
    if (shared.memberId === member.id) throw new AppError('LOTTO_NUMBER_SET_OWN_CODE');
    const at = clock.now();
    if (!(await recordImport(tx, shared.id, member.id, at))) {
      throw new AppError('LOTTO_NUMBER_SET_ALREADY_IMPORTED');
    }
    if ((await countSets(tx, member.id)) >= LOTTO_MAX_NUMBER_SETS)
      throw new AppError('LOTTO_NUMBER_SET_LIMIT');
    const name = freeName(shared.name, await namesOf(tx, member.id));
    return setAnswer(await insertSet(tx, { memberId: member.id, name, lines: shared.lines, at }));
  });
}
