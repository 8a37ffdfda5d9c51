import type { ResponsibleGamingSettings, ResponsibleGamingUpdate } from '@ug99/contract';
import type { SessionMember } from '#http/member-request.ts';
import type { Db } from '#db/client.ts';
import { readResponsibleGaming, settingsDto, updateResponsibleGaming } from './settings.ts';
import type { LimitsTookEffect } from './settings.ts';
import type { Clock } from '#shared/clock.ts';

export type ResponsibleGamingService = ReturnType<typeof createResponsibleGamingService>;

/** The member's own responsible-gaming settings; the rules live in src/responsible-gaming. */
export function createResponsibleGamingService(
  db: Db,
  clock: Clock,
  loosenDelayMs: number,
  tookEffect: LimitsTookEffect,
) {
  return {
    async get(member: SessionMember): Promise<ResponsibleGamingSettings> {
      return settingsDto(await readResponsibleGaming(db, member.id, clock.now()));
    },

    async update(member: SessionMember, update: ResponsibleGamingUpdate): Promise<ResponsibleGamingSettings> {
      const snapshot = await db.transaction((tx) =>
        updateResponsibleGaming(tx, member.id, update, clock.now(), loosenDelayMs, tookEffect),
      );
      return settingsDto(snapshot);
    },
  };
}
