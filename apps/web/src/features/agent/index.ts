export { agentConfigQueryOptions, useAgentConfig } from './api/get-agent-config.ts';
export { rememberAgentCode } from './remember-agent-code.ts';
export { LineContactButton } from './components/line-contact-button.tsx';
export { AgentLogo } from './components/agent-logo.tsx';
