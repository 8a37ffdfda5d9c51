import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { backofficeTestApp } from '#testing/backoffice.ts';
import type { TestDatabase } from '#testing/databases.ts';
import { membersFromOneAddress } from '#testing/members.ts';

/**
 * The app of the four-eyes tests (docs/BACKOFFICE.md#four-eyes-approval), on backofficeTestApp: a stopped
 * clock, and sign-ups from the one test address not capped, since each test registers its own members.
 */
export function fourEyesTestApp(target: TestDatabase, onApp: (t: TestApp) => void) {
  const clock = manualClock(new Date('2026-03-16T05:00:00Z'));
  const membersConfig = membersFromOneAddress();
  return { clock, ...backofficeTestApp(target, { clock, config: { members: membersConfig } }, onApp) };
}
