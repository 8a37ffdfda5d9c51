import { OperatorError } from '../command.ts';
import type { CommandContext } from '../command.ts';
import { bahtText } from './payment-args.ts';

/** Shared by the lotto:* commands (docs/LOTTO.md#operator-commands). */

export function roundIdArg(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) throw new OperatorError('<round> must be a round number');
  return Number(text);
}

/** A decimal typed by the operator (rate or baht) as an integer of hundredths; never through a float. */
export function hundredthsOf(text: string, name: string): bigint {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new OperatorError(`--${name} must be a number such as 450 or 3.20 (at most 2 decimals)`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

type Refusal = { ok: false; why: string; message: string };

/** A refusal: with --json one object `{ok: false, error, message}`, else the message alone; exit 1. */
export function refuse({ flags, print }: Pick<CommandContext, 'flags' | 'print'>, refusal: Refusal): number {
  if (flags.json === true) {
    print(JSON.stringify({ ok: false, error: refusal.why, message: refusal.message }));
    return 1;
  }
  throw new OperatorError(refusal.message);
}

/**
 * A round's change done, or already so: with --json one object `{ok: true, replayed, round_id, …fields}`,
 * else the command's own lines (`say`); exit 0.
 */
export function answer(
  { flags, print }: Pick<CommandContext, 'flags' | 'print'>,
  done: { roundId: number; changed: boolean },
  fields: Record<string, unknown>,
  say: () => void,
): number {
  if (flags.json === true) {
    print(JSON.stringify({ ok: true, replayed: !done.changed, round_id: done.roundId, ...fields }));
  } else {
    say();
  }
  return 0;
}

export const bahtOf = (satang: bigint) => bahtText(satang);
