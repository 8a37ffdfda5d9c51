import { randomInt } from 'node:crypto';
import { LOTTO_SHARE_CODE_ALPHABET, LOTTO_SHARE_CODE_LENGTH } from '@ug99/contract';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { lockOwnSet, setByShareCode, setShareCode } from './queries.ts';

/** 8 characters drawn with the system's cryptographic generator: a code cannot be guessed from another. */
export function newShareCode(): string {
  let code = '';
  for (let i = 0; i < LOTTO_SHARE_CODE_LENGTH; i += 1) {
    code += LOTTO_SHARE_CODE_ALPHABET[randomInt(LOTTO_SHARE_CODE_ALPHABET.length)];
  }
  return code;
}

/** A typed code as stored: spaces and dashes dropped, upper case; null when it cannot be a code. */
export function normaliseShareCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== LOTTO_SHARE_CODE_LENGTH) return null;
  return [...code].every((c) => LOTTO_SHARE_CODE_ALPHABET.includes(c)) ? code : null;
}

/**
 * The share code of the member's own set, given on the first share and the same ever after (two shares
 * at once wait on the set's row and answer one code). It names the set only, never its owner.
 */
export async function shareSet(
  db: Db,
  member: SessionMember,
  id: number,
): Promise<{ id: number; share_code: string }> {
  return db.transaction(async (tx) => {
    const set = await lockOwnSet(tx, member.id, id);
    if (!set) throw new AppError('LOTTO_NUMBER_SET_NOT_FOUND');
    if (set.shareCode) return { id, share_code: set.shareCode };
    // 32^8 codes: a clash is all but impossible, and a clash found is simply drawn again.
    for (;;) {
      const code = newShareCode();
      if (await setByShareCode(tx, code)) continue;
      await setShareCode(tx, id, code);
      return { id, share_code: code };
    }
  });
}
