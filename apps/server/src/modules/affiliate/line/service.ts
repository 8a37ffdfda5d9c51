import type { LineLink } from '@ug99/contract';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { insertLineLink, lineLinksOf } from '#notifications';
import type { Clock } from '#shared/clock.ts';
import type { LineTokenVerifier } from './verifier.ts';

export type LineLinkService = ReturnType<typeof createLineLinkService>;

/**
 * Links the member to the LINE user of a verified ID token (docs/LINE.md#linking): one LINE user per
 * member and one member per LINE user, both held by unique keys, so two parallel links cannot both win.
 * Linking again with the same LINE user answers the link and changes nothing.
 */
export function createLineLinkService(deps: {
  db: Db;
  clock: Clock;
  verifier: LineTokenVerifier | undefined;
}) {
  return {
    async link(member: SessionMember, idToken: string): Promise<LineLink> {
      if (!deps.verifier) throw new AppError('LINE_NOT_CONFIGURED');
      const verified = await deps.verifier.verify(idToken);
      if (!verified.ok) {
        throw new AppError(verified.reason === 'invalid' ? 'LINE_TOKEN_INVALID' : 'LINE_VERIFY_UNAVAILABLE');
      }
      const { userId, displayName } = verified.identity;
      const inserted = await insertLineLink(deps.db, {
        memberId: member.id,
        lineUserId: userId,
        displayName,
        linkedAt: deps.clock.now(),
      });
      if (!inserted) {
        const links = await lineLinksOf(deps.db, member.id, userId);
        const same = links.some((l) => l.memberId === member.id && l.lineUserId === userId);
        if (!same) {
          const taken = links.some((l) => l.lineUserId === userId && l.memberId !== member.id);
          throw new AppError(taken ? 'LINE_USER_TAKEN' : 'LINE_MEMBER_LINKED');
        }
      }
      return { line_user_id: userId, display_name: displayName };
    },
  };
}
