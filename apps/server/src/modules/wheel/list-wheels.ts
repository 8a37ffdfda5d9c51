import type { Db } from '#db/client.ts';
import { wheelsOf } from './manage.ts';
import { wheelReport } from './report.ts';
import { wheelViewOf } from './wheel-view.ts';

/** The agent's wheels for the back office's engagement screen, each with its segments and expected value. */
export async function operatorWheels(db: Db, agentId: number) {
  const wheels = await wheelsOf(db, agentId);
  return { wheels: await Promise.all(wheels.map((w) => wheelViewOf(db, w))) };
}

/** `wheel:report` for the agent's wheels only (docs/rules/wheel.md#report). */
export async function operatorWheelReport(db: Db, agentId: number) {
  const mine = new Set((await wheelsOf(db, agentId)).map((w) => w.id));
  return { wheels: (await wheelReport(db)).filter((w) => mine.has(w.wheel_id)) };
}
