import type { AgentConfig } from '@ug99/contract';
import { vi } from 'vitest';

export const agentConfig: AgentConfig = {
  info: {
    agent_code: 'ug99',
    agent_name: 'UG99',
    agent_logo: '/media/logo.svg',
    line_contact_url: 'https://line.me/R/ti/p/@ug99',
    line_admin_url: 'https://line.me/R/ti/p/@ug99admin',
  },
  settings: {
    currency: 'THB',
    min_deposit: 100,
    max_deposit: 50_000,
    min_withdraw: 100,
    min_age: 20,
    licence_text: 'ใบอนุญาตทดสอบ',
  },
};

/**
 * A fetch for tests that answers each API path with a success envelope, or with an override.
 * Unknown paths fail the test loudly rather than hang.
 */
export function stubApi(overrides: Record<string, unknown> = {}) {
  const answers: Record<string, unknown> = {
    '/api/agent/config': agentConfig,
    '/api/notifications': [],
    '/api/event/list': [],
    '/api/banner': [],
    '/api/promotion/list': [],
    ...overrides,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (!(path in answers)) throw new Error(`unexpected API call ${path}`);
    return new Response(JSON.stringify({ error: 0, data: answers[path], message: '' }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
