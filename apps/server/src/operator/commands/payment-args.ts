import { satangToBaht } from '@ug99/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '#config';
import type { Db } from '#db/client.ts';
import { agents } from '#db/schema/agents.ts';
import type { Flags } from '../command.ts';
import { OperatorError, optionalFlag } from '../command.ts';

/** Without --operator, the login name of whoever runs the command (as balance:adjust does). */
export const operatorOf = (flags: Flags) => optionalFlag(flags, 'operator') ?? process.env.USER ?? 'operator';

export const bahtText = (satang: bigint) => satangToBaht(satang).toFixed(2);

/** The id of the site's agent (config.agentCode) in this database; refused when it has none. */
export async function siteAgentId(db: Db, config: Config): Promise<number> {
  const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.code, config.agentCode));
  if (!agent) throw new OperatorError(`no agent ${config.agentCode}`);
  return agent.id;
}
