import { agentRoutes } from '@ug99/contract';
import type { AgentValidation, Envelope } from '@ug99/contract';
import { callApi } from '@/shared/api/index.ts';

/** GET /api/agent/validate: is this agent code known? A non-zero answer is toasted by the client. */
export function validateAgentCode(code: string): Promise<Envelope<AgentValidation>> {
  return callApi(agentRoutes.validate, { query: { code } });
}
