import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './scrub.ts';

describe('withoutSecrets', () => {
  it('replaces every secret in the messages of the whole cause chain and keeps no cause', () => {
    const driver = Object.assign(new Error('value 123456 too long'), { code: '22001' });
    const err = new Error('Failed query: insert into t values ($1, $2)\nparams: 123456,abcdef0011', {
      cause: driver,
    });
    const safe = withoutSecrets(err, ['123456', 'abcdef0011', ''], 'storing the code failed');
    expect(safe.message).toBe(
      'storing the code failed: Failed query: insert into t values ($1, $2)\nparams: [redacted],[redacted] ← value [redacted] too long [22001]',
    );
    expect(safe.cause).toBeUndefined();
    expect(safe.stack).not.toContain('123456');
    expect(safe.stack).toMatch(/\n\s+at /);
  });

  it('describes what was thrown when it is not an Error', () => {
    expect(withoutSecrets('gateway said 654321', ['654321'], 'sending failed').message).toBe(
      'sending failed: gateway said [redacted]',
    );
  });
});
