import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const POSTGRES = 'postgres://app@db:5432/ug99';

describe('loadConfig: payments', () => {
  it('turns the sandbox gateway on by default on the embedded database (npm start)', () => {
    expect(loadConfig({}).payments.sandboxGateway).toBe(true);
  });

  it('turns the sandbox gateway off by default on PostgreSQL, a real deployment', () => {
    expect(loadConfig({ DATABASE_URL: POSTGRES }).payments.sandboxGateway).toBe(false);
    expect(loadConfig({ DATABASE_URL: POSTGRES, SANDBOX_GATEWAY: '' }).payments.sandboxGateway).toBe(false);
  });

  it('turns the sandbox gateway on on PostgreSQL only when SANDBOX_GATEWAY is 1 or true', () => {
    for (const on of ['1', 'true', 'TRUE', ' true ']) {
      expect(loadConfig({ DATABASE_URL: POSTGRES, SANDBOX_GATEWAY: on }).payments.sandboxGateway).toBe(true);
    }
    for (const off of ['0', 'false']) {
      expect(loadConfig({ DATABASE_URL: POSTGRES, SANDBOX_GATEWAY: off }).payments.sandboxGateway).toBe(
        false,
      );
    }
  });

  it('turns the sandbox gateway off on the embedded database when SANDBOX_GATEWAY is 0 or false', () => {
    expect(loadConfig({ SANDBOX_GATEWAY: '0' }).payments.sandboxGateway).toBe(false);
    expect(loadConfig({ SANDBOX_GATEWAY: 'false' }).payments.sandboxGateway).toBe(false);
  });

  it('refuses any other SANDBOX_GATEWAY value, naming the variable', () => {
    expect(() => loadConfig({ SANDBOX_GATEWAY: 'yes' })).toThrow(
      /SANDBOX_GATEWAY: must be 1, true, 0 or false/,
    );
  });

  it('defaults the deposit lifetime to 15 minutes and the webhook window to 300 seconds', () => {
    expect(loadConfig({}).payments).toMatchObject({
      depositIntentTtlMs: 15 * 60_000,
      webhookToleranceMs: 300_000,
      gatewaySecret: undefined,
    });
  });
});
