import type { Config } from '#config';
import { OperatorError } from '../command.ts';

/**
 * The sandbox commands pay deposits with money that never arrived, so they run only where the sandbox
 * gateway is on (SANDBOX_GATEWAY; off by default on PostgreSQL: docs/PAYMENTS.md).
 */
export function requireSandboxGateway(config: Config, command: string): void {
  if (config.payments.sandboxGateway) return;
  throw new OperatorError(
    `${command}: the sandbox gateway is off on this site (SANDBOX_GATEWAY), so no sandbox payment is made or delivered`,
  );
}
