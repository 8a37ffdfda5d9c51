import { useLocalStore } from '@/shared/store/local-store.ts';
import { isOk } from '@ug99/contract';
import { validateAgentCode } from './api/validate-agent.ts';

/** Same bounds as the contract's agentCode schema, checked without shipping zod to the browser. */
const MAX_AGENT_CODE_LENGTH = 32;

/**
 * `/?ag=CODE` names the agent who referred this visitor. The code is kept only once the server knows
 * it, so a mistyped link cannot attach later registrations to nobody.
 */
export async function rememberAgentCode(raw: string): Promise<boolean> {
  const code = raw.trim();
  if (!code || code.length > MAX_AGENT_CODE_LENGTH) return false;
  if (useLocalStore.getState().agentCode === code) return true;
  const answer = await validateAgentCode(code).catch(() => null);
  if (!answer || !isOk(answer)) return false;
  useLocalStore.getState().setAgentCode(answer.data.agent_code);
  return true;
}
